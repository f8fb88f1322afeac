/** SQL for the marketplace: a page of listed loans and its count, the summary, the export's pages, banks, one loan. */
import { and, count, eq, exists, inArray, sql, type Query, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compileStatement, namedStatements } from '../../db/named-statements.ts';
import { boundedMemo } from '../../lib/bounded-memo.ts';
import { deals, entities, loans, proposals } from '../../db/schema/index.ts';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { marketListSql, marketMatchesSql, type MarketListCount, type MarketListRow } from './market-list-sql.ts';
import { marketSetKey, marketSlice } from './book-served.ts';
import { COUNT_EXACT_UP_TO, totalFromCapped, type ListTotal } from '../../lib/list-total.ts';
import { keptEstimates } from '../../lib/kept-estimates.ts';
import { marketExportPageSql, type MarketOrder, type MarketPageRow } from './market-sql.ts';
import type { MarketListQuery } from './schemas.ts';
import { MARKET_RANGE_FILTERS } from '../../../src/domain/lists.ts';

export type { MarketOrder, MarketPageRow, MarketRow } from './market-sql.ts';

/** The list's usual shapes (filters present, sort, order): enough for what investors commonly ask for. */
const listStatement = namedStatements('market_list', 16);

/**
 * Filters whose share of the market depends on the value asked (rate 4 to 5 % is a fifth of it, 4 to 4.01 %
 * a handful): the best plan for a page differs with the value, so such a list is planned for its own values.
 */
const VALUE_DEPENDENT = [
  ...MARKET_RANGE_FILTERS,
  'arrears',
  'search',
] as const satisfies readonly (keyof MarketListQuery)[];

const plannedForItsValues = (query: MarketListQuery) =>
  VALUE_DEPENDENT.some((filter) => query[filter] !== undefined && query[filter] !== '');

/**
 * The list's statement compiled, for the last few hundred distinct requests: an investor paging back
 * and forth, or many asking the same first page, is not compiled again (compiling it costs about
 * as much server time as the rest of the request).
 */
const compiledList = boundedMemo<Query>(500);

/** How a page's statement counts its set: not at all when an estimate of it is kept. */
export function marketListCount(
  query: MarketListQuery,
  estimateKept: boolean,
  bound = COUNT_EXACT_UP_TO,
): MarketListCount {
  const slice = marketSlice(query);
  if (slice) return { fromBook: slice };
  return estimateKept ? 'none' : { upTo: bound };
}

/** The estimated counts of sets past the bound, by set and bound (server/lib/kept-estimates.ts). */
const estimatedTotals = keptEstimates<number>();

/**
 * A page of the set with the caller's open proposal on each loan, and the set's count, in one
 * statement: the count from the loan book's totals when every filter is on their grain (exact at any
 * size), else counted up to a bound and estimated past it; an estimate is kept a while, and the
 * page is then read without counting.
 */
export async function marketListRows(
  db: Executor,
  query: MarketListQuery,
  investorIds: readonly number[],
  bound = COUNT_EXACT_UP_TO,
) {
  const slice = marketSlice(query);
  const setKey = `${bound} ${marketSetKey(query)}`;
  const estimated = slice === null ? estimatedTotals.get(setKey) : undefined;
  const count = marketListCount(query, estimated !== undefined, bound);
  const statement = compiledList(JSON.stringify([query, investorIds, bound, count === 'none']), () =>
    compileStatement(marketListSql(query, investorIds, count)),
  );
  const rows = await listStatement<MarketListRow>(db, statement, { unnamed: plannedForItsValues(query) });
  const counted = Number(rows[0]?.total ?? 0);
  let total: ListTotal;
  if (slice !== null) total = { total: counted, total_is_estimate: false };
  else if (estimated !== undefined) total = { total: estimated, total_is_estimate: true };
  else {
    total = await totalFromCapped(db, counted, () => marketMatchesSql(query), bound);
    if (total.total_is_estimate) estimatedTotals.keep(setKey, total.total);
  }
  return { ...total, rows: rows.filter((row): row is MarketPageRow & { total: number } => row.id !== null) };
}

/** A loan's CSV line, with what the next page starts after. */
export type ExportRow = { id: number; line: string; sort_key: string };

/** Every matching loan's CSV line in pages of `pageSize`, each page after the last one's (sort key, id): never the whole set at once. */
export async function* marketRowPages(
  db: Executor,
  where: SQL,
  order: MarketOrder,
  pageSize = 1000,
): AsyncGenerator<ExportRow[]> {
  let last: { key: string; id: number } | null = null;
  for (;;) {
    const statement: SQL = marketExportPageSql(where, order, last, pageSize);
    const rows: ExportRow[] = (await db.execute<ExportRow>(statement)).rows;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    const tail: ExportRow = rows[rows.length - 1]!;
    last = { key: tail.sort_key, id: tail.id };
  }
}

/** Active banks with at least one listed loan, by name: one index probe per bank, not a scan of the listings. */
export async function banksOnMarket(db: Executor) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(
      and(
        eq(entities.kind, 'bank'),
        eq(entities.status, 'active'),
        exists(
          db
            .select({ one: sql`1` })
            .from(loans)
            .where(and(eq(loans.bankId, entities.id), eq(loans.status, 'listed'))),
        ),
      ),
    )
    .orderBy(entities.name, entities.id);
}

/** The open proposals of the investors on the loans: loan id → the latest one. */
export async function openProposalsOf(db: Executor, investorIds: readonly number[], loanIds: readonly number[]) {
  const found = new Map<number, { id: number; status: (typeof proposals.$inferSelect)['status'] }>();
  if (investorIds.length === 0 || loanIds.length === 0) return found;
  const rows = await db
    .select({ id: proposals.id, loanId: proposals.loanId, status: proposals.status })
    .from(proposals)
    .where(
      and(
        inArray(proposals.loanId, [...loanIds]),
        inArray(proposals.investorId, [...investorIds]),
        inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]),
      ),
    )
    .orderBy(proposals.id);
  for (const row of rows) found.set(row.loanId, { id: row.id, status: row.status });
  return found;
}

export async function openProposalsCount(db: Executor, loanId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proposals)
    .where(and(eq(proposals.loanId, loanId), inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])));
  return row?.n ?? 0;
}

export async function loanWithBank(db: Executor, loanId: number) {
  const [row] = await db
    .select({ loan: loans, bankName: entities.name, bankActive: sql<boolean>`${entities.status} = 'active'` })
    .from(loans)
    .innerJoin(entities, eq(entities.id, loans.bankId))
    .where(eq(loans.id, loanId));
  return row ?? null;
}

/** Whether one of the investors has made a proposal (of any status) or holds a deal on the loan. */
export async function investorsTradedLoan(
  db: Executor,
  investorIds: readonly number[],
  loanId: number,
): Promise<boolean> {
  if (investorIds.length === 0) return false;
  const [row] = await db
    .execute<{ traded: boolean }>(
      sql`select exists (
      select 1 from ${proposals} where ${proposals.loanId} = ${loanId} and ${inArray(proposals.investorId, [...investorIds])}
    ) or exists (
      select 1 from ${deals} where ${deals.loanId} = ${loanId} and ${inArray(deals.investorId, [...investorIds])}
    ) as traded`,
    )
    .then((result) => result.rows);
  return row?.traded === true;
}
