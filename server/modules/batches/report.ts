/** The error report of a batch as CSV, streamed a page of errors at a time; cells from the user's file are neutralised. */
import { Readable } from 'node:stream';
import type { Executor } from '../../db/client.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { allErrors, type BatchRow } from './queries.ts';

export function errorReport(db: Executor, batch: BatchRow): Readable {
  async function* lines() {
    // The byte-order mark makes spreadsheets open the file as UTF-8.
    yield '\uFEFF' + csvLine(['row', 'column', 'value', 'message']);
    if (batch.failureMessage) yield csvLine(['', 'file', '', batch.failureMessage], true);
    for await (const page of allErrors(db, batch.id)) {
      yield page.map((error) => csvLine([String(error.row), error.column, error.value, error.message], true)).join('');
    }
  }
  return Readable.from(lines());
}

export const reportFileName = (batch: BatchRow) => `batch-${batch.id}-errors.csv`;
