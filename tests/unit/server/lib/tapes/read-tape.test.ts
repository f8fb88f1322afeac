import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { openTape, type TapeRow } from '../../../../../server/lib/tapes/read-tape.ts';
import { TAPE_LIMITS } from '../../../../../server/lib/tapes/limits.ts';
import { TAPE_MESSAGES } from '../../../../../server/lib/tapes/messages.ts';
import { TapeRefusal } from '../../../../../server/lib/tapes/refusal.ts';
import { MAX_ENTRIES, guardZip } from '../../../../../server/lib/tapes/zip-guard.ts';
import { TEMPLATE_EXAMPLE, templateCsv, templateXlsx } from '../../../../../server/lib/tapes/template.ts';
import { LOAN_INPUT_FIELDS } from '../../../../../src/domain/loans/vocabulary.ts';
import { validLoanRecord, validLoanRecords, writeCsvTape, writeXlsxTape } from '../../../../support/tape-files.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tapes-unit-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => join(dir, name);

async function readAll(path: string, format: 'csv' | 'xlsx', limits = TAPE_LIMITS) {
  const tape = await openTape(path, format, limits);
  const rows: TapeRow[] = [];
  for await (const row of tape.rows) rows.push(row);
  return { ...tape, rows };
}

async function refusalOf(path: string, format: 'csv' | 'xlsx', limits = TAPE_LIMITS): Promise<string> {
  try {
    await readAll(path, format, limits);
  } catch (error) {
    if (error instanceof TapeRefusal) return error.message;
    throw error;
  }
  throw new Error('the tape was not refused');
}

describe('reading CSV tapes', () => {
  it('reads every row of a comma-separated file with its spreadsheet row number', async () => {
    const path = file('clean.csv');
    await writeCsvTape(path, validLoanRecords(1000));
    const { headerProblems, rows } = await readAll(path, 'csv');
    expect(headerProblems).toEqual([]);
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toEqual({ rowNumber: 2, record: validLoanRecord(1), problems: [] });
    expect(rows[999]?.rowNumber).toBe(1001);
    expect(rows[999]?.record['loan_ref']).toBe('LN-0001000');
  });

  it('reads semicolons and a byte-order mark, with commas inside values', async () => {
    const path = file('semicolon.csv');
    const records = [...validLoanRecords(3)].map((record) => ({ ...record, loan_ref: `${record['loan_ref']},A` }));
    await writeCsvTape(path, records, { delimiter: ';', bom: true });
    const { headerProblems, rows } = await readAll(path, 'csv');
    expect(headerProblems).toEqual([]);
    expect(rows.map((row) => row.record['loan_ref'])).toEqual(['LN-0000001,A', 'LN-0000002,A', 'LN-0000003,A']);
    expect(rows[0]?.record['currency']).toBe('USD');
  });

  it('keeps quoted line breaks and quotes inside values wherever the file is cut into reads', async () => {
    const path = file('multiline.csv');
    const records = [...validLoanRecords(3000)].map((record, index) => ({ ...record, loan_ref: `A${index}\r\nB "q"` }));
    await writeCsvTape(path, records);
    const { rows } = await readAll(path, 'csv');
    expect(rows).toHaveLength(3000);
    expect(rows.map((row) => row.record['loan_ref'])).toEqual(records.map((record) => record.loan_ref));
    expect(rows[2999]?.rowNumber).toBe(3001);
  });

  it('reads a file with bare line feeds and blank lines at the end', async () => {
    const path = file('lf.csv');
    const line = LOAN_INPUT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field]).join(',');
    writeFileSync(path, `${LOAN_INPUT_FIELDS.join(',')}\n${line}\n${line}\n\n\n`);
    const { rows } = await readAll(path, 'csv');
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 3]);
    expect(rows[1]?.record).toEqual(TEMPLATE_EXAMPLE);
  });

  it('refuses a quote that is never closed', async () => {
    const path = file('unclosed.csv');
    writeFileSync(path, `${LOAN_INPUT_FIELDS.join(',')}\r\n"${'x'.repeat(5 * 1024 * 1024)}\r\n`);
    expect(await refusalOf(path, 'csv')).toBe(TAPE_MESSAGES.unclosedQuote);
  });

  it('skips blank lines but keeps counting them, and reports values past the last column', async () => {
    const path = file('blank-lines.csv');
    const line = LOAN_INPUT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field]).join(',');
    writeFileSync(path, `${LOAN_INPUT_FIELDS.join(',')}\n${line}\n\n${line},surplus\n`);
    const { rows } = await readAll(path, 'csv');
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 4]);
    expect(rows[1]?.problems).toEqual([
      {
        rowNumber: 4,
        column: `column ${LOAN_INPUT_FIELDS.length + 1}`,
        value: 'surplus',
        message: TAPE_MESSAGES.extraValues(LOAN_INPUT_FIELDS.length + 1, LOAN_INPUT_FIELDS.length),
      },
    ]);
  });

  it('reports missing and unknown columns on row 1; a missing required column makes the file unusable', async () => {
    const path = file('columns.csv');
    const columns = [
      ...LOAN_INPUT_FIELDS.filter((field) => field !== 'currency' && field !== 'dti_pct'),
      'borrower_name',
    ];
    await writeCsvTape(path, validLoanRecords(2), { columns });
    const tape = await readAll(path, 'csv');
    expect(tape.unusable).toBe(true);
    expect(tape.rows).toEqual([]);
    expect(tape.headerProblems).toEqual([
      {
        rowNumber: 1,
        column: 'borrower_name',
        value: 'borrower_name',
        message: TAPE_MESSAGES.unknownColumn('borrower_name'),
      },
      { rowNumber: 1, column: 'currency', value: '', message: TAPE_MESSAGES.missingColumn('currency') },
    ]);
  });

  it('accepts a file without the optional columns, and an unknown column alone leaves it usable', async () => {
    const path = file('optional.csv');
    const columns = [...LOAN_INPUT_FIELDS.filter((field) => field !== 'dti_pct'), 'notes'];
    await writeCsvTape(path, validLoanRecords(1), { columns });
    const tape = await readAll(path, 'csv');
    expect(tape.unusable).toBe(false);
    expect(tape.headerProblems.map((problem) => problem.column)).toEqual(['notes']);
    expect(tape.rows[0]?.record).not.toHaveProperty('dti_pct');
  });

  it('refuses an empty file, a header without rows, a binary file and text that is not UTF-8', async () => {
    writeFileSync(file('empty.csv'), '');
    expect(await refusalOf(file('empty.csv'), 'csv')).toBe(TAPE_MESSAGES.empty);
    writeFileSync(file('blank.csv'), '\r\n\r\n');
    expect(await refusalOf(file('blank.csv'), 'csv')).toBe(TAPE_MESSAGES.empty);
    writeFileSync(file('header-only.csv'), `${LOAN_INPUT_FIELDS.join(',')}\r\n`);
    expect(await refusalOf(file('header-only.csv'), 'csv')).toBe(TAPE_MESSAGES.noRows);

    await writeXlsxTape(file('workbook.xlsx'), validLoanRecords(5));
    const { copyFileSync } = await import('node:fs');
    copyFileSync(file('workbook.xlsx'), file('renamed.csv'));
    expect(await refusalOf(file('renamed.csv'), 'csv')).toBe(TAPE_MESSAGES.binaryCsv);

    writeFileSync(file('latin1.csv'), Buffer.from(`${LOAN_INPUT_FIELDS.join(',')}\r\nM\xfcller\r\n`, 'latin1'));
    expect(await refusalOf(file('latin1.csv'), 'csv')).toBe(TAPE_MESSAGES.notUtf8);

    const nulLate = Buffer.concat([
      Buffer.from(`${LOAN_INPUT_FIELDS.join(',')}\r\n${'x,'.repeat(40000)}\r\n`),
      Buffer.from([0, 1, 2]),
    ]);
    writeFileSync(file('nul-late.csv'), nulLate);
    expect(await refusalOf(file('nul-late.csv'), 'csv')).toBe(TAPE_MESSAGES.binaryCsv);
  });

  it('stops at the row limit and at the byte limit', async () => {
    const path = file('long.csv');
    await writeCsvTape(path, validLoanRecords(51));
    expect(await refusalOf(path, 'csv', { ...TAPE_LIMITS, maxRows: 50 })).toBe(TAPE_MESSAGES.tooManyRows(50));
    expect((await readAll(path, 'csv', { ...TAPE_LIMITS, maxRows: 51 })).rows).toHaveLength(51);
    expect(await refusalOf(path, 'csv', { ...TAPE_LIMITS, maxBytes: 4096 })).toBe(TAPE_MESSAGES.tooLarge(4096));
  });
});

describe('reading XLSX tapes', () => {
  // Writing and reading a 1,000-row workbook takes seconds on a busy machine, more than a unit test's default.
  it('reads the first sheet with dates as YYYY-MM-DD and numbers as plain decimals', { timeout: 30_000 }, async () => {
    const path = file('clean.xlsx');
    await writeXlsxTape(path, validLoanRecords(1000));
    const { headerProblems, rows } = await readAll(path, 'xlsx');
    expect(headerProblems).toEqual([]);
    expect(rows).toHaveLength(1000);
    const first = validLoanRecord(1);
    expect(rows[0]?.rowNumber).toBe(2);
    expect(rows[0]?.record['data_cutoff_date']).toBe(first['data_cutoff_date']);
    expect(rows[0]?.record['loan_ref']).toBe(first['loan_ref']);
    // Numbers lose the trailing zeros a spreadsheet does not keep; validation reads them as decimals.
    expect(rows[0]?.record['original_principal']).toBe(String(Number(first['original_principal'])));
    expect(rows[0]?.record['interest_rate_pct']).toBe(String(Number(first['interest_rate_pct'])));
    expect(rows[999]?.record['loan_ref']).toBe('LN-0001000');
  });

  it('reads the template workbook back to the template example', async () => {
    const path = file('template.xlsx');
    writeFileSync(path, await templateXlsx());
    const { rows } = await readAll(path, 'xlsx');
    expect(rows).toEqual([{ rowNumber: 2, record: TEMPLATE_EXAMPLE, problems: [] }]);
    writeFileSync(file('template.csv'), templateCsv());
    expect((await readAll(file('template.csv'), 'csv')).rows).toEqual([
      { rowNumber: 2, record: TEMPLATE_EXAMPLE, problems: [] },
    ]);
  });

  it('stops at the row limit', async () => {
    const path = file('long.xlsx');
    await writeXlsxTape(path, validLoanRecords(30));
    expect(await refusalOf(path, 'xlsx', { ...TAPE_LIMITS, maxRows: 29 })).toBe(TAPE_MESSAGES.tooManyRows(29));
  });

  it('refuses a file that is not a workbook', async () => {
    writeFileSync(file('text.xlsx'), 'loan_ref\r\nA\r\n');
    expect(await refusalOf(file('text.xlsx'), 'xlsx')).toBe(TAPE_MESSAGES.notXlsx);
  });

  it('refuses a zip bomb by its declared sizes, and one that lies about them', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024, 0x41);
    const deflated = deflateRawSync(huge);
    writeFileSync(file('bomb.xlsx'), zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflated, size: huge.length }]));
    expect(await refusalOf(file('bomb.xlsx'), 'xlsx')).toBe(TAPE_MESSAGES.zipBomb);
    writeFileSync(file('liar.xlsx'), zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflated, size: 1000 }]));
    expect(await refusalOf(file('liar.xlsx'), 'xlsx')).toBe(TAPE_MESSAGES.zipBomb);
  });

  it('refuses an archive of more entries than a workbook has, before inflating any', async () => {
    const empty = deflateRawSync(Buffer.alloc(0));
    const entries = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `part${index}.xml`, data: empty, size: 0 }));
    writeFileSync(file('few-parts.zip'), zipOf(entries(3)));
    await expect(guardZip(file('few-parts.zip'), TAPE_LIMITS)).resolves.toBeUndefined();
    writeFileSync(file('too-many-parts.zip'), zipOf(entries(MAX_ENTRIES + 1)));
    await expect(guardZip(file('too-many-parts.zip'), TAPE_LIMITS)).rejects.toThrow(
      new TapeRefusal(TAPE_MESSAGES.notXlsx),
    );
  });

  it('refuses a workbook whose parts together inflate past the limit', async () => {
    const path = file('inflates.xlsx');
    await writeXlsxTape(path, validLoanRecords(5));
    await expect(guardZip(path, TAPE_LIMITS)).resolves.toBeUndefined();
    expect(await refusalOf(path, 'xlsx', { ...TAPE_LIMITS, maxInflatedBytes: 4096 })).toBe(TAPE_MESSAGES.zipBomb);
  });
});

/** A minimal zip archive of deflated entries, with whatever uncompressed size it is told to declare. */
function zipOf(entries: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
