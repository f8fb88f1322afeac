/**
 * The dashboards' waiting changes read from their tallies (server/db/schema/pending-tallies.ts):
 * a few rows per organisation, kind of record, maker and hour, whatever the number waiting. What
 * the tallies cannot hold is read from the index, where it stays small: a manager's own changes,
 * and the changes made within the hour that straddles an age's boundary.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pendingActions as actions, pendingActionTallies as tally } from '../../db/schema/index.ts';

const ofBanks = (column: typeof tally.scopeEntityId | typeof actions.scopeEntityId, ids: readonly number[] | null) =>
  ids === null ? sql`true` : ids.length === 0 ? sql`false` : inArray(column, [...ids]);

/**
 * The records of the managed banks whose every waiting change is the user's own (so none awaits
 * them), per kind of record with a rollup row: read from the user's own changes, never the others'.
 */
async function recordsOnlyMine(
  db: Executor,
  bankIds: readonly number[] | null,
  managedIds: readonly number[],
  userId: number,
) {
  const mine = and(
    eq(actions.status, 'pending'),
    eq(actions.scope, 'bank'),
    eq(actions.makerId, userId),
    ofBanks(actions.scopeEntityId, bankIds),
    ofBanks(actions.scopeEntityId, managedIds),
  );
  const { rows } = await db.execute<{ target_type: string | null; records: number }>(sql`
    select "target_type", count(*)::int as "records" from (
      select ${actions.targetType} as "target_type" from ${actions} where ${mine}
      group by ${actions.scopeEntityId}, ${actions.targetType}, ${actions.targetId}
      having not exists (select 1 from ${actions} as "other" where "other"."status" = 'pending'
        and "other"."target_type" = ${actions.targetType} and "other"."target_id" = ${actions.targetId}
        and "other"."scope" = 'bank' and "other"."scope_entity_id" = ${actions.scopeEntityId}
        and "other"."maker_id" <> ${userId})
    ) as "only_mine" group by rollup ("target_type")`);
  return new Map(rows.map((row) => [row.target_type, Number(row.records)]));
}

/**
 * The banks' waiting changes and records (those with at least one change waiting), per kind of
 * record and in all (targetType null), and of them those awaiting the user: in the banks they
 * manage, not of their own making.
 */
export async function waitingBankChanges(
  db: Executor,
  bankIds: readonly number[] | null,
  managedIds: readonly number[],
  userId: number,
) {
  const managed: SQL = ofBanks(tally.scopeEntityId, managedIds);
  const [rows, onlyMine] = await Promise.all([
    db
      .select({
        targetType: tally.targetType,
        changes: sql<number>`coalesce(sum(${tally.changes}), 0)::int`,
        changesAwaitingMe: sql<number>`coalesce(sum(${tally.changes}) filter (where ${managed} and ${ne(tally.makerId, userId)}), 0)::int`,
        records: sql<number>`coalesce(sum(${tally.records}), 0)::int`,
        recordsManaged: sql<number>`coalesce(sum(${tally.records}) filter (where ${managed}), 0)::int`,
      })
      .from(tally)
      .where(and(eq(tally.scope, 'bank'), ofBanks(tally.scopeEntityId, bankIds)))
      .groupBy(sql`rollup (${tally.targetType})`)
      .having(sql`sum(${tally.changes}) <> 0 or sum(${tally.records}) <> 0 or grouping(${tally.targetType}) = 1`),
    managedIds.length > 0
      ? recordsOnlyMine(db, bankIds, managedIds, userId)
      : Promise.resolve(new Map<string | null, number>()),
  ]);
  const counted = rows.map(({ recordsManaged, ...row }) => ({
    ...row,
    recordsAwaitingMe: recordsManaged - (onlyMine.get(row.targetType) ?? 0),
  }));
  const all = counted.find((row) => row.targetType === null);
  return {
    changes: all?.changes ?? 0,
    changesAwaitingMe: all?.changesAwaitingMe ?? 0,
    byKind: counted.filter((row) => row.targetType !== null && (row.changes !== 0 || row.records !== 0)),
  };
}

/** loansWithChangeWaiting as a subquery answering one row, column "n": for a statement that counts its set as it reads a page. */
export const loansWithChangeWaitingSql = (bankIds: readonly number[] | null): SQL =>
  sql`(select coalesce(sum(${tally.records}), 0)::int as "n" from ${tally}
    where ${and(eq(tally.scope, 'bank'), eq(tally.targetType, 'loan'), ofBanks(tally.scopeEntityId, bankIds))})`;

/** How many of the banks' loans have a change waiting (null: every bank), without reading a loan or a change. */
export async function loansWithChangeWaiting(db: Executor, bankIds: readonly number[] | null): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select "n" from ${loansWithChangeWaitingSql(bankIds)} as "waiting"`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The hour (UTC, as the tallies hold it) that `ago` before now falls in. */
const hourOf = (ago: string) => sql.raw(`date_trunc('hour', (now() - interval '${ago}') at time zone 'UTC')`);
const pendingCreated = (condition: SQL) =>
  sql`(select count(*) from ${actions} where ${actions.status} = 'pending' and ${condition})`;

/**
 * Every waiting change by scope and by age (under a day, one to seven days, over seven days): the
 * tallies' whole hours on either side of each boundary, and the hour a boundary falls in counted
 * from the index of waiting changes by creation.
 */
export async function waitingByScopeAndAge(db: Executor) {
  const dayHour = hourOf('1 day');
  const weekHour = hourOf('7 days');
  const { rows } = await db.execute<Record<string, number | string | null>>(sql`select
    coalesce(sum(${tally.changes}) filter (where ${tally.scope} = 'bank'), 0)::int as "bank",
    coalesce(sum(${tally.changes}) filter (where ${tally.scope} = 'platform'), 0)::int as "platform",
    (coalesce(sum(${tally.changes}) filter (where ${tally.createdHour} > ${dayHour}), 0)
      + ${pendingCreated(sql`${actions.createdAt} > now() - interval '1 day' and ${actions.createdAt} < (${dayHour} + interval '1 hour') at time zone 'UTC'`)})::int as "under_day",
    (coalesce(sum(${tally.changes}) filter (where ${tally.createdHour} < ${weekHour}), 0)
      + ${pendingCreated(sql`${actions.createdAt} <= now() - interval '7 days' and ${actions.createdAt} >= ${weekHour} at time zone 'UTC'`)})::int as "over_week"
    from ${tally}`);
  const row = rows[0]!;
  const [bank, platform, underDay, overWeek] = ['bank', 'platform', 'under_day', 'over_week'].map((name) =>
    Number(row[name] ?? 0),
  ) as [number, number, number, number];
  return { bank, platform, underDay, underWeek: bank + platform - underDay - overWeek, overWeek };
}
