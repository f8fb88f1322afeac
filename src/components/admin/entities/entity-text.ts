/** The words and addresses of the organisation screens. */
import { changeFieldLabel, changeFieldValue } from '@/domain/action-vocabulary';

export const ENTITIES_PATH = '/app/admin/entities';
export const entityPath = (kind: string, id: number) => `${ENTITIES_PATH}/${kind}/${id}`;
export const entityEditPath = (kind: string, id: number) => `${entityPath(kind, id)}/edit`;
export const revisionPath = (id: number) => `/app/admin/revisions/${id}`;

export const KIND_LABELS: Record<string, string> = { bank: 'Bank', investor: 'Investor', dladminprofile: 'Platform' };
export const ENTITY_STATUS_LABELS: Record<string, string> = { active: 'Active', suspended: 'Suspended' };
export const ENTITY_STATUS_TONE: Record<string, string> = { active: 'badge-success', suspended: 'badge-error' };
export const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Super admin',
  dl_admin_maker: 'Admin maker',
  dl_admin_checker: 'Admin checker',
  bank_officer: 'Bank officer',
  bank_manager: 'Bank manager',
  investor_user: 'Investor user',
  investor_manager: 'Investor manager',
};

export const entityFieldLabel = (field: string) => changeFieldLabel('entity', field);

/** A field's value in words: statuses, countries, investor types and kinds by their names, the value itself otherwise. */
export function entityFieldValue(field: string, value: unknown): string | null {
  if (field === 'kind' && typeof value === 'string') return KIND_LABELS[value] ?? value;
  return changeFieldValue('entity', field, value);
}

export const ENTITY_TEXT = {
  caption: 'Organisations',
  search: 'Search',
  searchPlaceholder: 'Name, number or e-mail',
  kind: 'Type',
  status: 'Status',
  name: 'Name',
  country: 'Country',
  users: 'Users',
  loans: 'Loans',
  changePending: 'Change waiting for a checker',
  emptyTitle: 'No organisations',
  emptyDetail: 'Approved registration requests create organisations here.',
  emptyFilteredTitle: 'No organisation matches these filters',
  emptyFilteredDetail: 'Change or clear the filters to see more.',
  back: 'All organisations',
  notFound: 'This organisation does not exist.',
  backTo: (name: string) => `Back to ${name}`,
  details: 'Details',
  people: 'Users and roles',
  noPeople: 'Nobody has a role in this organisation yet.',
  inactive: 'inactive',
  lastLogin: 'Last sign-in',
  never: 'Never',
  activity: 'Recent activity',
  noActivity: 'No changes proposed yet.',
  history: 'Revision history',
  openRevision: (version: number) => `Open revision ${version}`,
  edit: 'Edit organisation',
  suspend: 'Suspend organisation',
  reactivate: 'Reactivate organisation',
  suspendReason: 'Reason for suspending',
  confirmSuspend: (name: string) =>
    `Propose suspending ${name}? Once a checker approves, its users can no longer make or check any action and its listings leave the marketplace.`,
  confirmReactivate: (name: string) => `Propose reactivating ${name}? A checker must approve it.`,
  proposed: 'Your change waits for a checker.',
  pendingBanner: (what: string, maker: string) => `${what} proposed by ${maker} waits for a checker.`,
  pendingReason: 'Reason given',
  approve: 'Approve change',
  ownChange: 'You proposed this change: another platform checker decides it.',
  staleChange:
    'The organisation has changed since this change was proposed, so it can no longer be approved. Reject it, and propose it again on the current details.',
  reject: 'Reject change',
  rejectTitle: 'Reject the change',
  rejectReason: 'Reason for rejecting',
  rejectReasonRequired: 'Give a reason for rejecting this change.',
  approved: 'The change is applied.',
  rejected: 'The change is rejected.',
  failed: 'Something went wrong. Try again.',
  diffCaption: 'Proposed change',
  suspendedNotice:
    'This organisation is suspended: its users can sign in and read, but can neither make nor check any action.',
  editTitle: (name: string) => `Edit ${name}`,
  editIntro: 'Your edit waits for a checker before it applies.',
  save: 'Propose edit',
  confirmEdit: (count: number) =>
    `Propose this edit of ${count} ${count === 1 ? 'field' : 'fields'}? A checker must approve it.`,
  cancel: 'Cancel',
  editPending: 'An edit of this organisation already waits for a checker.',
  cannotEdit: 'You may not edit this organisation.',
  fixErrors: 'Check the highlighted fields.',
  networkFailure: 'The server could not be reached. Your changes are kept; try again.',
  created: 'Created',
  updated: 'Updated',
  version: 'Version',
} as const;
