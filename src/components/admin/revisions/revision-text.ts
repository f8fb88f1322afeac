/** The words of the revision screen, and where each kind of record is shown. */
export const REVISION_PATH = '/app/admin/revisions';
export const revisionPath = (id: number) => `${REVISION_PATH}/${id}`;

export const TARGET_LABELS: Record<string, string> = {
  entity: 'Organisation',
  loan: 'Loan',
  batch: 'Batch',
  registration_request: 'Registration request',
  user: 'User',
};

/** Where a record lives in the portal; an organisation's address needs its kind, read from the revision. */
export function recordPath(targetType: string, targetId: number, snapshot: Record<string, unknown>): string | null {
  if (targetType === 'loan') return `/app/bank/mortgages/${targetId}`;
  if (targetType === 'batch') return `/app/bank/mortgages/batch/${targetId}`;
  if (targetType === 'registration_request') return `/app/admin/registration-requests/${targetId}`;
  if (targetType === 'user') return `/app/admin/users/${targetId}/edit`;
  if (targetType === 'entity')
    return typeof snapshot['kind'] === 'string'
      ? `/app/admin/entities/${snapshot['kind']}/${targetId}`
      : '/app/admin/entities';
  return null;
}

export const REVISION_TEXT = {
  notFound: 'This revision does not exist or is not yours to see.',
  title: (label: string, name: string, version: number) => `${label} ${name}, version ${version}`,
  record: 'Open the record',
  previous: 'Previous revision',
  next: 'Next revision',
  noPrevious: 'This is the first revision.',
  noNext: 'This is the latest revision.',
  madeBy: 'Made by',
  approvedBy: 'Approved by',
  noApprover: 'Applied without a checker',
  pendingAction: 'Pending action',
  direct: 'None (applied directly)',
  when: 'When',
  changes: 'Changes',
  created: 'The record was created with these values.',
  noChanges: 'No field changed in this revision.',
  caption: 'Changes field by field',
  unknown: 'Unknown',
} as const;
