/** A required reason with its label and its message, for suspending an organisation or rejecting a change. */
import { useId } from 'react';
import { REASON_MAX } from '@/domain/entity-fields';

interface Props {
  label: string;
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}

export function ReasonField({ label, value, error, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        className="textarea w-full max-w-xl"
        rows={2}
        maxLength={REASON_MAX}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
