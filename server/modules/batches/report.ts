/** The error report of a batch as CSV, streamed a page of errors at a time; cells from the user's file are neutralised. */
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client.ts';
import { csvDownload } from '../../lib/csv-download.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { allErrors, type BatchRow } from './queries.ts';

export function errorReport(db: Executor, batch: BatchRow): Promise<Readable> {
  async function* pages() {
    if (batch.failureMessage) yield csvLine(['', 'file', '', batch.failureMessage], true);
    for await (const page of allErrors(db, batch.id)) {
      yield page.map((error) => csvLine([String(error.row), error.column, error.value, error.message], true)).join('');
    }
  }
  return csvDownload(csvLine(['row', 'column', 'value', 'message']), pages());
}

export const reportFileName = (batch: BatchRow) => `batch-${batch.id}-errors.csv`;
