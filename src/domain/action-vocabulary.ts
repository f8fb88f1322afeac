/**
 * The words of four-eyes actions, one vocabulary for the pending-actions screen and the record
 * pages: every action type by name, what approving or rejecting it does, and the values its
 * change shows (statuses, countries, investor types) in words, never the stored codes.
 */
import { COUNTRIES } from './countries';
import { ENTITY_FIELD_LABELS } from './entity-fields';
import { LOAN_STATUS_LABELS } from './loans/status';
import { INVESTOR_TYPE_LABELS } from './organisations';
import { DEAL_STATUS_LABELS } from './trading/deal-status';
import { PROPOSAL_STATUS_LABELS } from './trading/proposal-status';

export const ACTION_TYPES = [
  'loan.submit',
  'loan.edit',
  'loan.list',
  'loan.withdraw',
  'batch.import',
  'proposal.accept',
  'deal.cancel',
  'registration.decide',
  'entity.edit',
  'entity.suspend',
  'entity.reactivate',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Labels of deals and proposals start with their kind ("Deal #4: …"), which reads in lower case mid-sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface ActionTypeWords {
  /** The type as a list names it. */
  label: string;
  /** What the maker asked for, completed by the record's name or label: "cancelling deal #4: …". */
  doing: (record: string) => string;
  /** What approving does. */
  onApprove: string;
  /** What rejecting does. */
  onReject: string;
}

const ACTION_TYPE_WORDS: Readonly<Record<ActionType, ActionTypeWords>> = {
  'loan.submit': {
    label: 'Loan submitted for approval',
    doing: (record) => `the loan ${record}`,
    onApprove: 'The loan becomes Approved and may be listed.',
    onReject: 'The loan becomes Rejected; the officer sees your reason and may correct it.',
  },
  'loan.edit': {
    label: 'Loan change',
    doing: (record) => `the change to the loan ${record}`,
    onApprove: 'The change applies at once.',
    onReject: 'The loan keeps its current values; the officer sees your reason.',
  },
  'loan.list': {
    label: 'Loan listing',
    doing: (record) => `listing the loan ${record} for sale`,
    onApprove: 'Investors see the loan on the marketplace at once.',
    onReject: 'The loan stays off the marketplace; the officer sees your reason.',
  },
  'loan.withdraw': {
    label: 'Listing withdrawal',
    doing: (record) => `withdrawing the loan ${record} from the marketplace`,
    onApprove: 'The loan leaves the marketplace and its open proposals close.',
    onReject: 'The loan stays listed; the officer sees your reason.',
  },
  'batch.import': {
    label: 'Data tape import',
    doing: (record) => `importing the data tape ${record}`,
    onApprove: 'Its valid rows are imported as approved loans.',
    onReject: 'Nothing is imported; the officer sees your reason.',
  },
  'proposal.accept': {
    label: 'Proposal acceptance',
    doing: (record) => `accepting ${lowerFirst(record)}`,
    onApprove: 'The loan goes under offer and the investor is asked for final acceptance.',
    onReject: 'The proposal stays open for another answer.',
  },
  'deal.cancel': {
    label: 'Deal cancellation',
    doing: (record) => `cancelling ${lowerFirst(record)}`,
    onApprove: 'The deal is cancelled and the loan is listed again.',
    onReject: 'The deal goes on; the maker sees your reason.',
  },
  'registration.decide': {
    label: 'Registration decision',
    doing: (record) => `the decision on the registration of ${record}`,
    onApprove: 'The decision applies at once and the applicant is told.',
    onReject: 'The registration waits for another decision; the maker sees your reason.',
  },
  'entity.edit': {
    label: 'Organisation change',
    doing: (record) => `the change to the organisation ${record}`,
    onApprove: 'The change applies at once.',
    onReject: 'The organisation keeps its current details; the maker sees your reason.',
  },
  'entity.suspend': {
    label: 'Organisation suspension',
    doing: (record) => `suspending the organisation ${record}`,
    onApprove: 'The organisation is suspended at once.',
    onReject: 'The organisation stays active; the maker sees your reason.',
  },
  'entity.reactivate': {
    label: 'Organisation reactivation',
    doing: (record) => `reactivating the organisation ${record}`,
    onApprove: 'The organisation is active again at once.',
    onReject: 'The organisation stays suspended; the maker sees your reason.',
  },
};

export const isActionType = (type: string): type is ActionType => (ACTION_TYPES as readonly string[]).includes(type);

const humanise = (code: string) => {
  const words = code.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An action type in words; an unknown type in plain words rather than its code. */
export const actionTypeLabel = (type: string): string =>
  isActionType(type) ? ACTION_TYPE_WORDS[type].label : humanise(type);

/** Every action type with its name, for a filter. */
export const ACTION_TYPE_OPTIONS: readonly { value: ActionType; label: string }[] = ACTION_TYPES.map((type) => ({
  value: type,
  label: ACTION_TYPE_WORDS[type].label,
}));

const doing = (type: string, record: string) =>
  isActionType(type) ? ACTION_TYPE_WORDS[type].doing(record) : `this ${actionTypeLabel(type).toLowerCase()}`;

/** The questions asked before a decision, naming the record: "Approve cancelling the deal #4 …? The deal is cancelled …". */
export const ACTION_QUESTIONS = {
  approve: (type: string, record: string) =>
    `Approve ${doing(type, record)}? ${isActionType(type) ? ACTION_TYPE_WORDS[type].onApprove : ''}`.trim(),
  reject: (type: string, record: string) =>
    `Reject ${doing(type, record)}? ${isActionType(type) ? ACTION_TYPE_WORDS[type].onReject : ''}`.trim(),
  cancel: (type: string, record: string) =>
    `Take back ${doing(type, record)}? It no longer waits for a checker and nothing changes.`,
};

export const ACTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const ACTION_SCOPE_LABELS: Readonly<Record<string, string>> = { bank: 'Bank', platform: 'Platform' };

const ENTITY_STATUS_LABELS: Readonly<Record<string, string>> = { active: 'Active', suspended: 'Suspended' };

/** The status words of each kind of record an action changes. */
const STATUS_LABELS_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  loan: LOAN_STATUS_LABELS,
  proposal: PROPOSAL_STATUS_LABELS,
  deal: DEAL_STATUS_LABELS,
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
