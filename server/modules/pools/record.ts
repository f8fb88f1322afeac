/** A pool row as the API shows it, and as its revisions record it. */
import type { Pool } from './schemas.ts';
import type { PoolRow, PoolTotals } from './queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toPool(row: PoolRow, totals: PoolTotals | undefined, names: ReadonlyMap<number, string>): Pool {
  return {
    id: row.id,
    bank: { id: row.bankId, name: names.get(row.bankId) ?? '' },
    name: row.name,
    description: row.description,
    cut_off_date: row.cutOffDate,
    currency: row.currency,
    status: row.status,
    loan_count: totals?.count ?? 0,
    total_current_principal: totals?.principal ?? '0.00',
    access_mode: row.accessMode,
    invited_investors: row.invitedInvestorIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    phase_1_deadline: iso(row.phase1Deadline),
    phase_2_deadline: iso(row.phase2Deadline),
    exclusion_limit: row.exclusionLimit,
    nda_text: row.ndaText,
    listed_at: iso(row.listedAt),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a revision records of a pool: its fields and its loans' count and total, never the loans one by one. */
export function snapshotOf(row: PoolRow, totals: PoolTotals | undefined): Record<string, unknown> {
  return {
    name: row.name,
    description: row.description,
    cut_off_date: row.cutOffDate,
    currency: row.currency,
    status: row.status,
    loan_count: totals?.count ?? 0,
    total_current_principal: totals?.principal ?? '0.00',
    access_mode: row.accessMode,
    invited_investor_ids: row.invitedInvestorIds,
    phase_1_deadline: iso(row.phase1Deadline),
    phase_2_deadline: iso(row.phase2Deadline),
    exclusion_limit: row.exclusionLimit,
    nda_text: row.ndaText,
  };
}
