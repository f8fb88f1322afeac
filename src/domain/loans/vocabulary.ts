/**
 * The closed vocabularies of a loan (DOMAIN.md, "Loans"): one list each, read by the loan form,
 * the data-tape template and validation, the API's rules and the database enums
 * (server/db/schema/loans.ts). Changing the order of a list changes a database enum.
 */

export const LOAN_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'listed',
  'withdrawn',
  'under_offer',
  'sold',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const RATE_TYPES = ['fixed', 'variable', 'mixed'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const AMORTISATION_TYPES = ['annuity', 'linear', 'interest_only', 'bullet'] as const;
export type AmortisationType = (typeof AMORTISATION_TYPES)[number];

export const LOAN_PURPOSES = ['purchase', 'refinance', 'cash_out', 'other'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

export const PROPERTY_TYPES = ['house', 'flat', 'co_op', 'manufactured', 'pud', 'multi_family'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const OCCUPANCY_TYPES = ['owner', 'second_home', 'investment'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

export const FIRST_TIME_BUYER_VALUES = ['yes', 'no', 'unknown'] as const;
export type FirstTimeBuyer = (typeof FIRST_TIME_BUYER_VALUES)[number];

export const ACCOUNT_STATUSES = ['performing', 'arrears', 'restructured', 'defaulted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** ISO 4217 codes a loan may be held in. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'CAD', 'AUD', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Regions are US states and the District of Columbia by their USPS codes: one fixed list that
 * every bank, tape and investor filter shares. `postcode_prefix` then holds a ZIP prefix.
 */
export const REGIONS = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type RegionCode = keyof typeof REGIONS;
export const REGION_CODES = Object.keys(REGIONS) as RegionCode[];

/**
 * The fields of a loan as the API, the form and the data-tape template name them, in the
 * template's column order. `remaining_term_months` is derived and never entered.
 */
export const LOAN_INPUT_FIELDS = [
  'loan_ref',
  'data_cutoff_date',
  'currency',
  'original_principal',
  'current_principal',
  'origination_date',
  'maturity_date',
  'original_term_months',
  'interest_rate_pct',
  'rate_type',
  'amortisation_type',
  'monthly_payment',
  'lien_position',
  'loan_purpose',
  'property_value',
  'valuation_date',
  'original_ltv_pct',
  'current_ltv_pct',
  'dti_pct',
  'credit_score',
  'property_type',
  'occupancy',
  'region',
  'postcode_prefix',
  'borrower_count',
  'first_time_buyer',
  'days_in_arrears',
  'arrears_balance',
  'account_status',
  'last_payment_date',
] as const;
export type LoanInputField = (typeof LOAN_INPUT_FIELDS)[number];

/** Fields a tape or form may leave empty. */
export const OPTIONAL_LOAN_FIELDS: readonly LoanInputField[] = ['dti_pct', 'credit_score', 'last_payment_date'];
