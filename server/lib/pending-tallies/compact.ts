/**
 * Folds the waiting changes' tallies into one row per grain, and forgets the records with nothing
 * waiting. As with the loan book (server/lib/loan-book/compact.ts), one statement each: the rows
 * it deletes are those its snapshot sees, so what a running transaction appends meanwhile stays.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const GRAIN = sql.raw(`"scope", "scope_entity_id", "target_type", "maker_id", "created_hour"`);

/** Returns how many tally rows there were before folding (0 when there was nothing to fold). */
export async function compactPendingTallies(db: Executor): Promise<number> {
  // A record whose last waiting change went is locked and re-read before it is deleted: one that a
  // change enters meanwhile keeps its row.
  await db.execute(sql`delete from "pending_action_targets" where "pending" = 0`);
  const { rows: counted } = await db.execute<{ folded: boolean }>(
    sql`select count(*) > count(distinct (${GRAIN})) as "folded" from "pending_action_tallies"`,
  );
  if (counted[0]?.folded !== true) return 0;
  const { rows } = await db.execute<{
    folded: number;
  }>(sql`with "moved" as (delete from "pending_action_tallies" returning *),
    "folded" as (insert into "pending_action_tallies" (${GRAIN}, "changes", "records")
      select ${GRAIN}, sum("changes"), sum("records") from "moved" group by ${GRAIN}
      having sum("changes") <> 0 or sum("records") <> 0 returning 1)
    select (select count(*) from "moved")::int as "folded"`);
  return rows[0]?.folded ?? 0;
}
