/** The marketplace CSV: written a page at a time as it is read, cells neutralised against formulas. */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { csvDownload } from '../../lib/csv-download.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { marketRowPages, type MarketOrder } from './queries.ts';
import { CSV_COLUMNS, csvCellsOf } from './record.ts';

export function marketCsvStream(db: Executor, where: SQL, order: MarketOrder): Promise<Readable> {
  async function* pages() {
    for await (const page of marketRowPages(db, where, order)) {
      // Loan references and bank names are typed by people: any of them may start like a formula.
      yield page.map((row) => csvLine(csvCellsOf(row), true)).join('');
    }
  }
  return csvDownload(csvLine(CSV_COLUMNS), pages());
}

export const exportFileName = (today = new Date()) => `marketplace-${today.toISOString().slice(0, 10)}.csv`;
