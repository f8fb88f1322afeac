import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { validLoanRecords, writeCsvTape } from '../../support/tape-files.ts';
import { useTapeServer } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();
let batchId: number;

beforeAll(async () => {
  const officer = await server.signedIn(DEMO.northwindOfficer.email);
  const path = join(server.dir, 'northwind.csv');
  await writeCsvTape(path, validLoanRecords(3, 'ACC'));
  batchId = (await officer.uploadValidated(path)).id;
});

const reads = (id: number) => [
  `/api/v1/batches/${id}`,
  `/api/v1/batches/${id}/errors`,
  `/api/v1/batches/${id}/errors.csv`,
];

describe('who may see and change a batch', () => {
  it('asks a guest to sign in', async () => {
    const guest = server.client();
    await guest.get('/sanctum/csrf-cookie');
    for (const path of [...reads(batchId), '/api/v1/batches', '/api/v1/batches/template.csv'])
      expect((await guest.get(path)).statusCode).toBe(401);
    expect((await guest.post(`/api/v1/batches/${batchId}/submit`)).statusCode).toBe(401);
  });

  it("shows the bank's officers and managers their batch", async () => {
    for (const email of [DEMO.northwindOfficer.email, DEMO.northwindManager.email]) {
      const client = await server.signedIn(email);
      for (const path of reads(batchId)) expect((await client.get(path)).statusCode, `${email} ${path}`).toBe(200);
      const list = await client.get('/api/v1/batches');
      expect(list.json().data.map((batch: { id: number }) => batch.id)).toContain(batchId);
    }
  });

  it("hides it from another bank's users (404) and lists none of it", async () => {
    for (const email of [DEMO.harborOfficer.email, DEMO.harborManager.email]) {
      const client = await server.signedIn(email);
      for (const path of reads(batchId)) expect((await client.get(path)).statusCode, `${email} ${path}`).toBe(404);
      expect((await client.post(`/api/v1/batches/${batchId}/submit`)).statusCode).toBe(404);
      const list = await client.get('/api/v1/batches');
      expect(list.json().data.map((batch: { id: number }) => batch.id)).not.toContain(batchId);
    }
  });

  it('lets platform admins read every batch and change none', async () => {
    for (const email of [DEMO.superAdmin.email, DEMO.adminMaker.email, DEMO.adminChecker.email]) {
      const client = await server.signedIn(email);
      for (const path of reads(batchId)) expect((await client.get(path)).statusCode, `${email} ${path}`).toBe(200);
      expect((await client.get(`/api/v1/batches/${batchId}`)).json().data.can).toEqual({
        submit: false,
        approve: false,
        reject: false,
        cancel: false,
      });
      expect((await client.post(`/api/v1/batches/${batchId}/submit`)).statusCode).toBe(403);
      expect((await client.upload(join(server.dir, 'northwind.csv'))).statusCode).toBe(403);
    }
  });

  it('refuses investors and users without a role', async () => {
    for (const email of [DEMO.summitAnalyst.email, DEMO.bluewaterDirector.email, DEMO.newcomer.email]) {
      const client = await server.signedIn(email);
      for (const path of [...reads(batchId), '/api/v1/batches'])
        expect((await client.get(path)).statusCode, `${email} ${path}`).toBe(403);
      expect((await client.upload(join(server.dir, 'northwind.csv'))).statusCode).toBe(403);
      expect((await client.post(`/api/v1/batches/${batchId}/submit`)).statusCode).toBe(403);
    }
  });

  it('gives signed-in users the template as CSV and XLSX', async () => {
    const client = await server.signedIn(DEMO.harborOfficer.email);
    const csv = await client.get('/api/v1/batches/template.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toMatch(/^loan_ref,data_cutoff_date,currency,/);
    const xlsx = await client.get('/api/v1/batches/template.xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="loan-tape-template.xlsx"');
  });
});
