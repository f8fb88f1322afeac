/**
 * The words of four-eyes actions, one vocabulary for the pending-actions screen and the record
 * pages: every action type by name, what approving or rejecting it does (action-words.ts), and
 * the values its change shows (statuses, countries, investor types) in words, never the stored codes.
 */
import { COUNTRIES } from './countries';
import { ENTITY_FIELD_LABELS } from './entity-fields';
import { LOAN_STATUS_LABELS } from './loans/status';
import { INVESTOR_TYPE_LABELS } from './organisations';
import { DEAL_STATUS_LABELS } from './trading/deal-status';
import { PROPOSAL_STATUS_LABELS } from './trading/proposal-status';
import { POOL_STATUS_LABELS } from './pools/status';
import { humanise } from './action-words';

export * from './action-words';

const ENTITY_STATUS_LABELS: Readonly<Record<string, string>> = { active: 'Active', suspended: 'Suspended' };

/** The status words of each kind of record an action changes. */
const STATUS_LABELS_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  loan: LOAN_STATUS_LABELS,
  proposal: PROPOSAL_STATUS_LABELS,
  deal: DEAL_STATUS_LABELS,
  pool: POOL_STATUS_LABELS,
  entity: ENTITY_STATUS_LABELS,
  registration_request: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
};

const OTHER_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  loan_status: 'Loan status',
  'loan status': 'Loan status',
  reason: 'Reason',
  kind: 'Type',
  decision: 'Decision',
  rejection_reason: 'Rejection reason',
};

/** A changed field's name in words, for any record an action changes (loans name theirs in their own table). */
export function changeFieldLabel(targetType: string, field: string): string {
  if (targetType === 'entity' && field in ENTITY_FIELD_LABELS)
    return ENTITY_FIELD_LABELS[field as keyof typeof ENTITY_FIELD_LABELS];
  return OTHER_FIELD_LABELS[field] ?? humanise(field);
}

const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** A changed value in words: statuses, countries and investor types by their names; null for no value. */
export function changeFieldValue(targetType: string, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (field === 'status') return STATUS_LABELS_OF[targetType]?.[value] ?? value;
  if (field === 'loan_status' || field === 'loan status')
    return (LOAN_STATUS_LABELS as Record<string, string>)[value] ?? value;
  if (field === 'country') return countryName(value);
  if (field === 'investor_type') return (INVESTOR_TYPE_LABELS as Record<string, string>)[value] ?? value;
  if (field === 'decision') return value === 'approve' ? 'Approve' : value === 'reject' ? 'Reject' : value;
  return value;
}
