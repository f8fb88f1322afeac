/** The marketplace CSV: written a page at a time as it is read, cells neutralised against formulas. */
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { marketRowPages, type MarketOrder } from './queries.ts';
import { CSV_COLUMNS, csvCellsOf } from './record.ts';

export function marketCsvStream(db: Executor, where: SQL, order: MarketOrder): Readable {
  async function* lines() {
    // The byte-order mark makes spreadsheets open the file as UTF-8.
    yield '\uFEFF' + csvLine(CSV_COLUMNS);
    for await (const page of marketRowPages(db, where, order)) {
      // Loan references and bank names are typed by people: any of them may start like a formula.
      yield page.map((row) => csvLine(csvCellsOf(row), true)).join('');
    }
  }
  return Readable.from(lines());
}

export const exportFileName = (today = new Date()) => `marketplace-${today.toISOString().slice(0, 10)}.csv`;
