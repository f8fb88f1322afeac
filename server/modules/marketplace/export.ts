/**
 * The marketplace CSV, streamed: on PostgreSQL one statement read through a cursor (one snapshot,
 * one batch in memory, the next fetched only when the client has taken the last); on PGlite keyset
 * pages. The database writes each line (export-line-sql.ts), cells neutralised against formulas.
 */
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cursorBatches } from '../../db/cursor-batches.ts';
import { csvDownload } from '../../lib/csv-download.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { CSV_COLUMNS, csvLineSql } from './export-line-sql.ts';
import { LOANS_WITH_BANK } from './market-sql.ts';
import { marketRowPages, type MarketOrder } from './queries.ts';
import { orderBy } from './sorting.ts';

/** Lines per fetch: a few hundred kilobytes, enough that a round trip costs little beside the rows. */
const BATCH_LINES = 5000;

/** Every matching loan's CSV line, in the list's order: the statement the cursor reads. */
export const marketExportSql = (where: SQL, order: MarketOrder): SQL =>
  sql`select ${csvLineSql(CSV_COLUMNS)} as "line" from ${LOANS_WITH_BANK} where ${where}
    order by ${orderBy(order.sort, order.order)}`;

async function* lines(db: Database, where: SQL, order: MarketOrder): AsyncGenerator<string> {
  const batches = cursorBatches<{ line: string }>(db, marketExportSql(where, order), BATCH_LINES);
  const source = batches ?? marketRowPages(db, where, order);
  for await (const batch of source) yield batch.map((row) => row.line).join('');
}

export function marketCsvStream(db: Database, where: SQL, order: MarketOrder): Promise<Readable> {
  return csvDownload(csvLine(CSV_COLUMNS), lines(db, where, order));
}

export const exportFileName = (today = new Date()) => `marketplace-${today.toISOString().slice(0, 10)}.csv`;
