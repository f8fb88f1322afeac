/** A reason typed in a modal form: its label, the text, and under it the help or the reason's error. */
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  help?: string;
  error: string | null;
  onChange: (value: string) => void;
}

export function ReasonInput({ label, value, help, error, onChange }: Props) {
  const id = useId();
  const note = error ?? help;
  return (
    <>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={1000}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {note && (
        <p id={`${id}-help`} className={`text-sm ${error ? 'text-error' : 'opacity-75'}`}>
          {note}
        </p>
      )}
    </>
  );
}
