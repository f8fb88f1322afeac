import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLineEndNormaliser } from '../../../../../server/lib/tapes/line-ends.ts';
import { openTape, type TapeRow } from '../../../../../server/lib/tapes/read-tape.ts';
import { templateCsv } from '../../../../../server/lib/tapes/template.ts';
import { LOAN_INPUT_FIELDS } from '../../../../../src/domain/loans/vocabulary.ts';
import { validLoanRecord } from '../../../../support/tape-files.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tapes-line-ends-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lineEnd = fc.constantFrom('\r\n', '\n', '\r');
/** Text a cell may hold, line breaks and quotes included. */
const cellText = fc.string({
  unit: fc.constantFrom('a', 'B', '7', ' ', ',', ';', '"', '\r', '\n', '\r\n', 'é'),
  maxLength: 12,
});
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** Rows of cells written as CSV with a random line end after each, every cell quoted. */
const csvWithMixedLineEnds = fc
  .array(fc.tuple(fc.array(cellText, { minLength: 1, maxLength: 4 }), lineEnd), { minLength: 1, maxLength: 20 })
  .map((rows) => ({
    rows: rows.map(([cells]) => cells),
    text: rows.map(([cells, end]) => cells.map(quoted).join(',') + end).join(''),
    normalised: rows.map(([cells]) => cells.map(quoted).join(',') + '\n').join(''),
  }));

/** Cuts a text into pieces at random places, as reads from disk would. */
function cutAt(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

describe('line ends of a CSV text', () => {
  it('become LF outside quoted values, whatever the mix and wherever the text is cut', () => {
    fc.assert(
      fc.property(csvWithMixedLineEnds, fc.array(fc.nat(), { maxLength: 8 }), ({ text, normalised }, cuts) => {
        const normalise = createLineEndNormaliser();
        expect(cutAt(text, cuts).map(normalise).join('')).toBe(normalised);
      }),
      { numRuns: 500 },
    );
  });

  it('keep line breaks inside quoted values as they are', () => {
    const normalise = createLineEndNormaliser();
    expect(normalise('"a\r\nb\rc\nd"\r\ne\rf')).toBe('"a\r\nb\rc\nd"\ne\nf');
  });

  it('pair a CR at the end of one read with a LF at the start of the next', () => {
    const normalise = createLineEndNormaliser();
    expect([normalise('a,b\r'), normalise(''), normalise('\nc,d\r'), normalise('e')].join('')).toBe('a,b\nc,d\ne');
  });
});

describe('reading a tape with mixed line ends', () => {
  it("reads the template's CRLF header followed by LF rows as rows, not as one long line", async () => {
    const path = join(dir, 'appended.csv');
    const rows = [1, 2, 3].map((index) => LOAN_INPUT_FIELDS.map((field) => validLoanRecord(index)[field]).join(','));
    writeFileSync(path, templateCsv() + rows.join('\n') + '\n');
    const tape = await openTape(path, 'csv');
    expect(tape.headerProblems).toEqual([]);
    const read: TapeRow[] = [];
    for await (const row of tape.rows) read.push(row);
    expect(read.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5]);
    expect(read.slice(1).map((row) => row.record)).toEqual([1, 2, 3].map((index) => validLoanRecord(index)));
    expect(read.every((row) => row.problems.length === 0)).toBe(true);
  });

  it('reads every row with its values, quoted line breaks included, for any mix of CRLF, LF and CR', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        lineEnd,
        fc.array(fc.tuple(cellText, lineEnd), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(',', ';'),
        async (headerEnd, rows, delimiter) => {
          const path = join(dir, `mixed-${run++}.csv`);
          const records = rows.map(([text], index) => ({
            ...validLoanRecord(index + 1),
            loan_ref: `R${index}${text}`,
            region: `${text}x`,
          }));
          const line = (record: Record<string, string>) =>
            LOAN_INPUT_FIELDS.map((field) => quoted(record[field] ?? '')).join(delimiter);
          writeFileSync(
            path,
            LOAN_INPUT_FIELDS.join(delimiter) +
              headerEnd +
              records.map((record, index) => line(record) + rows[index]![1]).join(''),
          );
          const tape = await openTape(path, 'csv');
          expect(tape.headerProblems).toEqual([]);
          const read: TapeRow[] = [];
          for await (const row of tape.rows) read.push(row);
          // A value is read trimmed, as a spreadsheet user means it.
          expect(read.map((row) => row.record['loan_ref'])).toEqual(records.map((record) => record.loan_ref.trim()));
          expect(read.map((row) => row.record['region'])).toEqual(records.map((record) => record.region.trim()));
          expect(read.every((row) => row.problems.length === 0)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
