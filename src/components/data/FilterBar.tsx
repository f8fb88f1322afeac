/**
 * A list's filter form: fields keyed by the list's filter names, applied together on submit
 * (Enter or the Apply button), so a half-typed value never sends a request. The fields are
 * uncontrolled and re-mount when the applied filters change (back button, clear).
 */
import type { FormEvent, ReactNode } from 'react';
import { DATA_TEXT } from './data-text';

export interface FilterBarProps {
  /** The filters in force, to fill the fields. */
  values: Record<string, string | undefined>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  ready: boolean;
  children: ReactNode;
  label?: string;
}

export function FilterBar({ values, onApply, onClear, ready, children, label = DATA_TEXT.filters }: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') next[name] = value;
    onApply(next);
  };
  return (
    <form
      role="search"
      aria-label={label}
      key={JSON.stringify(values)}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-box border border-[var(--surface-border)] bg-base-100 p-3"
      onSubmit={submit}
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={!ready}>
          {DATA_TEXT.apply}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!ready} onClick={onClear}>
          {DATA_TEXT.clear}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  name: string;
  label: string;
  value: string | undefined;
  ready: boolean;
}

export function TextFilter({ name, label, value, ready, placeholder }: FieldProps & { placeholder?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <input
        type="search"
        name={name}
        className="input w-44 input-sm"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        disabled={!ready}
      />
    </label>
  );
}

/** Two decimal inputs, min and max; text inputs with a decimal keyboard, so a value is never a float. */
export function RangeFilter({
  label,
  min,
  max,
  ready,
}: {
  label: string;
  min: Omit<FieldProps, 'label' | 'ready'>;
  max: Omit<FieldProps, 'label' | 'ready'>;
  ready: boolean;
}) {
  const input = (field: Omit<FieldProps, 'label' | 'ready'>, word: string) => (
    <input
      type="text"
      inputMode="decimal"
      pattern="\d+(\.\d+)?"
      name={field.name}
      aria-label={`${label} ${word}`}
      placeholder={word}
      className="input w-24 input-sm"
      defaultValue={field.value ?? ''}
      disabled={!ready}
    />
  );
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1">{label}</legend>
      <div className="flex items-center gap-1">
        {input(min, DATA_TEXT.min)}
        <span aria-hidden="true">–</span>
        {input(max, DATA_TEXT.max)}
      </div>
    </fieldset>
  );
}

/** A SelectFilter's options from a record of labels by value, in the record's order. */
export const labelledOptions = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function SelectFilter({
  name,
  label,
  value,
  ready,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <select name={name} className="select w-44 select-sm" defaultValue={value ?? ''} disabled={!ready}>
        <option value="">{DATA_TEXT.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
