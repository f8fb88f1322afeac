/**
 * The dashboards' waiting changes computed in full over pending_actions (every waiting row
 * counted), against which the tallies (server/lib/pending-tallies/counts.ts) are held.
 * Each difference is one line naming the figure, whose view it is and both answers.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../server/db/client.ts';
import { entities, pendingActions, users } from '../../../server/db/schema/index.ts';
import {
  loansWithChangeWaiting,
  waitingBankChanges,
  waitingByScopeAndAge,
} from '../../../server/lib/pending-tallies/counts.ts';
import { loans } from '../../../server/db/schema/index.ts';
import { changeWaiting } from '../../../server/modules/loans/queries.ts';

/**
 * The banks' changes waiting for a bank manager in one statement: per kind of record (loan, batch, proposal)
 * how many records have one, and a row for all kinds (kind null) with how many changes. Each with its share
 * awaiting `userId`: at a bank they manage (`managedIds`, within `bankIds`) and not of their own making.
 */
async function countedBankApprovals(
  db: Executor,
  bankIds: readonly number[] | null,
  managedIds: readonly number[],
  userId: number,
) {
  const conditions = [eq(pendingActions.status, 'pending'), eq(pendingActions.scope, 'bank')];
  if (bankIds !== null) conditions.push(inArray(pendingActions.scopeEntityId, [...bankIds]));
  const awaitingMe =
    managedIds.length > 0
      ? and(inArray(pendingActions.scopeEntityId, [...managedIds]), ne(pendingActions.makerId, userId))!
      : sql`false`;
  const rows = await db
    .select({
      targetType: pendingActions.targetType,
      changes: sql<number>`count(*)::int`,
      changesAwaitingMe: sql<number>`(count(*) filter (where ${awaitingMe}))::int`,
      records: sql<number>`count(distinct ${pendingActions.targetId})::int`,
      recordsAwaitingMe: sql<number>`(count(distinct ${pendingActions.targetId}) filter (where ${awaitingMe}))::int`,
    })
    .from(pendingActions)
    .where(and(...conditions))
    .groupBy(sql`rollup (${pendingActions.targetType})`);
  const all = rows.find((row) => row.targetType === null);
  return {
    changes: all?.changes ?? 0,
    changesAwaitingMe: all?.changesAwaitingMe ?? 0,
    byKind: rows.filter((row) => row.targetType !== null),
  };
}

/** Pending actions counted by scope and by age: under a day, one to seven days, over seven days. */
async function countedAges(db: Executor) {
  const [row] = await db
    .select({
      bank: sql<number>`count(*) filter (where ${pendingActions.scope} = 'bank')`.mapWith(Number),
      platform: sql<number>`count(*) filter (where ${pendingActions.scope} = 'platform')`.mapWith(Number),
      underDay: sql<number>`count(*) filter (where ${pendingActions.createdAt} > now() - interval '1 day')`.mapWith(
        Number,
      ),
      underWeek:
        sql<number>`count(*) filter (where ${pendingActions.createdAt} <= now() - interval '1 day' and ${pendingActions.createdAt} > now() - interval '7 days')`.mapWith(
          Number,
        ),
      overWeek: sql<number>`count(*) filter (where ${pendingActions.createdAt} <= now() - interval '7 days')`.mapWith(
        Number,
      ),
    })
    .from(pendingActions)
    .where(eq(pendingActions.status, 'pending'));
  return row ?? { bank: 0, platform: 0, underDay: 0, underWeek: 0, overWeek: 0 };
}

const json = (value: unknown) => JSON.stringify(value);
const sortedKinds = <T extends { targetType: string | null }>(rows: T[]) =>
  [...rows].sort((a, b) => String(a.targetType).localeCompare(String(b.targetType)));

/** Every view a dashboard takes (all banks, each bank, each user as a manager of each bank) against the full count. */
export async function pendingMismatches(db: Database): Promise<string[]> {
  const found: string[] = [];
  const differ = (what: string, tallied: unknown, counted: unknown) => {
    if (json(tallied) !== json(counted)) found.push(`${what}: tallies ${json(tallied)} but rows ${json(counted)}`);
  };
  differ('ages', await waitingByScopeAndAge(db), await countedAges(db));
  const banks = (await db.select({ id: entities.id }).from(entities).where(eq(entities.kind, 'bank'))).map(
    (row) => row.id,
  );
  const makers = (
    await db
      .selectDistinct({ id: pendingActions.makerId })
      .from(pendingActions)
      .innerJoin(users, eq(users.id, pendingActions.makerId))
  ).map((row) => row.id);
  for (const bankIds of [null, ...banks.map((id) => [id])]) {
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loans)
      .where(and(changeWaiting, bankIds === null ? sql`true` : inArray(loans.bankId, bankIds)));
    differ(
      `loans with a change waiting ${json(bankIds)}`,
      await loansWithChangeWaiting(db, bankIds),
      Number(waiting!.n),
    );
    for (const userId of [0, ...makers]) {
      for (const managedIds of [[], banks, banks.slice(0, 1)]) {
        const tallied = await waitingBankChanges(db, bankIds, managedIds, userId);
        const counted = await countedBankApprovals(db, bankIds, managedIds, userId);
        differ(
          `bank approvals ${json({ bankIds, managedIds, userId })}`,
          { ...tallied, byKind: sortedKinds(tallied.byKind) },
          { ...counted, byKind: sortedKinds(counted.byKind) },
        );
      }
    }
  }
  return found;
}
