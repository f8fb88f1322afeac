/**
 * A list's total that costs the same at any size: counted exactly up to a bound, past it the
 * planner's estimate, flagged so the screen says "about". Counting a million matching rows would
 * take longer than reading the page itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export const COUNT_EXACT_UP_TO = 10_000;

export interface ListTotal {
  total: number;
  total_is_estimate: boolean;
}

/** `select count(*)` of at most one row past the bound: the rows `selectOne` (a `select 1 from ... where ...`) finds. */
export const cappedCountSql = (selectOne: SQL, bound = COUNT_EXACT_UP_TO): SQL =>
  sql`(select count(*)::int as "n" from (${selectOne} limit ${bound + 1}) as "counted")`;

type PlanNode = { Plan?: { 'Plan Rows'?: number } };

/** The planner's estimate of how many rows the statement returns (statistics, no rows read). */
export async function estimatedRows(db: Executor, selectOne: SQL): Promise<number> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`explain (format json) ${selectOne}`);
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as PlanNode[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The capped count as the total, or past the bound the estimate (never below what was counted). */
export async function totalFromCapped(
  db: Executor,
  counted: number,
  selectOne: () => SQL,
  bound = COUNT_EXACT_UP_TO,
): Promise<ListTotal> {
  if (counted <= bound) return { total: counted, total_is_estimate: false };
  const estimate = await estimatedRows(db, selectOne());
  return { total: Math.max(estimate, counted), total_is_estimate: true };
}

/** Counts the rows `selectOne` finds up to the bound, then as totalFromCapped. */
export async function listTotal(db: Executor, selectOne: () => SQL): Promise<ListTotal> {
  const { rows } = await db.execute<{ n: number }>(cappedCountSql(selectOne()));
  return totalFromCapped(db, Number(rows[0]?.n ?? 0), selectOne);
}
