/** The words of a record's decision trail, used by the screens and by the tests. */
import type { ActionStatus } from './decision-rights';

export const TRAIL_TEXT = {
  title: 'Changes and decisions',
  none: 'No change on this record has gone through four eyes yet.',
  failed: 'The changes and decisions could not be loaded; reload the page to try again.',
  status: {
    pending: 'Waiting for a decision',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  } satisfies Record<ActionStatus, string>,
  proposed: (name: string, when: string) => `Proposed by ${name} on ${when}`,
  decided: (status: Exclude<ActionStatus, 'pending'>, name: string, when: string) =>
    status === 'cancelled' ? `Cancelled by ${name} on ${when}` : `${TRAIL_TEXT.status[status]} by ${name} on ${when}`,
  reason: 'Reason',
  latestRejection: (what: string, name: string, when: string) => `The ${what} was rejected by ${name} on ${when}.`,
} as const;

export const NO_CHECKER_TEXT = {
  nobody: (role: string, organisation: string) =>
    `No other ${role} at ${organisation} can decide this change: it waits until there is one.`,
  superAdminHelp: (role: string) => `Add a second ${role} to the organisation, and they can decide it.`,
  whoHelps: (role: string, organisation: string) =>
    `A super_admin (a platform administrator) can give a second person the ${role} role at ${organisation}.`,
  orCancel: 'Until then you can cancel the change.',
  addChecker: (role: string) => `Add a second ${role}`,
} as const;
