/** The e-mail field every auth form has: type, keyboard and autofill hints set once. */
import { FIELD_LABELS } from './auth-text';
import { TextField } from '@/components/forms/TextField';

interface EmailFieldProps {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  /** `username` where the address identifies an existing account, so password managers pair it. */
  autoComplete?: 'email' | 'username';
}

export function EmailField({ value, onValue, error, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      label={FIELD_LABELS.email}
      autoComplete={autoComplete}
      inputMode="email"
      required
      value={value}
      onValue={onValue}
      error={error}
    />
  );
}
