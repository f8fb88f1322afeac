import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { useTapeServer } from './support.ts';
import { validLoanRecords, writeCsvTape, writeXlsxTape } from '../../support/tape-files.ts';

const server = useTapeServer();

describe('uploading a clean tape', () => {
  it('validates a 1,000-row CSV and imports nothing before approval', async () => {
    const officer = await server.signedIn('officer@northwind.test');
    const before = await server.loanCount();
    const path = join(server.dir, 'clean.csv');
    await writeCsvTape(path, validLoanRecords(1000));
    const upload = await officer.upload(path);
    expect(upload.status).toBe(202);
    expect(upload.json.data).toMatchObject({ status: 'validating', file_name: 'clean.csv', file_format: 'csv' });
    const batch = (await officer.validated(upload.json.data.id)).json.data;
    expect(batch).toMatchObject({ status: 'validated', total_rows: 1000, processed_rows: 1000, valid_rows: 1000, error_rows: 0, error_count: 0 });
    expect(batch.stratification.count).toBe(1000);
    expect(await server.loanCount()).toBe(before);
  });

  it('validates the same rows as XLSX', async () => {
    const officer = await server.signedIn('officer@northwind.test');
    const path = join(server.dir, 'clean.xlsx');
    await writeXlsxTape(path, validLoanRecords(1000, 'XL'));
    const batch = await officer.uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated', file_format: 'xlsx', total_rows: 1000, valid_rows: 1000, error_count: 0 });
  });
});
