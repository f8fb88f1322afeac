/** A password input with a show/hide switch and, for a new password, the strength meter. */
import { useState } from 'react';
import { PASSWORD_TEXT } from './auth-text';
import { StrengthMeter } from './StrengthMeter';
import { TextField, type TextFieldProps } from '@/components/forms/TextField';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'children'> {
  withStrength?: boolean;
}

export function PasswordField({ withStrength = false, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = field.id ?? `field-${field.name}`;
  const toggle = (
    <button
      type="button"
      className="btn -mr-2 btn-ghost btn-xs"
      aria-controls={id}
      aria-pressed={visible}
      aria-label={visible ? PASSWORD_TEXT.hide : PASSWORD_TEXT.show}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? 'Hide' : 'Show'}
    </button>
  );
  return (
    <TextField {...field} id={id} type={visible ? 'text' : 'password'} addon={toggle}>
      {withStrength && <StrengthMeter password={field.value} id={`${id}-strength`} />}
    </TextField>
  );
}
