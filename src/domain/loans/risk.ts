/**
 * The risk a checker weighs before approving a loan: a current LTV above 100% or a debt-to-income
 * ratio above 60%. Warnings, not errors: the loan may still be saved and approved. One rule for the
 * form as it is typed or reopened and for the loan page a manager decides on.
 */
import { compareDecimals, decimalOf, parseDecimal, type Decimal } from './decimal';
import { PCT_DECIMALS, PCT_INTEGER_DIGITS } from './fields';

export interface LoanRiskWarning {
  field: 'current_ltv_pct' | 'dti_pct';
  message: string;
}

// Here rather than with the validation messages, which a page that only shows a loan's risk need not download.
const LIMITS = [
  { field: 'current_ltv_pct', limit: decimalOf(100, 0), message: 'The current LTV is above 100%.' },
  { field: 'dti_pct', limit: decimalOf(60, 0), message: 'The debt-to-income ratio is above 60%.' },
] as const;

/** The warnings of values already parsed (the tape reader and the form's validation have them at hand). */
export function riskWarningsOf(parsed: Partial<Record<LoanRiskWarning['field'], Decimal>>): LoanRiskWarning[] {
  const warnings: LoanRiskWarning[] = [];
  for (const { field, limit, message } of LIMITS) {
    const value = parsed[field];
    if (value && compareDecimals(value, limit) > 0) warnings.push({ field, message });
  }
  return warnings;
}

/** The warnings of these values (as typed or as stored); a value that does not parse warns of nothing. */
export function loanRiskWarnings(values: Readonly<Record<string, unknown>>): LoanRiskWarning[] {
  const parsed: Partial<Record<LoanRiskWarning['field'], Decimal>> = {};
  for (const { field } of LIMITS) {
    const raw = values[field];
    if (raw === null || raw === undefined || raw === '') continue;
    const result = parseDecimal(raw, PCT_DECIMALS, PCT_INTEGER_DIGITS);
    if (result.ok) parsed[field] = result.value;
  }
  return riskWarningsOf(parsed);
}
