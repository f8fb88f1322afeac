/** One labelled text input of the user form with its message underneath, linked for screen readers. */
interface Props {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  onValue: (value: string) => void;
}

export function UserTextField({ name, label, value, error, disabled, type = 'text', autoComplete, onValue }: Props) {
  const id = `user-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        name={name}
        className="input w-full"
        value={value}
        maxLength={255}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
