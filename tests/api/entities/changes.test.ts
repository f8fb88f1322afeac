/**
 * Changing an organisation through four eyes: a platform maker proposes an edit, a suspension
 * or a reactivation; a platform checker who is not the maker applies it, and the organisation
 * gets a revision. A suspended organisation's people still sign in and read, but can neither
 * make nor check an action.
 */
import { describe, expect, it } from 'vitest';
import { ENTITY_MESSAGES } from '../../../src/domain/entity-edit.ts';
import { MAKER_CHECKER_MESSAGES } from '../../../server/lib/maker-checker/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import {
  approve,
  entityNamed,
  entityRow,
  newEntity,
  proposeEdit,
  proposeReactivation,
  proposeSuspension,
} from './support.ts';
import { loanPool } from '../../support/trading.ts';
import { PEOPLE, people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);
const loans = loanPool(h);

describe('editing an organisation', () => {
  it('applies nothing until a checker approves, then changes the fields, moves the version on and leaves a revision', async () => {
    const entity = await newEntity(h);
    const action = await proposeEdit(await as('dl_admin_maker'), entity.id, {
      version: entity.version,
      name: 'Lakeside Mutual',
      country: 'ie',
      bic: 'LAKEGB2L',
    });
    expect((await entityRow(h, entity.id)).name).toBe(entity.name);

    const detail = (await (await as('dl_admin_checker')).get(`${API}/admin/entities/${entity.id}`)).json().data;
    expect(detail).toMatchObject({
      change_pending: true,
      can: { edit: false, suspend: false, reactivate: false, check: true },
    });
    expect(detail.pending_actions).toHaveLength(1);
    // Only the fields that really change are proposed; the country is stored upper-case.
    expect(detail.pending_actions[0]).toMatchObject({
      id: action,
      action_type: 'entity.edit',
      target_label: entity.name,
      diff: [
        { field: 'name', before: entity.name, after: 'Lakeside Mutual' },
        { field: 'country', before: 'GB', after: 'IE' },
      ],
    });
    expect((await (await as('super_admin')).get(`${API}/admin/entities/${entity.id}`)).json().data.can).toEqual({
      edit: false,
      suspend: true,
      reactivate: false,
      check: true,
    });
    expect((await (await as('dl_admin_maker')).get(`${API}/admin/entities/${entity.id}`)).json().data.can).toEqual({
      edit: false,
      suspend: true,
      reactivate: false,
      check: false,
    });

    await approve(await as('dl_admin_checker'), action);
    const after = await entityRow(h, entity.id);
    expect(after).toMatchObject({ name: 'Lakeside Mutual', country: 'IE', version: entity.version + 1 });

    const history = (
      await (await as('dl_admin_checker')).get(`${API}/revisions?target_type=entity&target_id=${entity.id}`)
    ).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      version: entity.version + 1,
      pending_action_id: action,
      actor: { name: expect.any(String) },
      approver: { name: expect.any(String) },
      changes: [
        { field: 'name', before: entity.name, after: 'Lakeside Mutual' },
        { field: 'country', before: 'GB', after: 'IE' },
      ],
    });
    const shown = (await (await as('dl_admin_maker')).get(`${API}/admin/entities/${entity.id}`)).json().data;
    expect(shown.activity.revisions.map((revision: { id: number }) => revision.id)).toEqual([history[0].id]);
    expect(shown.activity.actions[0]).toMatchObject({ id: action, status: 'approved' });
    expect(shown.can).toEqual({ edit: true, suspend: true, reactivate: false, check: false });
  });

  it('links each revision to the previous and next one of the same organisation', async () => {
    const entity = await newEntity(h, 'investor');
    await approve(
      await as('dl_admin_checker'),
      await proposeEdit(await as('dl_admin_maker'), entity.id, { version: 1, phone: '+44 20 1111 1111' }),
    );
    await approve(
      await as('super_admin'),
      await proposeEdit(await as('dl_admin_maker'), entity.id, { version: 2, investor_type: 'insurer' }),
    );
    const [first, second] = (
      await (await as('super_admin')).get(`${API}/revisions?target_type=entity&target_id=${entity.id}`)
    ).json().data;
    const one = (await (await as('dl_admin_checker')).get(`${API}/revisions/${second.id}`)).json();
    expect(one).toMatchObject({
      previous_id: first.id,
      next_id: null,
      data: { changes: [{ field: 'investor_type', before: 'fund', after: 'insurer' }] },
    });
    expect((await (await as('dl_admin_checker')).get(`${API}/revisions/${first.id}`)).json()).toMatchObject({
      previous_id: null,
      next_id: second.id,
    });
  });

  it('refuses an edit made against an old version, and one whose organisation changed before approval', async () => {
    const entity = await newEntity(h);
    const stale = await (
      await as('dl_admin_maker')
    ).send('PATCH', `${API}/admin/entities/${entity.id}`, { body: { version: entity.version + 1, name: 'Too late' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ENTITY_MESSAGES.stale);

    const edit = await proposeEdit(await as('dl_admin_maker'), entity.id, {
      version: entity.version,
      website: 'https://lakeside.example',
    });
    await approve(await as('dl_admin_checker'), await proposeSuspension(await as('super_admin'), entity.id));
    const late = await (await as('dl_admin_checker')).post(`${API}/pending-actions/${edit}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MAKER_CHECKER_MESSAGES.stale);
    expect((await entityRow(h, entity.id)).website).toBe('https://lakeside.test');
  });

  it('keeps four eyes: the maker cannot check their own change, and one edit waits at a time', async () => {
    const entity = await newEntity(h);
    const action = await proposeEdit(await as('super_admin'), entity.id, {
      version: entity.version,
      address: '2 Quay Street, Bristol',
    });
    const own = await (await as('super_admin')).post(`${API}/pending-actions/${action}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MAKER_CHECKER_MESSAGES.ownAction);
    expect(
      (await (await as('super_admin')).post(`${API}/pending-actions/${action}/reject`, { reason: 'Mine.' })).statusCode,
    ).toBe(403);
    const second = await (
      await as('dl_admin_maker')
    ).send('PATCH', `${API}/admin/entities/${entity.id}`, {
      body: { version: entity.version, phone: '+44 117 222 2222' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MAKER_CHECKER_MESSAGES.alreadyPending);

    expect(
      (
        await (
          await as('dl_admin_checker')
        ).post(`${API}/pending-actions/${action}/reject`, { reason: 'The old address is right.' })
      ).statusCode,
    ).toBe(200);
    expect((await entityRow(h, entity.id)).address).toBe('1 Quay Street, Bristol');
  });

  it('refuses fields of another kind, an empty change and invalid values with 422', async () => {
    const investor = await newEntity(h, 'investor');
    const maker = await as('dl_admin_maker');
    const edit = (body: Record<string, unknown>) =>
      maker.send('PATCH', `${API}/admin/entities/${investor.id}`, { body: { version: investor.version, ...body } });

    const bankField = await edit({ bic: 'LAKEGB2L' });
    expect(bankField.statusCode).toBe(422);
    expect(bankField.json().errors).toEqual({ bic: [ENTITY_MESSAGES.notForKind('bic')] });
    const same = await edit({ name: investor.name });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ changes: [ENTITY_MESSAGES.nothingChanged] });
    const invalid = await edit({ country: 'XX', contact_email: 'not-an-address', investor_type: 'hedge', name: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['contact_email', 'country', 'investor_type', 'name']);
    expect((await edit({ colour: 'blue' })).statusCode).toBe(422);
  });
});

describe('suspending and reactivating an organisation', () => {
  it('needs a reason, refuses the platform operator itself and a second suspension', async () => {
    const entity = await newEntity(h);
    const maker = await as('dl_admin_maker');
    const noReason = await maker.post(`${API}/admin/entities/${entity.id}/suspend`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([ENTITY_MESSAGES.reasonRequired]);

    const platform = await entityNamed(h, 'DealLedger Platform');
    const operator = await maker.post(`${API}/admin/entities/${platform.id}/suspend`, { reason: 'Testing.' });
    expect(operator.statusCode).toBe(409);
    expect(operator.json().message).toBe(ENTITY_MESSAGES.platformNotSuspended);

    await approve(await as('dl_admin_checker'), await proposeSuspension(maker, entity.id));
    expect((await entityRow(h, entity.id)).status).toBe('suspended');
    const again = await maker.post(`${API}/admin/entities/${entity.id}/suspend`, { reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ENTITY_MESSAGES.suspendedAlready);
    const active = await newEntity(h);
    expect((await maker.post(`${API}/admin/entities/${active.id}/reactivate`)).json().message).toBe(
      ENTITY_MESSAGES.activeAlready,
    );
  });

  it('a suspended bank’s people sign in and read but can neither make nor check an action until it is reactivated', async () => {
    const harbor = await entityNamed(h, 'Harbor Savings');
    const draft = await loans('Harbor Savings', 'draft');
    const other = await loans('Harbor Savings', 'draft');
    const submitted = await (await as('other_bank_officer')).post(`${API}/loans/${draft}/submit`);
    expect(submitted.statusCode).toBe(202);

    const suspension = await proposeSuspension(await as('dl_admin_maker'), harbor.id);
    const shown = (await (await as('dl_admin_checker')).get(`${API}/pending-actions/${suspension}`)).json().data;
    expect(shown.diff).toEqual([
      { field: 'status', before: 'active', after: 'suspended' },
      { field: 'reason', before: null, after: 'Licence withdrawn by the regulator.' },
    ]);
    await approve(await as('dl_admin_checker'), suspension);
    expect((await entityRow(h, harbor.id)).status).toBe('suspended');

    const fresh = h.freshClient();
    expect((await fresh.login(PEOPLE.other_bank_manager)).statusCode).toBe(200);
    expect((await fresh.get(`${API}/loans`)).statusCode).toBe(200);
    expect((await fresh.post(`${API}/pending-actions/${submitted.json().pending_action.id}/approve`)).statusCode).toBe(
      403,
    );
    expect((await (await as('other_bank_officer')).post(`${API}/loans/${other}/submit`)).statusCode).toBe(403);

    await approve(await as('super_admin'), await proposeReactivation(await as('dl_admin_maker'), harbor.id));
    expect((await entityRow(h, harbor.id)).status).toBe('active');
    expect((await fresh.post(`${API}/pending-actions/${submitted.json().pending_action.id}/approve`)).statusCode).toBe(
      200,
    );

    const history = (
      await (await as('dl_admin_checker')).get(`${API}/revisions?target_type=entity&target_id=${harbor.id}`)
    ).json().data;
    expect(history.slice(-2).map((revision: { changes: unknown }) => revision.changes)).toEqual([
      [{ field: 'status', before: 'active', after: 'suspended' }],
      [{ field: 'status', before: 'suspended', after: 'active' }],
    ]);
  });
});

describe('the organisation list', () => {
  it('filters by kind, status and search, and counts each organisation’s users and loans', async () => {
    const admin = await as('dl_admin_checker');
    const banks = (await admin.get(`${API}/admin/entities?kind=bank&per_page=100`)).json();
    expect(banks.data.every((entity: { kind: string }) => entity.kind === 'bank')).toBe(true);
    const northwind = banks.data.find((entity: { name: string }) => entity.name === 'Northwind Bank');
    expect(northwind.user_count).toBeGreaterThanOrEqual(2);
    expect(northwind.loan_count).toBeGreaterThan(0);

    const searched = (await admin.get(`${API}/admin/entities?search=summit`)).json();
    expect(searched.data.map((entity: { name: string }) => entity.name)).toEqual(['Summit Capital']);
    expect(searched.data[0]).toMatchObject({ kind: 'investor', loan_count: 0, user_count: 2 });

    const suspended = await newEntity(h, 'investor', 'suspended');
    const onlySuspended = (await admin.get(`${API}/admin/entities?status=suspended&per_page=100`)).json();
    expect(onlySuspended.data.map((entity: { id: number }) => entity.id)).toContain(suspended.id);
    expect(onlySuspended.data.every((entity: { status: string }) => entity.status === 'suspended')).toBe(true);
    expect((await admin.get(`${API}/admin/entities?per_page=7`)).statusCode).toBe(422);
  });

  it('shows an organisation’s people with their roles', async () => {
    const northwind = await entityNamed(h, 'Northwind Bank');
    const detail = (await (await as('super_admin')).get(`${API}/admin/entities/${northwind.id}`)).json().data;
    expect(detail.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: PEOPLE.bank_officer, roles: [{ name: 'bank_officer', is_active: true }] }),
        expect.objectContaining({ email: PEOPLE.bank_manager, roles: [{ name: 'bank_manager', is_active: true }] }),
      ]),
    );
    expect(detail).toMatchObject({ kind: 'bank', bic: expect.any(String), investor_type: null });
  });
});
