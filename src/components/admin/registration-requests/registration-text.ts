/** The words of the registration-request screens. */
export const REGISTRATION_PATH = '/app/admin/registration-requests';

export const STATUS_LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
export const STATUS_TONE: Record<string, string> = { pending: 'badge-warning', approved: 'badge-success', rejected: 'badge-error' };
export const TYPE_LABELS: Record<string, string> = { bank: 'Bank', investor: 'Investor' };

export const REGISTRATION_TEXT = {
  caption: 'Registration requests',
  search: 'Search',
  searchPlaceholder: 'Name, number or e-mail',
  status: 'Status',
  type: 'Type',
  reference: 'Reference',
  organisation: 'Organisation',
  contact: 'Contact',
  submitted: 'Submitted',
  decisionPending: 'Decision waiting for a checker',
  emptyTitle: 'No registration requests',
  emptyDetail: 'Requests made at the onboarding form appear here.',
  emptyFilteredTitle: 'No request matches these filters',
  emptyFilteredDetail: 'Change or clear the filters to see more.',
  details: 'Organisation',
  contactPerson: 'Contact person',
  documents: 'Documents',
  noDocuments: 'No documents.',
  decision: 'Decision',
  approve: 'Approve request',
  reject: 'Reject request',
  reason: 'Reason for rejecting',
  reasonRequired: 'Give a reason for rejecting this request.',
  confirmApprove: 'Propose approving this request? A checker must confirm it before the organisation is created.',
  confirmApproveAccept: 'Propose approval',
  proposed: 'Your decision waits for a checker.',
  pendingBy: (decision: string, maker: string) => `${maker} proposed to ${decision} this request. A checker must confirm it.`,
  checkApprove: 'Confirm the decision',
  checkReject: 'Refuse the decision',
  checkReason: 'Why the decision is refused',
  confirmCheck: 'Confirm this decision? It applies at once and the applicant is e-mailed.',
  confirmCheckAccept: 'Confirm',
  decidedApproved: 'Approved',
  decidedRejected: 'Rejected',
  decidedBy: (name: string) => `by ${name}`,
  openEntity: 'Open the organisation',
  back: 'All registration requests',
  notFound: 'This registration request does not exist.',
} as const;
