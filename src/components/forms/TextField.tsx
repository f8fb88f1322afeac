/** A labelled input with its hint and error wired for screen readers (daisyUI fieldset and input). */
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's box, after the text (a show-password button). */
  addon?: ReactNode;
  /** Rendered under the input, before the hint (the strength meter). */
  children?: ReactNode;
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({ name, label, value, onValue, error, hint, addon, children, id, ...input }: TextFieldProps) {
  const fieldId = id ?? `field-${name}`;
  const box = `input w-full ${error ? 'input-error' : ''}`;
  const control = (
    <input
      {...input}
      id={fieldId}
      name={name}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      className={addon ? 'grow' : box}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, !!hint, !!error)}
    />
  );
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={fieldId}>
        {label}
      </label>
      {addon ? (
        <div className={box}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {children}
      {hint && (
        <p id={`${fieldId}-hint`} className="label whitespace-normal">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="label whitespace-normal text-error">
          {error}
        </p>
      )}
    </div>
  );
}
