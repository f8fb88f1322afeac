import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { TAPE_MESSAGES } from '../../../server/lib/tapes/messages.ts';
import { TAPE_UPLOAD_MESSAGES } from '../../../src/domain/tapes.ts';
import { validLoanRecords, writeCsvTape, writeXlsxTape } from '../../support/tape-files.ts';
import { useTapeServer } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

// The limits of 50 MB and 200,000 rows, lowered so small files reach them.
const server = useTapeServer({ tapeLimits: { maxRows: 40, maxBytes: 64 * 1024 } });

describe('the limits of a tape', () => {
  it('fails a tape with more rows than the limit, keeping nothing of it', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'long.csv');
    await writeCsvTape(path, validLoanRecords(41, 'LONG'));
    const batch = await officer.uploadValidated(path);
    expect(batch).toMatchObject({
      status: 'failed',
      failure_message: TAPE_MESSAGES.tooManyRows(40),
      valid_rows: 0,
      error_count: 0,
    });
    expect(batch.stratification.count).toBe(0);
    expect(batch.can.submit).toBe(false);
    const submit = await officer.post(`/api/v1/batches/${batch.id}/submit`);
    expect(submit.statusCode).toBe(409);

    const xlsx = join(server.dir, 'long.xlsx');
    await writeXlsxTape(xlsx, validLoanRecords(41, 'LONGX'));
    expect(await officer.uploadValidated(xlsx)).toMatchObject({
      status: 'failed',
      failure_message: TAPE_MESSAGES.tooManyRows(40),
    });
  });

  it('accepts a tape at the row limit', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'at-limit.csv');
    await writeCsvTape(path, validLoanRecords(40, 'FULL'));
    expect(await officer.uploadValidated(path)).toMatchObject({ status: 'validated', valid_rows: 40 });
  });

  it('refuses a file over the size limit at upload', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'big.csv');
    await writeCsvTape(path, validLoanRecords(400, 'BIG'));
    const answer = await officer.upload(path);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ file: [TAPE_UPLOAD_MESSAGES.invalidSize('big.csv')] });
    const list = await officer.get('/api/v1/batches');
    expect(list.json().data.map((batch: { file_name: string }) => batch.file_name)).not.toContain('big.csv');
  });
});
