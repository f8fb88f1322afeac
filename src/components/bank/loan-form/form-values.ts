/** The loan form holds every field as the text typed; these convert to and from the API's loan. */
import { LOAN_INPUT_FIELDS, type LoanInputField } from '@/domain/loans/vocabulary';
import type { LoanValues } from '@/domain/loans/validate';

export type LoanFormValues = Record<LoanInputField, string>;

export const EMPTY_LOAN_FORM: LoanFormValues = Object.fromEntries(
  LOAN_INPUT_FIELDS.map((field) => [field, '']),
) as LoanFormValues;

/** A loaded loan as form text: null becomes empty, numbers their digits. */
export function formValuesOf(loan: Partial<Record<LoanInputField, unknown>>): LoanFormValues {
  const values = { ...EMPTY_LOAN_FORM };
  for (const field of LOAN_INPUT_FIELDS) {
    const value = loan[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** Only the fields whose normalised value differs from the loan's, for a PATCH of an approved loan. */
export function changedValues(next: LoanValues, before: LoanValues | null): Partial<LoanValues> {
  if (!before) return next;
  const changes: Partial<Record<LoanInputField, unknown>> = {};
  for (const field of LOAN_INPUT_FIELDS) {
    if (next[field] !== before[field]) changes[field] = next[field];
  }
  return changes as Partial<LoanValues>;
}
