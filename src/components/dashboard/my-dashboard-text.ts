/** The words of the main dashboard. */
export const MY_DASHBOARD_TEXT = {
  organisations: 'Your organisations',
  suspended: 'Suspended',
  attention: 'Needs your attention',
  nothingWaiting: 'Nothing needs your attention',
  nothingWaitingDetail: 'Changes to check, requests to decide, proposals to answer and deals to settle appear here.',
  nextSteps: 'Next steps',
  noRole: 'Your account is not part of an organisation yet.',
  onboardTitle: 'Onboard your organisation',
  onboardDetail:
    'If your bank or investment firm is new to DealLedger, register it with the onboarding form. The form is filled in signed out; give your own e-mail address as the contact person’s, and the request shows here.',
  onboardAction: 'Sign out to onboard',
  joinTitle: 'Join an organisation already on DealLedger',
  joinDetail:
    'Only a DealLedger super admin adds people to an organisation: ask one to add you with the role you need.',
  yourRequests: 'Your registration requests',
  noRequests: 'No registration request made with your e-mail address yet.',
  submitted: (date: string) => `Submitted ${date}`,
  rejectedBecause: (reason: string) => `Reason: ${reason}`,
  signOutFailed: 'Logout failed.',
  notifications: (unread: number) => (unread === 1 ? '1 unread notification' : `${unread} unread notifications`),
  markRead: 'Mark read',
  markReadNamed: (title: string) => `Mark read: ${title}`,
  markAllRead: 'Mark all read',
  allMarked: 'Every notification is marked read.',
  markFailed: 'The notification could not be marked read. Try again.',
} as const;

export const ATTENTION_LABELS: Record<string, (count: number) => string> = {
  bank_approvals: (n) => (n === 1 ? '1 change to approve' : `${n} changes to approve`),
  platform_approvals: (n) => (n === 1 ? '1 platform change to check' : `${n} platform changes to check`),
  registrations_to_decide: (n) =>
    n === 1 ? '1 registration request to decide' : `${n} registration requests to decide`,
  own_pending_actions: (n) =>
    n === 1 ? '1 of your changes waits for a checker' : `${n} of your changes wait for a checker`,
  proposals_to_answer: (n) => (n === 1 ? '1 proposal to answer' : `${n} proposals to answer`),
  proposals_awaiting_final_acceptance: (n) =>
    n === 1
      ? '1 accepted proposal awaits your final acceptance'
      : `${n} accepted proposals await your final acceptance`,
  deals_to_settle: (n) => (n === 1 ? '1 deal to settle' : `${n} deals to settle`),
};

export const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Super admin',
  dl_admin_maker: 'Admin maker',
  dl_admin_checker: 'Admin checker',
  bank_officer: 'Bank officer',
  bank_manager: 'Bank manager',
  investor_user: 'Investor user',
  investor_manager: 'Investor manager',
};

export const KIND_LABELS: Record<string, string> = {
  bank: 'Bank',
  investor: 'Investor',
  dladminprofile: 'Platform operator',
};
export const REQUEST_STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'badge-warning' },
  approved: { label: 'Approved', tone: 'badge-success' },
  rejected: { label: 'Rejected', tone: 'badge-error' },
};
