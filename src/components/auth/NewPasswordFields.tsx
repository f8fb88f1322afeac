/** A new password with its strength meter and rules, and its confirmation: sign-up and reset share them. */
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/auth-rules';
import { FIELD_LABELS, PASSWORD_TEXT } from './auth-text';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errorOf: (field: string) => string | undefined;
}

export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errorOf,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        required
        withStrength
        hint={PASSWORD_TEXT.rules(PASSWORD_MIN, PASSWORD_MAX)}
        value={password}
        onValue={onPassword}
        error={errorOf('password')}
      />
      <PasswordField
        name="password_confirmation"
        label={FIELD_LABELS.password_confirmation}
        autoComplete="new-password"
        required
        value={confirmation}
        onValue={onConfirmation}
        error={errorOf('password_confirmation')}
      />
    </>
  );
}
