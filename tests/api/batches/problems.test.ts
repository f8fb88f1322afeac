import { describe, expect, it } from 'vitest';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loans } from '../../../server/db/schema/index.ts';
import { TAPE_MESSAGES } from '../../../server/lib/tapes/messages.ts';
import { BATCH_MESSAGES } from '../../../server/modules/batches/messages.ts';
import { validateLoan } from '../../../src/domain/loans/validate.ts';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import { TAPE_UPLOAD_MESSAGES } from '../../../src/domain/tapes.ts';
import {
  validLoanRecord,
  validLoanRecords,
  writeCsvTape,
  writeXlsxTape,
  type TapeRecord,
} from '../../support/tape-files.ts';
import { useTapeServer, type TapeClient } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();
const officer = () => server.signedIn(DEMO.northwindOfficer.email);

async function allErrors(client: TapeClient, id: number) {
  const answer = await client.get(`/api/v1/batches/${id}/errors?per_page=100`);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { row: number; column: string; value: string; message: string }[];
}

describe('the shape of a tape', () => {
  it('reads semicolons and a byte-order mark', async () => {
    const path = join(server.dir, 'semicolons.csv');
    await writeCsvTape(path, validLoanRecords(3, 'SEMI'), { delimiter: ';', bom: true });
    const batch = await (await officer()).uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated', total_rows: 3, valid_rows: 3, error_count: 0 });
  });

  it('fails a tape missing required columns and reports them, with unknown columns, on row 1', async () => {
    const client = await officer();
    const path = join(server.dir, 'columns.csv');
    const columns = [
      ...LOAN_INPUT_FIELDS.filter((field) => field !== 'currency' && field !== 'region'),
      'borrower_name',
    ];
    await writeCsvTape(path, validLoanRecords(5, 'COL'), { columns });
    const batch = await client.uploadValidated(path);
    expect(batch).toMatchObject({
      status: 'failed',
      failure_message: BATCH_MESSAGES.missingColumns,
      valid_rows: 0,
      error_count: 3,
    });
    expect(await allErrors(client, batch.id)).toEqual([
      {
        row: 1,
        column: 'borrower_name',
        value: 'borrower_name',
        message: TAPE_MESSAGES.unknownColumn('borrower_name'),
      },
      { row: 1, column: 'currency', value: '', message: TAPE_MESSAGES.missingColumn('currency') },
      { row: 1, column: 'region', value: '', message: TAPE_MESSAGES.missingColumn('region') },
    ]);
    expect(batch.can.submit).toBe(false);
  });

  it('validates the rows of a tape with an unknown column and reports the column', async () => {
    const client = await officer();
    const path = join(server.dir, 'extra-column.xlsx');
    await writeXlsxTape(path, validLoanRecords(4, 'EXTRA'), [...LOAN_INPUT_FIELDS, 'notes']);
    const batch = await client.uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated_with_errors', valid_rows: 4, error_rows: 0, error_count: 1 });
    expect(await allErrors(client, batch.id)).toEqual([
      { row: 1, column: 'notes', value: 'notes', message: TAPE_MESSAGES.unknownColumn('notes') },
    ]);
  });

  it('refuses an empty file at upload, and fails a binary file renamed .csv with a clear message', async () => {
    const client = await officer();
    writeFileSync(join(server.dir, 'empty.csv'), '');
    const empty = await client.upload(join(server.dir, 'empty.csv'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: [TAPE_UPLOAD_MESSAGES.empty('empty.csv')] });

    const workbook = join(server.dir, 'real.xlsx');
    await writeXlsxTape(workbook, validLoanRecords(3, 'BIN'));
    copyFileSync(workbook, join(server.dir, 'renamed.csv'));
    const binary = await client.uploadValidated(join(server.dir, 'renamed.csv'));
    expect(binary).toMatchObject({ status: 'failed', failure_message: TAPE_MESSAGES.binaryCsv, valid_rows: 0 });

    const headerOnly = join(server.dir, 'header-only.csv');
    writeFileSync(headerOnly, `${LOAN_INPUT_FIELDS.join(',')}\r\n`);
    expect(await client.uploadValidated(headerOnly)).toMatchObject({
      status: 'failed',
      failure_message: TAPE_MESSAGES.noRows,
    });
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const path = join(server.dir, 'loans.pdf');
    writeFileSync(path, '%PDF-1.7');
    const answer = await (await officer()).upload(path);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ file: [TAPE_UPLOAD_MESSAGES.invalidType('loans.pdf')] });
  });
});

describe('bad values', () => {
  const base = (index: number) => validLoanRecord(index, 'BAD');
  const inFuture = `${new Date().getUTCFullYear() + 1}-01-31`;
  /** One row for each kind of problem; the first row is clean. */
  const rows: TapeRecord[] = [
    base(1),
    { ...base(2), loan_ref: '' },
    { ...base(3), data_cutoff_date: '2026-13-01' },
    { ...base(4), currency: 'XYZ' },
    { ...base(5), original_principal: '-5' },
    { ...base(6), original_principal: '100000.00', current_principal: '120000.00' },
    { ...base(7), interest_rate_pct: '30' },
    { ...base(8), original_term_months: '12.5' },
    { ...base(9), rate_type: 'floating' },
    { ...base(10), postcode_prefix: '941001' },
    { ...base(11), days_in_arrears: '0', arrears_balance: '100.00' },
    { ...base(12), monthly_payment: '1,175.59' },
    { ...base(13), credit_score: '900' },
    { ...base(14), data_cutoff_date: inFuture, maturity_date: '2060-01-01' },
    { ...base(15), region: 'XX' },
    { ...base(16), valuation_date: '2026-07-15' },
  ];
  const today = new Date().toISOString().slice(0, 10);

  it('reports every problem as row, column, value and message, and keeps the valid rows', async () => {
    const client = await officer();
    const path = join(server.dir, 'bad-values.csv');
    await writeCsvTape(path, rows);
    const batch = await client.uploadValidated(path);
    expect(batch).toMatchObject({
      status: 'validated_with_errors',
      total_rows: rows.length,
      valid_rows: 1,
      error_rows: rows.length - 1,
    });

    const expected = rows.flatMap((record, index) =>
      Object.entries(validateLoan(record, { today }).errors).flatMap(([column, messages]) =>
        (messages ?? []).map((message) => ({ row: index + 2, column, value: record[column] ?? '', message })),
      ),
    );
    const reported = await allErrors(client, batch.id);
    expect(reported).toEqual(expected);
    expect(batch.error_count).toBe(expected.length);
    // Every bad row is reported at least once, on the column that is wrong.
    const columnsByRow = new Map(reported.map((error) => [error.row, error.column]));
    expect([...columnsByRow.keys()]).toEqual(rows.slice(1).map((_, index) => index + 3));
    expect(reported).toContainEqual(
      expect.objectContaining({ row: 4, column: 'data_cutoff_date', value: '2026-13-01' }),
    );
    expect(reported).toContainEqual(expect.objectContaining({ row: 10, column: 'rate_type', value: 'floating' }));
    expect(reported).toContainEqual(expect.objectContaining({ row: 15, column: 'data_cutoff_date', value: inFuture }));
  });

  it('downloads the report as CSV with formula-like cells neutralised', async () => {
    const client = await officer();
    const path = join(server.dir, 'bad-values-report.csv');
    await writeCsvTape(
      path,
      rows.slice(0, 6).map((record) => ({ ...record, loan_ref: `R${record['loan_ref']}` })),
    );
    const batch = await client.uploadValidated(path);
    const report = await client.get(`/api/v1/batches/${batch.id}/errors.csv`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="batch-${batch.id}-errors.csv"`);
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('row,column,value,message');
    expect(lines).toContain(
      `6,original_principal,'-5,${validateLoan(rows[4]!, { today }).errors.original_principal![0]}`,
    );
    expect(lines).toHaveLength(1 + batch.error_count);
  });
});

describe('duplicates', () => {
  it('reports a loan_ref repeated in the file (in any case) or already among the bank loans, not another bank', async () => {
    const northwind = await server.bankId('Northwind Bank');
    const harbor = await server.bankId('Harbor Savings');
    const existing: TapeRecord = { ...validLoanRecord(1), loan_ref: 'EXIST-1' };
    const insertLoan = (bankId: number, loanRef: string) =>
      server.db.insert(loans).values({
        bankId,
        loanRef,
        status: 'approved',
        dataCutoffDate: existing['data_cutoff_date']!,
        currency: 'USD',
        originalPrincipal: '100000.00',
        currentPrincipal: '90000.00',
        originationDate: existing['origination_date']!,
        maturityDate: existing['maturity_date']!,
        originalTermMonths: 360,
        interestRatePct: '3.5',
        rateType: 'fixed',
        amortisationType: 'annuity',
        monthlyPayment: '500.00',
        lienPosition: 1,
        loanPurpose: 'purchase',
        propertyValue: '200000.00',
        valuationDate: existing['valuation_date']!,
        originalLtvPct: '50',
        currentLtvPct: '45',
        propertyType: 'house',
        occupancy: 'owner',
        region: 'CA',
        postcodePrefix: '9410',
        borrowerCount: 1,
        firstTimeBuyer: 'no',
        accountStatus: 'performing',
      });
    await insertLoan(northwind, 'EXIST-1');
    const before = await server.loanCount(northwind);
    await insertLoan(harbor, 'HARBOR-1');

    const client = await officer();
    const path = join(server.dir, 'duplicates.csv');
    await writeCsvTape(path, [
      { ...validLoanRecord(1), loan_ref: 'DUP-1' },
      { ...validLoanRecord(2), loan_ref: 'dup-1' },
      { ...validLoanRecord(3), loan_ref: 'exist-1' },
      { ...validLoanRecord(4), loan_ref: 'HARBOR-1' },
    ]);
    const batch = await client.uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated_with_errors', valid_rows: 2, error_rows: 2, error_count: 2 });
    expect(await allErrors(client, batch.id)).toEqual([
      { row: 3, column: 'loan_ref', value: 'dup-1', message: BATCH_MESSAGES.duplicateInFile('dup-1', 2) },
      { row: 4, column: 'loan_ref', value: 'exist-1', message: BATCH_MESSAGES.duplicateOfLoan('exist-1') },
    ]);
    expect(await server.loanCount(northwind)).toBe(before);
  });
});
