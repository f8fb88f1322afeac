import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTapeServer } from './support.ts';
import { validLoanRecord, validLoanRecords, writeCsvTape, writeXlsxTape } from '../../support/tape-files.ts';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();

describe('uploading a clean tape', () => {
  it('validates a 1,000-row CSV and imports nothing before approval', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const before = await server.loanCount();
    const path = join(server.dir, 'clean.csv');
    await writeCsvTape(path, validLoanRecords(1000));
    const upload = await officer.upload(path);
    expect(upload.statusCode).toBe(202);
    expect(upload.json().data).toMatchObject({ status: 'validating', file_name: 'clean.csv', file_format: 'csv' });
    const batch = (await officer.validated(upload.json().data.id)).json().data;
    expect(batch).toMatchObject({
      status: 'validated',
      total_rows: 1000,
      processed_rows: 1000,
      valid_rows: 1000,
      error_rows: 0,
      error_count: 0,
    });
    expect(batch.stratification.count).toBe(1000);
    // The whole file was read: a running validation's bytes_read is its progress through file_bytes.
    expect(batch.bytes_read).toBe(batch.file_bytes);
    expect(await server.loanCount()).toBe(before);
  });

  it('validates the same rows as XLSX', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'clean.xlsx');
    await writeXlsxTape(path, validLoanRecords(1000, 'XL'));
    const batch = await officer.uploadValidated(path);
    expect(batch).toMatchObject({
      status: 'validated',
      file_format: 'xlsx',
      total_rows: 1000,
      valid_rows: 1000,
      error_count: 0,
    });
  });
});

describe('uploading a tape with mixed line ends', () => {
  it("reads the template's CRLF header with rows ending in LF, CR and CRLF as 300 rows", async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const template = await officer.get('/api/v1/batches/template.csv');
    expect(template.body.endsWith('\r\n')).toBe(true);
    const ends = ['\n', '\r', '\r\n'];
    const rows = Array.from({ length: 300 }, (_, index) => {
      const record = validLoanRecord(index + 1, 'MIX');
      const cells = LOAN_INPUT_FIELDS.map((field) =>
        field === 'postcode_prefix' && index % 7 === 0 ? `"${record[field]}"` : record[field],
      );
      return cells.join(',') + ends[index % 3];
    });
    // The template's header and example row as downloaded, then rows appended by another editor.
    const path = join(server.dir, 'mixed-line-ends.csv');
    writeFileSync(path, template.body.split('\r\n')[0] + '\r\n' + rows.join(''));
    const batch = await officer.uploadValidated(path);
    expect(batch).toMatchObject({ status: 'validated', total_rows: 300, valid_rows: 300, error_count: 0 });
    expect(batch.stratification.count).toBe(300);
  });
});
