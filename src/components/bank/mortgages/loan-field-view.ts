/**
 * How the screens show a loan's fields: their groups, labels and formatted values. Money and
 * percentages are formatted from their decimal strings, never through a float.
 */
import { REGIONS, type LoanInputField, type RegionCode } from '@/domain/loans/vocabulary';
import { formatMoney, formatPercent } from '@/lib/format-decimal';

type Kind = 'text' | 'money' | 'pct' | 'int' | 'date' | 'enum' | 'region' | 'months';

const FIELDS: Record<LoanInputField | 'remaining_term_months' | 'asking_price_pct' | 'bid_deadline' | 'listing_description', { label: string; kind: Kind }> = {
  loan_ref: { label: 'Loan reference', kind: 'text' },
  data_cutoff_date: { label: 'Data cut-off date', kind: 'date' },
  currency: { label: 'Currency', kind: 'text' },
  original_principal: { label: 'Original principal', kind: 'money' },
  current_principal: { label: 'Current principal', kind: 'money' },
  origination_date: { label: 'Origination date', kind: 'date' },
  maturity_date: { label: 'Maturity date', kind: 'date' },
  original_term_months: { label: 'Original term', kind: 'months' },
  remaining_term_months: { label: 'Remaining term', kind: 'months' },
  interest_rate_pct: { label: 'Interest rate', kind: 'pct' },
  rate_type: { label: 'Rate type', kind: 'enum' },
  amortisation_type: { label: 'Amortisation', kind: 'enum' },
  monthly_payment: { label: 'Monthly payment', kind: 'money' },
  lien_position: { label: 'Lien position', kind: 'int' },
  loan_purpose: { label: 'Loan purpose', kind: 'enum' },
  property_value: { label: 'Property value', kind: 'money' },
  valuation_date: { label: 'Valuation date', kind: 'date' },
  original_ltv_pct: { label: 'Original LTV', kind: 'pct' },
  current_ltv_pct: { label: 'Current LTV', kind: 'pct' },
  dti_pct: { label: 'Debt-to-income', kind: 'pct' },
  credit_score: { label: 'Credit score', kind: 'int' },
  property_type: { label: 'Property type', kind: 'enum' },
  occupancy: { label: 'Occupancy', kind: 'enum' },
  region: { label: 'Region', kind: 'region' },
  postcode_prefix: { label: 'Postcode prefix', kind: 'text' },
  borrower_count: { label: 'Borrowers', kind: 'int' },
  first_time_buyer: { label: 'First-time buyer', kind: 'enum' },
  days_in_arrears: { label: 'Days in arrears', kind: 'int' },
  arrears_balance: { label: 'Arrears balance', kind: 'money' },
  account_status: { label: 'Account status', kind: 'enum' },
  last_payment_date: { label: 'Last payment date', kind: 'date' },
  asking_price_pct: { label: 'Asking price (% of current principal)', kind: 'pct' },
  bid_deadline: { label: 'Bid deadline', kind: 'date' },
  listing_description: { label: 'Description', kind: 'text' },
};

export const DETAIL_GROUPS: { label: string; fields: (keyof typeof FIELDS)[] }[] = [
  { label: 'Identification', fields: ['loan_ref', 'data_cutoff_date', 'currency'] },
  { label: 'Balance and term', fields: ['original_principal', 'current_principal', 'origination_date', 'maturity_date', 'original_term_months', 'remaining_term_months'] },
  { label: 'Interest and repayment', fields: ['interest_rate_pct', 'rate_type', 'amortisation_type', 'monthly_payment', 'lien_position', 'loan_purpose'] },
  { label: 'Property', fields: ['property_value', 'valuation_date', 'original_ltv_pct', 'current_ltv_pct', 'property_type', 'occupancy', 'region', 'postcode_prefix'] },
  { label: 'Borrower', fields: ['borrower_count', 'first_time_buyer', 'dti_pct', 'credit_score'] },
  { label: 'Performance', fields: ['days_in_arrears', 'arrears_balance', 'account_status', 'last_payment_date'] },
];

/** Every field in the order the groups show them, for lists of changes. */
export const FIELD_ORDER: readonly string[] = [...DETAIL_GROUPS.flatMap((group) => group.fields), 'status', 'asking_price_pct', 'bid_deadline', 'listing_description'];

const humanise = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldLabel(field: string): string {
  if (field === 'status') return 'Status';
  return (FIELDS as Record<string, { label: string }>)[field]?.label ?? humanise(field);
}

/** A field's value as text; `currency` is the loan's, for money. */
export function formatFieldValue(field: string, value: unknown, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const kind = (FIELDS as Record<string, { kind: Kind }>)[field]?.kind ?? 'text';
  const text = String(value);
  switch (kind) {
    case 'money':
      return formatMoney(text, currency);
    case 'pct':
      return formatPercent(text);
    case 'months':
      return `${text} months`;
    case 'enum':
      return humanise(text);
    case 'region':
      return text in REGIONS ? `${REGIONS[text as RegionCode]} (${text})` : text;
    default:
      return text;
  }
}
