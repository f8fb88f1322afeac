/** One field of the organisation edit form, with its label and its message. */
import { COUNTRIES } from '@/domain/countries';
import { INVESTOR_TYPE_LABELS } from '@/domain/organisations';
import type { EditableEntityField } from '@/domain/entity-fields';
import { entityFieldLabel } from './entity-text';

interface Props {
  field: EditableEntityField;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

export function EntityFieldInput({ field, value, error, disabled, onChange }: Props) {
  const id = `entity-${field}`;
  const common = {
    id,
    name: field,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  let input;
  if (field === 'country') {
    input = (
      <select {...common} className="select w-full" value={value} onChange={(event) => onChange(event.target.value)}>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    );
  } else if (field === 'investor_type') {
    input = (
      <select {...common} className="select w-full" value={value} onChange={(event) => onChange(event.target.value)}>
        {Object.entries(INVESTOR_TYPE_LABELS).map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
    );
  } else if (field === 'address') {
    input = (
      <textarea
        {...common}
        className="textarea w-full"
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else {
    const type = field === 'contact_email' ? 'email' : field === 'website' ? 'url' : field === 'phone' ? 'tel' : 'text';
    input = (
      <input
        {...common}
        type={type}
        className="input w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className={`flex flex-col gap-1 ${field === 'address' ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {entityFieldLabel(field)}
      </label>
      {input}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
