/**
 * Demo pools at a bank (DOMAIN.md, "Portfolio sales"): a draft being built and a pool listed through
 * four eyes (the officer made the listing, the manager approved it), each from approved loans that are
 * not listed and have nothing waiting, with their revisions as the pool screens show them.
 */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { loans, pendingActions, poolLoans, pools, revisions } from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';

const DAY_MS = 24 * 3600 * 1000;
const DRAFT_LOANS = 3;
const LISTED_LOANS = 4;

export const DEMO_POOL_NAMES = { draft: 'Prime owner-occupied 2026', listed: 'Seasoned residential book' } as const;

const NDA_TEXT =
  'The recipient keeps every document and figure of this data room confidential, uses them only to ' +
  'evaluate a bid for the pool, and returns or destroys them when the sale ends.';

/** Approved loans of the bank that a pool may take: not pooled, nothing pending on them. */
async function freeApprovedLoans(db: Executor, bankId: number, howMany: number): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.bankId, bankId),
        eq(loans.status, 'approved'),
        notExists(sql`(select 1 from ${poolLoans} where ${poolLoans.loanId} = ${loans.id} and ${poolLoans.live})`),
        notExists(
          sql`(select 1 from ${pendingActions} where ${pendingActions.targetType} = 'loan' and ${pendingActions.targetId} = ${loans.id} and ${pendingActions.status} = 'pending')`,
        ),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(howMany);
  return rows.map((row) => row.id);
}

async function totalsOf(db: Executor, poolId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      principal: sql<string>`round(coalesce(sum(${loans.currentPrincipal}), 0), 2)::text`,
    })
    .from(poolLoans)
    .innerJoin(loans, eq(loans.id, poolLoans.loanId))
    .where(eq(poolLoans.poolId, poolId));
  return { loan_count: row?.count ?? 0, total_current_principal: row?.principal ?? '0.00' };
}

const snapshot = (pool: typeof pools.$inferSelect) => ({
  name: pool.name,
  description: pool.description,
  cut_off_date: pool.cutOffDate,
  currency: pool.currency,
  status: pool.status,
  access_mode: pool.accessMode,
  invited_investor_ids: pool.invitedInvestorIds,
  phase_1_deadline: pool.phase1Deadline?.toISOString() ?? null,
  phase_2_deadline: pool.phase2Deadline?.toISOString() ?? null,
  exclusion_limit: pool.exclusionLimit,
  nda_text: pool.ndaText,
});

async function createPool(db: Executor, bank: DemoBank, name: string, description: string, loanIds: number[]) {
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: bank.id,
      name,
      description,
      cutOffDate: new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10),
      currency: bank.currency,
      createdById: bank.officerId,
    })
    .returning();
  await db.insert(poolLoans).values(loanIds.map((loanId) => ({ poolId: pool!.id, loanId })));
  const totals = await totalsOf(db, pool!.id);
  await db.insert(revisions).values({
    targetType: 'pool',
    targetId: pool!.id,
    version: 1,
    before: null,
    after: { ...snapshot(pool!), ...totals },
    actorId: bank.officerId,
  });
  return { pool: pool!, totals };
}

export async function seedDemoPools(db: Executor, bank: DemoBank): Promise<void> {
  const free = await freeApprovedLoans(db, bank.id, DRAFT_LOANS + LISTED_LOANS);
  if (free.length < DRAFT_LOANS + LISTED_LOANS) return;
  await createPool(
    db,
    bank,
    DEMO_POOL_NAMES.draft,
    'Owner-occupied houses and flats, being put together for a sale.',
    free.slice(0, DRAFT_LOANS),
  );
  const { pool, totals } = await createPool(
    db,
    bank,
    DEMO_POOL_NAMES.listed,
    'Performing loans originated before 2022, offered to every investor.',
    free.slice(DRAFT_LOANS),
  );
  const settings = {
    access_mode: 'open' as const,
    invited_investor_ids: [],
    phase_1_deadline: new Date(Date.now() + 21 * DAY_MS).toISOString(),
    phase_2_deadline: new Date(Date.now() + 42 * DAY_MS).toISOString(),
    exclusion_limit: 1,
    nda_text: NDA_TEXT,
  };
  const [action] = await db
    .insert(pendingActions)
    .values({
      scope: 'bank',
      scopeEntityId: bank.id,
      actionType: 'pool.list',
      targetType: 'pool',
      targetId: pool.id,
      targetVersion: pool.version,
      payload: settings,
      makerId: bank.officerId,
      checkerId: bank.managerId,
      status: 'approved',
      createdAt: new Date(Date.now() - DAY_MS),
      decidedAt: new Date(Date.now() - DAY_MS / 2),
    })
    .returning({ id: pendingActions.id });
  const [listed] = await db
    .update(pools)
    .set({
      status: 'phase_1',
      accessMode: settings.access_mode,
      phase1Deadline: new Date(settings.phase_1_deadline),
      phase2Deadline: new Date(settings.phase_2_deadline),
      phase2DeadlineListed: new Date(settings.phase_2_deadline),
      exclusionLimit: settings.exclusion_limit,
      ndaText: settings.nda_text,
      listedAt: new Date(Date.now() - DAY_MS / 2),
      version: 2,
    })
    .where(eq(pools.id, pool.id))
    .returning();
  await db.insert(revisions).values({
    targetType: 'pool',
    targetId: pool.id,
    version: 2,
    before: { ...snapshot(pool), ...totals },
    after: { ...snapshot(listed!), ...totals },
    actorId: bank.officerId,
    approverId: bank.managerId,
    pendingActionId: action!.id,
  });
}
