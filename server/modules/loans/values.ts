/** Comparing a loan's stored values with entered ones: "4.25" and "4.2500" are the same rate. */
import { LOAN_INPUT_FIELDS, type LoanInputField } from '../../../src/domain/loans/vocabulary.ts';
import type { LoanSnapshot } from './record.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return text;
  const [whole = '0', fraction = ''] = text.replace(/^(-?)0+(?=\d)/, '$1').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole;
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export type LoanInputValues = Record<LoanInputField, string | number | null>;

export function inputValuesOf(snapshot: LoanSnapshot): LoanInputValues {
  return Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, snapshot[field]])) as LoanInputValues;
}

/** The entered fields whose value differs from the loan's: `{field: newValue}`. */
export function changedFields(current: LoanInputValues, next: LoanInputValues): Partial<LoanInputValues> {
  const changes: Partial<LoanInputValues> = {};
  for (const field of LOAN_INPUT_FIELDS) if (!sameValue(current[field], next[field])) changes[field] = next[field];
  return changes;
}
