/**
 * GET /admin/dashboard: platform admins only (each of the seven roles, another bank's people,
 * a user with no role, a guest); its figures move with the records they count.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingActions, users } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { onboard, propose } from '../registration-requests/support.ts';
import { DEMO } from '../../support/demo-people.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { outcomes, PLATFORM_ONLY } from '../../support/role-outcomes.ts';
import { people, type Person } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

interface AdminDashboard {
  registrations: {
    pending: number;
    latest: {
      id: number;
      name: string;
      decision_pending: boolean;
      href: string;
    }[];
  };
  pending_actions: {
    total: number;
    by_scope: { bank: number; platform: number };
    by_age: { bucket: string; count: number; href: string }[];
  };
  entities: { kind: string; status: string; count: number }[];
  users: { active: number; inactive: number };
  latest_revisions: {
    id: number;
    target_type: string;
    target_id: number;
    actor: { name: string } | null;
    href: string;
  }[];
}

const dashboard = async (person: Person = 'dl_admin_checker'): Promise<AdminDashboard> => {
  const response = await (await as(person)).get(`${API}/admin/dashboard`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const ages = (board: AdminDashboard) =>
  Object.fromEntries(board.pending_actions.by_age.map((bucket) => [bucket.bucket, bucket.count]));

describe('GET /admin/dashboard', () => {
  it('answers platform admins only', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/admin/dashboard`))).toEqual(PLATFORM_ONLY);
  });

  it('counts pending registrations and lists the newest, saying when a decision waits for a checker', async () => {
    const before = await dashboard();
    const { id, fields } = await onboard(h);
    const after = await dashboard();
    expect(after.registrations.pending).toBe(before.registrations.pending + 1);
    expect(after.registrations.latest[0]).toMatchObject({
      id,
      name: fields['name'],
      decision_pending: false,
      href: `/app/admin/registration-requests/${id}`,
    });
    expect(after.registrations.latest.length).toBeLessThanOrEqual(5);

    await propose(await as('dl_admin_maker'), id, 'reject');
    const proposed = await dashboard('super_admin');
    expect(proposed.registrations.pending).toBe(after.registrations.pending);
    expect(proposed.registrations.latest[0]).toMatchObject({
      id,
      decision_pending: true,
    });
    expect(proposed.pending_actions.by_scope.platform).toBe(after.pending_actions.by_scope.platform + 1);
  });

  it('counts pending actions by how long they have waited: under a day, one to seven days, over seven days', async () => {
    const before = await dashboard();
    expect(before.pending_actions.total).toBe(
      before.pending_actions.by_scope.bank + before.pending_actions.by_scope.platform,
    );
    expect(before.pending_actions.by_age.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(
      before.pending_actions.total,
    );
    expect(before.pending_actions.by_age.map((bucket) => bucket.href)).toEqual([
      '/app/admin/pending-actions?age=under_1_day',
      '/app/admin/pending-actions?age=1_to_7_days',
      '/app/admin/pending-actions?age=over_7_days',
    ]);

    const officer = await as('bank_officer');
    const loan = (await officer.post(`${API}/loans`, newLoan())).json().data;
    const action = (await officer.post(`${API}/loans/${loan.id}/submit`)).json().pending_action;
    const fresh = await dashboard();
    expect(ages(fresh)).toEqual({
      ...ages(before),
      under_1_day: ages(before)['under_1_day']! + 1,
    });
    expect(fresh.pending_actions.by_scope.bank).toBe(before.pending_actions.by_scope.bank + 1);

    const backdate = (days: number) =>
      h.t.db
        .update(pendingActions)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(pendingActions.id, action.id));
    await backdate(3);
    expect(ages(await dashboard())).toEqual({
      ...ages(before),
      '1_to_7_days': ages(before)['1_to_7_days']! + 1,
    });
    await backdate(10);
    expect(ages(await dashboard())).toEqual({
      ...ages(before),
      over_7_days: ages(before)['over_7_days']! + 1,
    });

    await officer.post(`${API}/pending-actions/${action.id}/cancel`);
    expect(ages(await dashboard())).toEqual(ages(before));
  });

  it('counts organisations by kind and status, and people active and inactive', async () => {
    const board = await dashboard();
    const count = (kind: string, status: string) =>
      board.entities.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
    expect(count('bank', 'active')).toBeGreaterThanOrEqual(2);
    expect(count('investor', 'active')).toBeGreaterThanOrEqual(2);
    expect(count('dladminprofile', 'active')).toBe(1);

    await h.t.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.bluewaterAnalyst.email));
    const after = await dashboard();
    expect(after.users).toEqual({
      active: board.users.active - 1,
      inactive: board.users.inactive + 1,
    });
    await h.t.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.bluewaterAnalyst.email));
  });

  it('lists the ten latest revisions, newest first, each linking to its page', async () => {
    const officer = await as('bank_officer');
    const loan = (await officer.post(`${API}/loans`, newLoan())).json().data;
    await officer.patch(`${API}/loans/${loan.id}`, {
      postcode_prefix: '1001',
    });
    const board = await dashboard('dl_admin_maker');
    expect(board.latest_revisions).toHaveLength(10);
    const [latest, previous] = board.latest_revisions;
    expect(latest).toMatchObject({
      target_type: 'loan',
      target_id: loan.id,
      actor: { name: 'Oliver Officer' },
      href: `/app/admin/revisions/${latest!.id}`,
    });
    expect(previous).toMatchObject({ target_type: 'loan', target_id: loan.id });
    expect(latest!.id).toBeGreaterThan(previous!.id);
  });
});
