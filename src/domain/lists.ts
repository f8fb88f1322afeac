/**
 * How the lists page and sort, owned once: the API's query schemas and the portal's list views
 * both read these, so a page size or a sort column cannot be offered on one side only.
 */
import { formatCount } from './format-decimal';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** A tape's problems are read down the file, twice as many to a page as a list's rows. */
export const BATCH_ERROR_PAGE_SIZE: PageSize = 50;

/**
 * How deep a list pages by number: a page starts at most at this row. Reading page 40,000 of a
 * million loans means walking past every row before it, so the deepest pages are refused with a
 * message (narrow the filters, or sort the other way) and the pagination offers none past it.
 */
export const DEEPEST_PAGED_ROW = 10_000;
export const deepestPage = (perPage: number): number => Math.floor((DEEPEST_PAGED_ROW - 1) / perPage) + 1;
export const TOO_DEEP_MESSAGE = `Pages stop at row ${formatCount(DEEPEST_PAGED_ROW)}: narrow the filters or sort the other way to reach the rest.`;

export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** "25, 50 or 100", for the messages and descriptions that name the choices. */
export const PAGE_SIZES_TEXT = `${PAGE_SIZES.slice(0, -1).join(', ')} or ${PAGE_SIZES.at(-1)}`;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's order: the columns a caller may sort by (none: the list keeps one order), and the order it opens in. */
export interface ListOrdering<S extends string = string> {
  readonly sortable: readonly S[];
  readonly defaultSort: S;
  readonly defaultOrder: SortOrder;
}

type Columns = readonly [string, ...string[]];

/** A list a caller may sort, its columns kept as their literal names for the API's schema. */
export interface SortedList<S extends Columns = Columns> {
  readonly sortable: S;
  readonly defaultSort: S[number];
  readonly defaultOrder: SortOrder;
}

const sortedBy = <const S extends Columns>(
  sortable: S,
  defaultSort: S[number],
  defaultOrder: SortOrder,
): SortedList<S> => ({ sortable, defaultSort, defaultOrder });

/** A list the API always gives in one order; the sort is named only so a view can say what it is. */
const fixedOrder = (sort: string, order: SortOrder): ListOrdering => ({
  sortable: [],
  defaultSort: sort,
  defaultOrder: order,
});

export const LOAN_LIST = sortedBy(
  [
    'id',
    'loan_ref',
    'status',
    'current_principal',
    'original_principal',
    'interest_rate_pct',
    'current_ltv_pct',
    'region',
    'origination_date',
    'maturity_date',
    'data_cutoff_date',
    'created_at',
    'updated_at',
  ],
  'id',
  'desc',
);
export type LoanSort = (typeof LOAN_LIST.sortable)[number];

export const PROPOSAL_LIST = sortedBy(
  ['created_at', 'updated_at', 'price_pct', 'amount', 'status', 'valid_until', 'settlement_date'],
  'updated_at',
  'desc',
);
export type ProposalSort = (typeof PROPOSAL_LIST.sortable)[number];

export const DEAL_LIST = sortedBy(['created_at', 'settlement_date', 'amount', 'status'], 'created_at', 'desc');
export type DealSort = (typeof DEAL_LIST.sortable)[number];

export const MARKET_LIST = sortedBy(
  [
    'listed_at',
    'loan_ref',
    'bank_name',
    'current_principal',
    'interest_rate_pct',
    'current_ltv_pct',
    'credit_score',
    'region',
    'property_type',
    'occupancy',
    'rate_type',
    'remaining_term_months',
    'days_in_arrears',
    'asking_price_pct',
    'bid_deadline',
  ],
  'listed_at',
  'desc',
);
export type MarketSort = (typeof MARKET_LIST.sortable)[number];

/** The marketplace's filters by value: lists of codes, and ranges, each a minimum and a maximum. */
export const MARKET_MULTI_FILTERS = ['region', 'property_type', 'occupancy', 'rate_type', 'currency'] as const;
export const MARKET_RANGE_FILTERS = [
  'rate_min',
  'rate_max',
  'ltv_min',
  'ltv_max',
  'credit_score_min',
  'credit_score_max',
  'balance_min',
  'balance_max',
] as const;

export const USER_LIST = fixedOrder('name', 'asc');
export const ENTITY_LIST = fixedOrder('name', 'asc');
export const REGISTRATION_REQUEST_LIST = fixedOrder('created_at', 'desc');
export const PENDING_ACTION_LIST = fixedOrder('created_at', 'desc');
export const BATCH_LIST = fixedOrder('created_at', 'desc');
export const POOL_LIST = fixedOrder('created_at', 'desc');
