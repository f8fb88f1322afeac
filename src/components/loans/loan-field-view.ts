/**
 * How the screens show a loan's fields: groups and labels from the shared field table
 * (src/domain/loans/fields.ts), values formatted from their decimal strings, never through a float.
 */
import { LOAN_FIELD_BY_NAME, LOAN_FIELD_GROUPS, loanFieldsOfGroup } from '@/domain/loans/fields';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { LOAN_STATUS_LABELS } from '@/domain/loans/status';
import type { LoanInputField, LoanStatus } from '@/domain/loans/vocabulary';
import { formatLtv, formatMoney, formatPercent, formatPrice } from '@/domain/format-decimal';

/** Shown fields besides the entered ones: derived, or the listing's terms. */
const EXTRA_FIELDS: Record<string, { label: string; kind: 'months' | 'pct' | 'date' | 'text' }> = {
  remaining_term_months: { label: 'Remaining term (months)', kind: 'months' },
  asking_price_pct: { label: 'Asking price (% of current principal)', kind: 'pct' },
  bid_deadline: { label: 'Bid deadline', kind: 'date' },
  listing_description: { label: 'Description', kind: 'text' },
  status: { label: 'Status', kind: 'text' },
};

export const DETAIL_GROUPS: { label: string; fields: string[] }[] = LOAN_FIELD_GROUPS.map((group) => {
  const fields: string[] = loanFieldsOfGroup(group.id).map((field) => field.name);
  // The derived remaining term sits beside the term it is derived from.
  if (group.id === 'balance') fields.splice(fields.indexOf('original_term_months') + 1, 0, 'remaining_term_months');
  return { label: group.label, fields };
});

/** Every field in the order the groups show them, for lists of changes. */
export const FIELD_ORDER: readonly string[] = [
  ...DETAIL_GROUPS.flatMap((group) => group.fields),
  'status',
  'asking_price_pct',
  'bid_deadline',
  'listing_description',
];

const humanise = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const entered = (field: string): field is LoanInputField => field in LOAN_FIELD_BY_NAME;

export function fieldLabel(field: string): string {
  if (entered(field)) return LOAN_FIELD_BY_NAME[field].label;
  return EXTRA_FIELDS[field]?.label ?? humanise(field);
}

/** A field's value as text; `currency` is the loan's, for money. */
export function formatFieldValue(field: string, value: unknown, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  if (field === 'status') return LOAN_STATUS_LABELS[text as LoanStatus] ?? text;
  const kind = entered(field) ? LOAN_FIELD_BY_NAME[field].kind : (EXTRA_FIELDS[field]?.kind ?? 'text');
  switch (kind) {
    case 'money':
      return formatMoney(text, currency);
    case 'pct':
      // A price and an LTV read the same on every screen: 97.500%, 44.87%.
      if (field === 'asking_price_pct') return formatPrice(text);
      if (field.endsWith('ltv_pct')) return formatLtv(text);
      return formatPercent(text);
    case 'enum':
      return entered(field) ? loanEnumLabel(field, text) : text;
    default:
      return text;
  }
}
