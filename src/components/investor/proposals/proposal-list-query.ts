/** The proposal list's view in the URL: the API's filter names, its sortable columns and its default order. */
import { OPEN_PROPOSAL_STATUSES, PROPOSAL_STATUSES, PROPOSAL_STATUS_LABELS } from '@/domain/trading';
import { PROPOSAL_LIST } from '@/domain/lists';
import type { ListQuerySpec } from '@/lib/list-query';
import { LIST_TEXT } from './proposal-text';

export const PROPOSAL_FILTERS = ['status'] as const;
export type ProposalFilter = (typeof PROPOSAL_FILTERS)[number];

export const PROPOSAL_LIST_SPEC: ListQuerySpec<ProposalFilter> = { filters: PROPOSAL_FILTERS, ...PROPOSAL_LIST };

/** The tabs: everything, the open ones, then each status in the order a proposal lives through them. */
export const STATUS_TABS: { status: string | undefined; label: string }[] = [
  { status: undefined, label: LIST_TEXT.all },
  { status: OPEN_PROPOSAL_STATUSES.join(','), label: LIST_TEXT.open },
  ...PROPOSAL_STATUSES.map((status) => ({ status, label: PROPOSAL_STATUS_LABELS[status] })),
];
