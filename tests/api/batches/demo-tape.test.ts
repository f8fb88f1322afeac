import { describe, expect, it } from 'vitest';
import { useTapeServer } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();

describe('the demo tape awaiting approval', () => {
  it('shows its valid rows and errors to the bank, and becomes loans when the manager approves', async () => {
    const manager = await server.signedIn(DEMO.northwindManager.email);
    const bankId = await server.bankId('Northwind Bank');
    const list = await manager.get('/api/v1/batches?status=pending_approval');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const [batch] = list.json().data;
    expect(batch).toMatchObject({
      file_name: 'nw-june-tape.csv',
      status: 'pending_approval',
      total_rows: 24,
      valid_rows: 21,
      error_rows: 3,
    });

    const errors = (await manager.get(`/api/v1/batches/${batch.id}/errors`)).json().data;
    expect(errors.map((error: { row: number; column: string }) => [error.row, error.column])).toEqual([
      [6, 'interest_rate_pct'],
      [13, 'maturity_date'],
      [19, 'currency'],
      [19, 'credit_score'],
    ]);

    const detail = (await manager.get(`/api/v1/batches/${batch.id}`)).json().data;
    expect(detail.can).toMatchObject({ approve: true, reject: true });
    expect(
      (await (await server.signedIn(DEMO.harborManager.email)).get(`/api/v1/batches/${batch.id}`)).statusCode,
    ).toBe(404);

    const before = await server.loanCount(bankId);
    const approve = await manager.post(`/api/v1/pending-actions/${detail.pending_action.id}/approve`);
    expect(approve.statusCode).toBe(200);
    // The import runs in the background once the approval has answered.
    expect((await manager.importFinished(batch.id)).json().data).toMatchObject({
      status: 'imported',
      imported_rows: 21,
    });
    expect(await server.loanCount(bankId)).toBe(before + 21);
  });
});
