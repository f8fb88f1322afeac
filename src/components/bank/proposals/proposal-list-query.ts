/**
 * The proposals list's view in the URL. With no status in the address the list shows the
 * proposals awaiting the bank's response (submitted); "all" lifts the status filter.
 */
import { PROPOSAL_LIST } from '@/domain/lists';
import { listQueryParams, withFilters, type ListQuery, type ListQuerySpec } from '@/lib/list-query';

export const PROPOSAL_FILTERS = ['status', 'loan_id', 'awaiting_acceptance'] as const;
export type ProposalFilter = (typeof PROPOSAL_FILTERS)[number];

export const PROPOSAL_LIST_SPEC: ListQuerySpec<ProposalFilter> = { filters: PROPOSAL_FILTERS, ...PROPOSAL_LIST };

export const PROPOSAL_TABS = ['awaiting', 'countered', 'accepted', 'final_accepted', 'closed', 'all'] as const;
export type ProposalTab = (typeof PROPOSAL_TABS)[number];

const TAB_STATUSES: Record<ProposalTab, string | null> = {
  awaiting: 'submitted',
  countered: 'countered',
  accepted: 'accepted',
  final_accepted: 'final_accepted',
  closed: 'rejected,withdrawn,expired,superseded',
  all: null,
};
const ALL = 'all';

export function tabOf(query: ListQuery<ProposalFilter>): ProposalTab {
  const status = query.filters.status;
  if (!status) return 'awaiting';
  if (status === ALL) return 'all';
  return PROPOSAL_TABS.find((tab) => TAB_STATUSES[tab] === status) ?? 'all';
}

/** The default tab leaves the status out of the address, so the plain link opens it. */
export const withTab = (query: ListQuery<ProposalFilter>, tab: ProposalTab) =>
  withFilters(query, { status: tab === 'awaiting' ? undefined : (TAB_STATUSES[tab] ?? ALL) });

/** The API request for a view: every parameter spelt out, the status resolved from the tab. */
export function proposalRequest(query: ListQuery<ProposalFilter>): Record<string, string> {
  const params = Object.fromEntries(listQueryParams(query, PROPOSAL_LIST_SPEC, true));
  const status = query.filters.status;
  if (!status) params['status'] = 'submitted';
  else if (status === ALL) delete params['status'];
  return params;
}
