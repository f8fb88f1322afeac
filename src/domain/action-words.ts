/**
 * The words of four-eyes actions: every action type by name, and what approving or rejecting it
 * does. The words of the values a change shows are in action-vocabulary.ts, which needs the country
 * list and every record's statuses: a screen that only names an action does without them.
 */
export const ACTION_TYPES = [
  'loan.submit',
  'loan.edit',
  'loan.list',
  'loan.withdraw',
  'batch.import',
  'pool.list',
  'pool.award',
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
  'pool.list': {
    label: 'Pool listing',
    doing: (record) => `listing the pool ${record} for sale`,
    onApprove: 'The pool is listed with its process: deadlines, who may bid, the NDA.',
    onReject: 'The pool stays a draft; the maker sees your reason.',
  },
  'pool.award': {
    label: 'Pool award',
    doing: (record) => `the ${lowerFirst(record)}`,
    onApprove:
      'The winner is invited to confirm within 2 business days; the backups wait their turn; every bidder is told.',
    onReject: 'The pool stays in phase 2 with its bids; the maker sees your reason.',
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

/** A code in plain words: `loan_status` → "Loan status". */
export const humanise = (code: string) => {
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
