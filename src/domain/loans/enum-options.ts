/**
 * The choices of the loan's enum fields with the words shown for them. Apart from the field table
 * (fields.ts), so a screen that only names values (a tape's stratification by region and property
 * type) does not download every field's label, limits and help.
 */
import {
  ACCOUNT_STATUSES,
  AMORTISATION_TYPES,
  CURRENCIES,
  FIRST_TIME_BUYER_VALUES,
  LOAN_PURPOSES,
  OCCUPANCY_TYPES,
  PROPERTY_TYPES,
  RATE_TYPES,
  REGIONS,
  REGION_CODES,
  type LoanInputField,
} from './vocabulary';

export interface LoanEnumOption {
  value: string;
  label: string;
}

const humanise = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const options = (values: readonly string[], labels: Partial<Record<string, string>> = {}): LoanEnumOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? humanise(value) }));

export const LOAN_ENUM_OPTIONS = {
  currency: options(CURRENCIES, Object.fromEntries(CURRENCIES.map((code) => [code, code]))),
  rate_type: options(RATE_TYPES),
  amortisation_type: options(AMORTISATION_TYPES),
  loan_purpose: options(LOAN_PURPOSES, { cash_out: 'Cash-out refinance' }),
  property_type: options(PROPERTY_TYPES, {
    co_op: 'Co-op',
    pud: 'Planned unit development',
    multi_family: 'Multi-family',
  }),
  occupancy: options(OCCUPANCY_TYPES, { owner: 'Owner-occupied' }),
  region: REGION_CODES.map((code) => ({ value: code, label: `${REGIONS[code]} (${code})` })),
  first_time_buyer: options(FIRST_TIME_BUYER_VALUES),
  account_status: options(ACCOUNT_STATUSES),
} satisfies Partial<Record<LoanInputField, LoanEnumOption[]>>;

export type LoanEnumField = keyof typeof LOAN_ENUM_OPTIONS;

/** The label of an enum value ("cash_out" -> "Cash-out refinance"), or the value itself. */
export function loanEnumLabel(field: LoanInputField, value: string): string {
  const choices: readonly LoanEnumOption[] | undefined = LOAN_ENUM_OPTIONS[field as LoanEnumField];
  return choices?.find((option) => option.value === value)?.label ?? value;
}
