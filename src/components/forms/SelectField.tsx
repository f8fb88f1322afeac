/** A labelled select with its error wired for screen readers (daisyUI fieldset and select). */
import type { SelectHTMLAttributes } from 'react';
import { describedBy } from './TextField';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
}

export function SelectField({ name, label, value, onValue, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, !!error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="label whitespace-normal text-error">
          {error}
        </p>
      )}
    </div>
  );
}
