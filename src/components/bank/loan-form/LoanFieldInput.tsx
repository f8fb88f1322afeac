/** One loan field drawn from the field table: a select for a list, a date input, or a text box. */
import type { LoanFieldSpec } from '@/domain/loans/fields';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { LOAN_FORM_TEXT } from './loan-form-text';

interface LoanFieldInputProps {
  spec: LoanFieldSpec;
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  warning: string | undefined;
  disabled: boolean;
}

const INPUT_MODE = {
  money: 'decimal',
  pct: 'decimal',
  int: 'numeric',
  text: 'text',
  date: undefined,
  enum: undefined,
} as const;

export function LoanFieldInput({ spec, value, onValue, onBlur, error, warning, disabled }: LoanFieldInputProps) {
  const label = spec.optional ? `${spec.label} ${LOAN_FORM_TEXT.optional}` : spec.label;
  if (spec.kind === 'enum') {
    return (
      <SelectField
        name={spec.name}
        label={label}
        value={value}
        onValue={onValue}
        onBlur={onBlur}
        options={spec.options}
        placeholder={LOAN_FORM_TEXT.choose}
        error={error}
        required={!spec.optional}
        disabled={disabled}
      />
    );
  }
  const hint = warning ? <span className="text-warning">{warning}</span> : spec.help || undefined;
  return (
    <TextField
      name={spec.name}
      label={label}
      value={value}
      onValue={onValue}
      onBlur={onBlur}
      error={error}
      hint={hint}
      type={spec.kind === 'date' ? 'date' : 'text'}
      inputMode={INPUT_MODE[spec.kind]}
      maxLength={spec.kind === 'text' ? spec.maxLength : undefined}
      autoComplete="off"
      spellCheck={false}
      required={!spec.optional}
      disabled={disabled}
    />
  );
}
