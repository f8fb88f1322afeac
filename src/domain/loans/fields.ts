/**
 * The loan field table (DOMAIN.md, "Loans"): label, form group, kind, limits and help of every
 * entered field. The form renders from it, `validateLoan` checks single values from it and the
 * data-tape template documents its columns with it.
 */
import { LOAN_INPUT_FIELDS, OPTIONAL_LOAN_FIELDS, type LoanInputField } from './vocabulary';
import { LOAN_ENUM_OPTIONS, type LoanEnumOption } from './enum-options';

export type LoanFieldKind = 'text' | 'money' | 'pct' | 'int' | 'date' | 'enum';

export const LOAN_FIELD_GROUPS = [
  { id: 'identification', label: 'Identification' },
  { id: 'balance', label: 'Balance and term' },
  { id: 'repayment', label: 'Interest and repayment' },
  { id: 'property', label: 'Property' },
  { id: 'borrower', label: 'Borrower' },
  { id: 'performance', label: 'Performance' },
] as const;
export type LoanFieldGroup = (typeof LOAN_FIELD_GROUPS)[number]['id'];

interface FieldBase {
  name: LoanInputField;
  label: string;
  /** How messages name the field ("The {noun} must ..."). */
  noun: string;
  group: LoanFieldGroup;
  optional: boolean;
  help: string;
}
export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  maxLength: number;
  pattern?: RegExp;
  patternMessage?: string;
}
export interface MoneyFieldSpec extends FieldBase {
  kind: 'money';
  min: string;
  minExclusive: boolean;
}
export interface PctFieldSpec extends FieldBase {
  kind: 'pct';
  min: string;
  max: string;
  warnAbove?: string;
}
export interface IntFieldSpec extends FieldBase {
  kind: 'int';
  min: number;
  max: number;
}
export interface DateFieldSpec extends FieldBase {
  kind: 'date';
}
export interface EnumFieldSpec extends FieldBase {
  kind: 'enum';
  options: readonly LoanEnumOption[];
}
export type LoanFieldSpec =
  TextFieldSpec | MoneyFieldSpec | PctFieldSpec | IntFieldSpec | DateFieldSpec | EnumFieldSpec;

/** Decimal places and integer digits of the database columns: numeric(18,2) and numeric(7,4). */
export const MONEY_DECIMALS = 2;
export const MONEY_INTEGER_DIGITS = 16;
export const PCT_DECIMALS = 4;
export const PCT_INTEGER_DIGITS = 3;

const optional = (name: LoanInputField) => OPTIONAL_LOAN_FIELDS.includes(name);

/** A field as written below: name and optionality come from the vocabulary, the noun from the label. */
type SpecInput<S = LoanFieldSpec> = S extends LoanFieldSpec
  ? Omit<S, 'name' | 'optional' | 'noun'> & { noun?: string }
  : never;
const specs: { [F in LoanInputField]: SpecInput } = {
  loan_ref: {
    kind: 'text',
    label: 'Loan reference',
    group: 'identification',
    maxLength: 64,
    help: "The bank's own id for the loan, unique within the bank; never a borrower's id.",
  },
  data_cutoff_date: {
    kind: 'date',
    label: 'Data cut-off date',
    group: 'identification',
    help: 'The date the figures below describe; not in the future.',
  },
  currency: {
    kind: 'enum',
    label: 'Currency',
    group: 'identification',
    options: LOAN_ENUM_OPTIONS.currency,
    help: 'ISO 4217 code.',
  },
  original_principal: {
    kind: 'money',
    label: 'Original principal',
    group: 'balance',
    min: '0',
    minExclusive: true,
    help: 'The amount lent.',
  },
  current_principal: {
    kind: 'money',
    label: 'Current principal',
    group: 'balance',
    min: '0',
    minExclusive: true,
    help: 'Outstanding at the cut-off; at most 110% of the original principal.',
  },
  origination_date: {
    kind: 'date',
    label: 'Origination date',
    group: 'balance',
    help: 'Before the maturity date, on or before the cut-off.',
  },
  maturity_date: { kind: 'date', label: 'Maturity date', group: 'balance', help: 'After the data cut-off date.' },
  original_term_months: {
    kind: 'int',
    label: 'Original term (months)',
    group: 'balance',
    min: 1,
    max: 480,
    help: '1 to 480 months.',
  },
  interest_rate_pct: {
    kind: 'pct',
    label: 'Interest rate (%)',
    group: 'repayment',
    min: '0',
    max: '25',
    help: '0 to 25, up to 4 decimals.',
  },
  rate_type: { kind: 'enum', label: 'Rate type', group: 'repayment', options: LOAN_ENUM_OPTIONS.rate_type, help: '' },
  amortisation_type: {
    kind: 'enum',
    label: 'Amortisation',
    noun: 'amortisation type',
    group: 'repayment',
    options: LOAN_ENUM_OPTIONS.amortisation_type,
    help: '',
  },
  monthly_payment: {
    kind: 'money',
    label: 'Monthly payment',
    group: 'repayment',
    min: '0',
    minExclusive: false,
    help: '0 or more.',
  },
  lien_position: {
    kind: 'int',
    label: 'Lien position',
    group: 'repayment',
    min: 1,
    max: 3,
    help: '1 for a first charge, up to 3.',
  },
  loan_purpose: {
    kind: 'enum',
    label: 'Loan purpose',
    group: 'repayment',
    options: LOAN_ENUM_OPTIONS.loan_purpose,
    help: '',
  },
  property_value: {
    kind: 'money',
    label: 'Property value',
    group: 'property',
    min: '0',
    minExclusive: true,
    help: 'The latest valuation.',
  },
  valuation_date: {
    kind: 'date',
    label: 'Valuation date',
    group: 'property',
    help: 'On or before the data cut-off date.',
  },
  original_ltv_pct: {
    kind: 'pct',
    label: 'Original LTV (%)',
    group: 'property',
    min: '1',
    max: '150',
    help: '1 to 150.',
  },
  current_ltv_pct: {
    kind: 'pct',
    label: 'Current LTV (%)',
    group: 'property',
    min: '0',
    max: '200',
    warnAbove: '100',
    help: '0 to 200; above 100 is flagged.',
  },
  property_type: {
    kind: 'enum',
    label: 'Property type',
    group: 'property',
    help: '',
    options: LOAN_ENUM_OPTIONS.property_type,
  },
  occupancy: {
    kind: 'enum',
    label: 'Occupancy',
    group: 'property',
    options: LOAN_ENUM_OPTIONS.occupancy,
    help: '',
  },
  region: {
    kind: 'enum',
    label: 'Region',
    group: 'property',
    help: 'US state of the property.',
    options: LOAN_ENUM_OPTIONS.region,
  },
  postcode_prefix: {
    kind: 'text',
    label: 'ZIP code prefix',
    group: 'property',
    maxLength: 4,
    pattern: /^[0-9A-Za-z]+$/,
    patternMessage: 'The ZIP code prefix may contain only letters and digits.',
    help: 'Up to 4 characters; never a full address.',
  },
  dti_pct: {
    kind: 'pct',
    label: 'Debt-to-income (%)',
    noun: 'debt-to-income ratio',
    group: 'borrower',
    min: '0',
    max: '100',
    warnAbove: '60',
    help: 'Optional; 0 to 100, above 60 is flagged.',
  },
  credit_score: {
    kind: 'int',
    label: 'Credit score',
    group: 'borrower',
    min: 300,
    max: 850,
    help: 'Optional; 300 to 850.',
  },
  borrower_count: {
    kind: 'int',
    label: 'Borrowers',
    noun: 'number of borrowers',
    group: 'borrower',
    min: 1,
    max: 4,
    help: '1 to 4.',
  },
  first_time_buyer: {
    kind: 'enum',
    label: 'First-time buyer',
    group: 'borrower',
    options: LOAN_ENUM_OPTIONS.first_time_buyer,
    help: '',
  },
  days_in_arrears: {
    kind: 'int',
    label: 'Days in arrears',
    group: 'performance',
    min: 0,
    max: 100_000,
    help: '0 when the loan is up to date.',
  },
  arrears_balance: {
    kind: 'money',
    label: 'Arrears balance',
    group: 'performance',
    min: '0',
    minExclusive: false,
    help: '0 when there are no days in arrears.',
  },
  account_status: {
    kind: 'enum',
    label: 'Account status',
    group: 'performance',
    options: LOAN_ENUM_OPTIONS.account_status,
    help: 'Performing with no arrears; arrears with days in arrears.',
  },
  last_payment_date: {
    kind: 'date',
    label: 'Last payment date',
    group: 'performance',
    help: 'Optional; on or before the data cut-off date.',
  },
};

/** "Original LTV (%)" -> "original LTV": the label without its unit, lower-cased unless an acronym. */
function nounOf(label: string): string {
  const bare = label.replace(/\s*\(.*\)$/, '');
  return /^[A-Z]{2}/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** Every entered field in template order. */
export const LOAN_FIELDS: readonly LoanFieldSpec[] = LOAN_INPUT_FIELDS.map(
  (name) =>
    ({
      ...specs[name],
      noun: specs[name].noun ?? nounOf(specs[name].label),
      name,
      optional: optional(name),
    }) as LoanFieldSpec,
);

export const LOAN_FIELD_BY_NAME: Readonly<Record<LoanInputField, LoanFieldSpec>> = Object.fromEntries(
  LOAN_FIELDS.map((field) => [field.name, field]),
) as Record<LoanInputField, LoanFieldSpec>;

export function loanFieldsOfGroup(group: LoanFieldGroup): LoanFieldSpec[] {
  return LOAN_FIELDS.filter((field) => field.group === group);
}
