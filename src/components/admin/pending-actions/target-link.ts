/** Where the record an action changes is shown, for the record types that have a page. */
import type { PendingActionRow } from './pending-actions-api';

const PAGE_OF: Record<string, (id: number) => string> = {
  loan: (id) => `/app/bank/mortgages/${id}`,
  batch: (id) => `/app/bank/mortgages/batch/${id}`,
  registration_request: (id) => `/app/admin/registration-requests/${id}`,
};

export const targetHref = (action: PendingActionRow): string | null =>
  PAGE_OF[action.target_type]?.(action.target_id) ?? null;

export const targetName = (action: PendingActionRow): string =>
  action.target_label ?? `${action.target_type.replace(/_/g, ' ')} ${action.target_id}`;
