/** GET /pending-actions with its filters and GET one with its diff; revisions with their neighbours and a record's history. */
import { describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../support/api-harness.ts';
import { newLoan } from '../support/valid-loan.ts';
import { people } from '../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

interface Action {
  id: number;
  action_type: string;
  status: string;
  maker: { id: number; name: string };
  target_type: string;
  target_id: number;
  created_at: string;
  diff: unknown[];
}
const actions = async (query: string, person: 'bank_manager' | 'super_admin' = 'bank_manager') => {
  const response = await (await as(person)).get(`${API}/pending-actions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Action[]; meta: { total: number } };
};

describe('GET /pending-actions', () => {
  it('filters by status, type, maker, target and age; newest first', async () => {
    const pending = await actions('status=pending&per_page=100');
    expect(pending.meta.total).toBeGreaterThan(0);
    expect(pending.data.every((action) => action.status === 'pending')).toBe(true);
    const times = pending.data.map((action) => action.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const edits = await actions('type=loan.edit&status=pending');
    expect(edits.meta.total).toBeGreaterThan(0);
    expect(edits.data.every((action) => action.action_type === 'loan.edit')).toBe(true);

    const maker = pending.data[0]!.maker;
    expect(
      (await actions(`maker_id=${maker.id}&per_page=100`)).data.every((action) => action.maker.id === maker.id),
    ).toBe(true);

    const target = pending.data[0]!;
    const onTarget = await actions(`target_type=loan&target_id=${target.target_id}`);
    expect(onTarget.data.every((action) => action.target_id === target.target_id)).toBe(true);

    const old = await actions('status=pending&older_than_hours=48&per_page=100');
    expect(old.meta.total).toBeLessThan(pending.meta.total);
    expect(old.data.every((action) => Date.now() - Date.parse(action.created_at) >= 48 * 3600 * 1000)).toBe(true);
    const recent = await actions('status=pending&newer_than_hours=48&per_page=100');
    expect(recent.meta.total + old.meta.total).toBe(pending.meta.total);
    expect(recent.data.every((action) => Date.now() - Date.parse(action.created_at) < 48 * 3600 * 1000)).toBe(true);

    expect((await actions('scope=platform')).meta.total).toBe(0);
    expect((await (await as('bank_manager')).get(`${API}/pending-actions?status=open`)).statusCode).toBe(422);
  });

  it('shows one action with the loan reference and the change as a diff', async () => {
    const officer = await as('bank_officer');
    const created = (await officer.post(`${API}/loans`, newLoan())).json().data;
    await officer.patch(`${API}/loans/${created.id}`, { credit_score: 700 });
    const action = (await officer.post(`${API}/loans/${created.id}/submit`)).json().pending_action;
    const shown = (await (await as('bank_manager')).get(`${API}/pending-actions/${action.id}`)).json().data;
    expect(shown).toMatchObject({
      id: action.id,
      target_label: created.loan_ref,
      action_type: 'loan.submit',
      maker: { name: 'Oliver Officer' },
      checker: null,
    });
    expect(shown.diff).toEqual([{ field: 'status', before: 'pending_approval', after: 'approved' }]);
    expect((await (await as('bank_manager')).get(`${API}/pending-actions/99999999`)).statusCode).toBe(404);
  });

  it('answers 409 when the action was already decided', async () => {
    const officer = await as('bank_officer');
    const created = (await officer.post(`${API}/loans`, newLoan())).json().data;
    const action = (await officer.post(`${API}/loans/${created.id}/submit`)).json().pending_action;
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(200);
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(409);
    expect(
      (await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/reject`, { reason: 'Too late.' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('GET /revisions', () => {
  it('shows a revision with the changed fields and links to the previous and next of the same record', async () => {
    const officer = await as('bank_officer');
    const created = (await officer.post(`${API}/loans`, newLoan())).json().data;
    await officer.patch(`${API}/loans/${created.id}`, { postcode_prefix: '1001' });
    await officer.patch(`${API}/loans/${created.id}`, { postcode_prefix: '1002' });
    const history = (await officer.get(`${API}/revisions?target_type=loan&target_id=${created.id}`)).json().data;
    expect(history.map((revision: { version: number }) => revision.version)).toEqual([1, 2, 3]);
    const [first, second, third] = history.map((revision: { id: number }) => revision.id);

    const middle = (await officer.get(`${API}/revisions/${second}`)).json();
    expect(middle).toMatchObject({ previous_id: first, next_id: third });
    expect(middle.data.changes).toEqual([{ field: 'postcode_prefix', before: '9410', after: '1001' }]);
    expect(middle.data.actor).toEqual({ id: expect.any(Number), name: 'Oliver Officer' });
    expect(middle.data.approver).toBeNull();
    expect((await officer.get(`${API}/revisions/${first}`)).json()).toMatchObject({
      previous_id: null,
      next_id: second,
    });
    expect((await officer.get(`${API}/revisions/${third}`)).json()).toMatchObject({
      previous_id: second,
      next_id: null,
    });
    expect((await officer.get(`${API}/loans/${created.id}/revisions`)).json().data).toEqual(history);
  });

  it('a record of a type the bank does not own, or that does not exist, is 404 for a bank user', async () => {
    expect((await (await as('bank_officer')).get(`${API}/revisions?target_type=entity&target_id=1`)).statusCode).toBe(
      404,
    );
    expect(
      (await (await as('bank_officer')).get(`${API}/revisions?target_type=loan&target_id=99999999`)).statusCode,
    ).toBe(404);
    expect((await (await as('bank_officer')).get(`${API}/revisions/99999999`)).statusCode).toBe(404);
  });
});
