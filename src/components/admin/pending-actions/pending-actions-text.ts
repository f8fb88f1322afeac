/** The words of the pending-actions screen. */
export const ACTION_TYPE_LABELS: Record<string, string> = {
  'loan.submit': 'Loan submitted for approval',
  'loan.edit': 'Loan change',
  'loan.list': 'Loan listing',
  'loan.withdraw': 'Listing withdrawal',
  'batch.import': 'Data tape import',
  'registration.decide': 'Registration decision',
};

export const SCOPE_LABELS: Record<string, string> = { bank: 'Bank', platform: 'Platform' };

export const PENDING_TEXT = {
  caption: 'Pending actions',
  scope: 'Scope',
  type: 'Type',
  maker: 'Maker',
  age: 'Waiting',
  target: 'Record',
  made: 'Made',
  change: 'Change',
  me: 'Me',
  showChange: 'Show change',
  hideChange: 'Hide change',
  changeCaption: (id: number) => `Change proposed by action ${id}`,
  noDiff: 'This action carries no field changes.',
  emptyTitle: 'Nothing is waiting',
  emptyDetail: 'Changes that need a second person appear here until someone decides them.',
  emptyFilteredTitle: 'No pending action matches these filters',
  emptyFilteredDetail: 'Change or clear the filters to see more.',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel action',
  ownAction: 'You made this change: another checker decides it.',
  bankScope: 'Bank managers decide this on the bank’s screens.',
  confirmApprove: (what: string) => `Approve this ${what.toLowerCase()}? The change applies at once.`,
  confirmReject: (what: string) => `Reject this ${what.toLowerCase()}? Nothing changes and the maker sees your reason.`,
  confirmCancel: (what: string) => `Cancel your ${what.toLowerCase()}? It will no longer wait for a checker.`,
  keep: 'Keep it',
  rejectTitle: 'Reject the change',
  reason: 'Reason',
  reasonHelp: 'The maker sees this reason.',
  reasonRequired: 'Give a reason for rejecting this change.',
  close: 'Close',
  approved: 'The change was approved.',
  rejected: 'The change was rejected.',
  cancelled: 'The action was cancelled.',
  failed: 'That did not work. Try again.',
} as const;

export const PENDING_ACTIONS_PATH = '/app/admin/pending-actions';
