/** The words of the admin dashboard. */
export const ADMIN_DASHBOARD_TEXT = {
  registrations: 'Pending registrations',
  registrationsLink: 'Open registration requests',
  pendingActions: 'Pending actions',
  pendingActionsDetail: (bank: number, platform: number) => `${bank} bank, ${platform} platform`,
  pendingActionsLink: 'Open pending actions',
  users: 'Active users',
  usersDetail: (inactive: number) => `${inactive} inactive`,
  byAge: 'Pending actions by age',
  byAgeCaption: 'How long pending actions have waited',
  latestRegistrations: 'Latest registration requests',
  noRegistrations: 'No registration request is waiting.',
  decisionPending: 'Decision waiting for a checker',
  entities: 'Organisations',
  kind: 'Kind',
  status: 'Status',
  count: 'Count',
  noEntities: 'No organisations yet.',
  latestRevisions: 'Latest changes',
  noRevisions: 'No change recorded yet.',
  revisionOf: (type: string, id: number, version: number) => {
    const words = type.replace(/_/g, ' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${id}, version ${version}`;
  },
  by: (name: string) => `by ${name}`,
} as const;

export const ENTITY_KIND_LABELS: Record<string, string> = {
  bank: 'Banks',
  investor: 'Investors',
  dladminprofile: 'Platform operator',
};
export const ENTITY_STATUS_LABELS: Record<string, string> = { active: 'Active', suspended: 'Suspended' };
export const REGISTRATION_TYPE_LABELS: Record<string, string> = { bank: 'Bank', investor: 'Investor' };
