import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTape } from '../../../../../server/lib/tapes/read-tape.ts';
import { TAPE_LIMITS } from '../../../../../server/lib/tapes/limits.ts';
import type { ReadProgress } from '../../../../../server/lib/tapes/raw-row.ts';
import { validLoanRecords, writeCsvTape, writeXlsxTape } from '../../../../support/tape-files.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tapes-progress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes read when the first row came out and when the last had. */
async function bytesAlongTheWay(path: string, format: 'csv' | 'xlsx') {
  const progress: ReadProgress = { bytesRead: 0 };
  const tape = await openTape(path, format, TAPE_LIMITS, progress);
  let first: number | null = null;
  for await (const _row of tape.rows) first ??= progress.bytesRead;
  return { first: first ?? 0, last: progress.bytesRead, size: statSync(path).size };
}

describe('how far a tape has been read', () => {
  it('moves through a CSV file as its rows come out and ends at its size', async () => {
    const path = join(dir, 'big.csv');
    await writeCsvTape(path, validLoanRecords(6000));
    const { first, last, size } = await bytesAlongTheWay(path, 'csv');
    expect(size).toBeGreaterThan(1_000_000);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(size / 2);
    expect(last).toBe(size);
  }, 60_000);

  // ExcelJS may take in the whole archive before the sheet's first row: the count only never passes the file.
  it('counts the bytes of an XLSX file read, never more than it holds', async () => {
    const path = join(dir, 'big.xlsx');
    await writeXlsxTape(path, validLoanRecords(3000));
    const { first, last, size } = await bytesAlongTheWay(path, 'xlsx');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(last);
    expect(last).toBeLessThanOrEqual(size);
  }, 60_000);
});
