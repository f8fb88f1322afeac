/**
 * A pool's status machine (DOMAIN.md, "Portfolio sales"): a bank builds a draft, lists it through
 * four eyes, which opens phase 1 (indicative bids); the shortlist opens phase 2 (binding bids), then
 * an award and a sale; a withdrawn pool frees its loans. `listed` is kept for pools listed before
 * approval opened phase 1 directly.
 */
export const POOL_STATUSES = ['draft', 'listed', 'phase_1', 'phase_2', 'awarded', 'sold', 'withdrawn'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

/** A pool in one of these still holds its loans: none of them may join another pool or be listed singly. */
export const LIVE_POOL_STATUSES: readonly PoolStatus[] = ['draft', 'listed', 'phase_1', 'phase_2', 'awarded'];
export const isLivePool = (status: PoolStatus) => LIVE_POOL_STATUSES.includes(status);

export const POOL_STATUS_LABELS: Readonly<Record<PoolStatus, string>> = {
  draft: 'Draft',
  listed: 'Listed',
  phase_1: 'Phase 1 (indicative bids)',
  phase_2: 'Phase 2 (binding bids)',
  awarded: 'Awarded',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

/** A pool in one of these exists for the investors it is open to; to anyone else it does not. */
export const INVESTOR_VISIBLE_POOL_STATUSES: readonly PoolStatus[] = ['phase_1', 'phase_2', 'awarded'];
export const isVisibleToInvestors = (status: PoolStatus) => INVESTOR_VISIBLE_POOL_STATUSES.includes(status);

/** Who may bid once the pool is listed. */
export const POOL_ACCESS_MODES = ['open', 'invitation'] as const;
export type PoolAccessMode = (typeof POOL_ACCESS_MODES)[number];
export const POOL_ACCESS_LABELS: Readonly<Record<PoolAccessMode, string>> = {
  open: 'Every investor',
  invitation: 'Invited investors only',
};

export const POOL_NAME_MAX = 120;
export const POOL_DESCRIPTION_MAX = 2000;
export const POOL_NDA_MAX = 20000;

/** Why a pooled loan is not listed on its own: the loans' single-listing route answers it. */
export const POOLED_LOAN_NOT_LISTED = 'This loan is in a pool: it is sold with the pool, not listed on its own.';
