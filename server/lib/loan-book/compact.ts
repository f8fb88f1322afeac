/**
 * Folds the loan book's rows into one per grain. Writers only append, so totals never make two
 * transactions wait on each other; this pass keeps the table as small as the number of grains.
 * One statement: the rows it deletes are those its snapshot sees, so rows a running transaction
 * appends meanwhile stay, and a reader sees either the old rows or the folded ones, never both.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const GRAIN = sql.raw(`"bank_id", "status", "currency", "region", "property_type", "sold_month"`);
const SUMS = sql.raw(
  `sum("loans"), sum("principal"), sum("rate_weighted"), sum("ltv_weighted"), sum("scored_principal"), sum("score_weighted"), sum("term_weighted"), sum("sold_amount")`,
);
const COLUMNS = sql.raw(
  `"loans", "principal", "rate_weighted", "ltv_weighted", "scored_principal", "score_weighted", "term_weighted", "sold_amount"`,
);
const ANY_NOT_ZERO = sql.raw(
  `sum("loans") <> 0 or sum("principal") <> 0 or sum("rate_weighted") <> 0 or sum("ltv_weighted") <> 0 or sum("scored_principal") <> 0 or sum("score_weighted") <> 0 or sum("term_weighted") <> 0 or sum("sold_amount") <> 0`,
);

/** Returns how many rows there were before folding (0 when there was nothing to fold: one row per grain already). */
export async function compactLoanBook(db: Executor): Promise<number> {
  const { rows: counted } = await db.execute<{ folded: boolean }>(
    sql`select count(*) > count(distinct (${GRAIN})) as "folded" from "loan_book_deltas"`,
  );
  if (counted[0]?.folded !== true) return 0;
  const { rows } = await db.execute<{
    folded: number;
  }>(sql`with "moved" as (delete from "loan_book_deltas" returning *),
    "folded" as (insert into "loan_book_deltas" (${GRAIN}, ${COLUMNS})
      select ${GRAIN}, ${SUMS} from "moved" group by ${GRAIN} having ${ANY_NOT_ZERO} returning 1)
    select (select count(*) from "moved")::int as "folded"`);
  return rows[0]?.folded ?? 0;
}
