/**
 * The loan book's running totals (server/lib/loan-book) against the full computation over the
 * loans: every figure a summary or a list count reads from the totals, for the filters that read
 * them. Each difference is one line naming the figure, the filter and both answers.
 */
import { and, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { entities, loans } from '../../../server/db/schema/index.ts';
import { bookByStatus, bookCount, bookSoldPerMonth, bookSummary } from '../../../server/lib/loan-book/figures.ts';
import type { BookSlice } from '../../../server/lib/loan-book/slice.ts';
import { loansByStatus, volumeSoldPerMonth } from '../../../server/modules/loans/queries.ts';
import { marketSlice } from '../../../server/modules/marketplace/book-served.ts';
import { marketConditions } from '../../../server/modules/marketplace/filters.ts';
import { marketSummaryFigures } from '../../../server/modules/marketplace/summary-off-grain.ts';
import type { MarketFilterQuery } from '../../../server/modules/marketplace/schemas.ts';

/** The marketplace filters the totals serve, as the summary and the list take them. */
export const marketFilters = (bankIds: readonly number[]): MarketFilterQuery[] => [
  {},
  { region: 'CA,NY' },
  { currency: 'GBP,EUR', property_type: 'house,flat' },
  ...bankIds.slice(0, 1).map((bank_id) => ({ bank_id, region: 'TX,CA', currency: 'USD,GBP' })),
];

const json = (value: unknown) => JSON.stringify(value);
const numbered = <T extends { count: number | string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, count: Number(row.count) }));
const shares = (rows: { key: string; count: number | string; totalCurrentPrincipal: string }[]) =>
  rows.map(({ key, count: n, totalCurrentPrincipal }) => ({ key, count: Number(n), totalCurrentPrincipal }));

/** The loans a list's slice holds, counted on the loans themselves. */
async function loanCount(db: Database, slice: BookSlice): Promise<number> {
  const conditions = [sql`true`];
  if (slice.statuses) conditions.push(inArray(loans.status, [...slice.statuses]));
  if (slice.bankIds) conditions.push(inArray(loans.bankId, [...slice.bankIds]));
  if (slice.regions?.length) conditions.push(inArray(loans.region, [...slice.regions]));
  const [counted] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(...conditions));
  return counted?.n ?? 0;
}

export async function bookMismatches(db: Database): Promise<string[]> {
  const found: string[] = [];
  const differ = (what: string, book: unknown, full: unknown) => {
    if (json(book) !== json(full)) found.push(`${what}: totals ${json(book)} but loans ${json(full)}`);
  };
  const banks = (
    await db
      .select({ id: entities.id })
      .from(entities)
      .where(sql`${entities.kind} = 'bank'`)
  ).map((row) => row.id);

  for (const filter of marketFilters(banks)) {
    const slice = marketSlice(filter);
    if (!slice) {
      found.push(`market ${json(filter)}: not served by the totals`);
      continue;
    }
    const [book, full] = await Promise.all([
      bookSummary(db, slice),
      marketSummaryFigures(db, marketConditions(filter)),
    ]);
    differ(`market ${json(filter)} totals`, book.totals, { ...full.totals, count: Number(full.totals.count) });
    differ(`market ${json(filter)} by currency`, book.byCurrency, numbered(full.byCurrency));
    differ(`market ${json(filter)} by region`, shares(book.byRegion), shares(full.byRegion));
    differ(`market ${json(filter)} by property type`, shares(book.byPropertyType), shares(full.byPropertyType));
  }

  for (const scope of [null, ...banks.map((id) => [id])]) {
    differ(
      `bank ${json(scope)} by status`,
      await bookByStatus(db, { bankIds: scope }),
      numbered(await loansByStatus(db, scope)),
    );
    differ(
      `bank ${json(scope)} sold per month`,
      await bookSoldPerMonth(db, { bankIds: scope }),
      numbered(await volumeSoldPerMonth(db, scope)),
    );
  }

  // The loan list's counts past the bank summary's (bank and status): a region, a status and a region.
  for (const bankIds of [null, ...banks.map((id) => [id])]) {
    for (const slice of [
      { bankIds, regions: ['CA'] },
      { bankIds, statuses: ['listed' as const], regions: ['NY', 'TX'] },
    ]) {
      differ(`loan list count ${json(slice)}`, await bookCount(db, slice), await loanCount(db, slice));
    }
  }
  return found;
}
