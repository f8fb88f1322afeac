/**
 * Deciding a registration request through four eyes: a platform maker proposes, a platform
 * checker who is not the maker confirms. Approval creates exactly one organisation and makes
 * the contact its manager; rejection changes only the request; the applicant hears either way.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  entities,
  registrationRequests,
  revisions,
  roles,
  userEntityRoles,
  users,
} from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { onboard, propose } from './support.ts';
import { PEOPLE, people } from '../../support/signed-in-people.ts';

const h = useApiHarness({ smtp: true });
const as = people(h);

async function entitiesNumbered(registrationNumber: string): Promise<number> {
  const [row] = await h.t.db
    .select({ n: count() })
    .from(entities)
    .where(eq(sql`lower(${entities.registrationNumber})`, registrationNumber.toLowerCase()));
  return row!.n;
}

/** The first mail to `address` with this subject; the onboarding receipt goes to the same address. */
async function mailTo(address: string, subject: string) {
  let since = 0;
  for (;;) {
    const mail = await h.smtp.waitForMail(address, { since });
    if (mail.subject === subject) return mail;
    since = h.smtp.messages.indexOf(mail) + 1;
  }
}

async function requestRow(id: number) {
  const [row] = await h.t.db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
  return row!;
}

async function rolesOf(email: string, entityId: number): Promise<string[]> {
  const rows = await h.t.db
    .select({ role: roles.name })
    .from(userEntityRoles)
    .innerJoin(users, eq(users.id, userEntityRoles.userId))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(userEntityRoles.entityId, entityId)));
  return rows.map((row) => row.role);
}

describe('deciding a registration request', () => {
  it('keeps four eyes: the maker cannot check their own decision, a maker-only role cannot check, one decision pending at a time', async () => {
    const { id } = await onboard(h);
    const action = await propose(await as('super_admin'), id, 'approve');
    expect((await (await as('super_admin')).post(`${API}/pending-actions/${action}/approve`)).statusCode).toBe(403);
    expect((await (await as('dl_admin_maker')).post(`${API}/pending-actions/${action}/approve`)).statusCode).toBe(403);
    expect(
      (await (await as('dl_admin_maker')).post(`${API}/registration-requests/${id}/reject`, { reason: 'No.' }))
        .statusCode,
    ).toBe(409);
    expect((await requestRow(id)).status).toBe('pending');

    const detail = (await (await as('dl_admin_checker')).get(`${API}/registration-requests/${id}`)).json().data;
    expect(detail).toMatchObject({
      decision_pending: true,
      can: { decide: false, check: true },
      pending_action: { id: action, maker: { name: expect.any(String) } },
    });
    expect((await (await as('super_admin')).get(`${API}/registration-requests/${id}`)).json().data.can).toEqual({
      decide: false,
      check: false,
    });
  });

  it('approved: one organisation, a new manager who gets a set-password link that works, the request approved with a revision', async () => {
    const { id, fields } = await onboard(h);
    const action = await propose(await as('dl_admin_maker'), id, 'approve');
    const approved = await (await as('dl_admin_checker')).post(`${API}/pending-actions/${action}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await entitiesNumbered(fields['registration_number']!)).toBe(1);
    const request = await requestRow(id);
    expect(request).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(await rolesOf(fields['contact_person_email']!, request.entityId!)).toEqual(['bank_manager']);
    const history = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'registration_request'), eq(revisions.targetId, id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved', entity_id: request.entityId },
      pendingActionId: action,
    });

    const mail = await mailTo(fields['contact_person_email']!, `${fields['name']} is now on DealLedger`);
    const link = new URL(mail.links.find((url) => url.includes('token='))!);
    const manager = h.freshClient();
    await manager.csrfCookie();
    const reset = await manager.post(`${API}/password/reset`, {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Correct-Horse-Battery-9',
      password_confirmation: 'Correct-Horse-Battery-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await h.freshClient().login(fields['contact_person_email']!, 'Correct-Horse-Battery-9')).statusCode).toBe(
      200,
    );
  });

  it('approved for a contact who already has an account: that user becomes the manager, no second account, a sign-in mail', async () => {
    const email = PEOPLE.no_role;
    const { id, fields } = await onboard(h, { entity_type: 'investor', contact_person_email: email });
    const action = await propose(await as('super_admin'), id, 'approve');
    expect((await (await as('dl_admin_checker')).post(`${API}/pending-actions/${action}/approve`)).statusCode).toBe(
      200,
    );
    const request = await requestRow(id);
    expect(await rolesOf(email, request.entityId!)).toEqual(['investor_manager']);
    const [accounts] = await h.t.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(accounts!.n).toBe(1);
    const mail = await mailTo(email, `${fields['name']} is now on DealLedger`);
    expect(mail.links.some((url) => url.includes('token='))).toBe(false);
  });

  it('approved twice at once by two checkers: one organisation, the other checker gets 409', async () => {
    const { id, fields } = await onboard(h);
    const action = await propose(await as('dl_admin_maker'), id, 'approve');
    const [checker, superAdmin] = [await as('dl_admin_checker'), await as('super_admin')];
    const answers = await Promise.all([
      checker.post(`${API}/pending-actions/${action}/approve`),
      superAdmin.post(`${API}/pending-actions/${action}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entitiesNumbered(fields['registration_number']!)).toBe(1);
    expect((await requestRow(id)).status).toBe('approved');
    expect((await (await as('dl_admin_maker')).post(`${API}/registration-requests/${id}/approve`)).statusCode).toBe(
      409,
    );
  });

  it('rejected: needs a reason, changes only the request and tells the applicant why', async () => {
    const { id, fields } = await onboard(h);
    const maker = await as('dl_admin_maker');
    const noReason = await maker.post(`${API}/registration-requests/${id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const [usersBefore] = await h.t.db.select({ n: count() }).from(users);
    const [entitiesBefore] = await h.t.db.select({ n: count() }).from(entities);

    const action = await propose(maker, id, 'reject', 'The banking licence number does not match the register.');
    expect((await requestRow(id)).status).toBe('pending');
    expect((await (await as('dl_admin_checker')).post(`${API}/pending-actions/${action}/approve`)).statusCode).toBe(
      200,
    );

    expect(await requestRow(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The banking licence number does not match the register.',
      entityId: null,
    });
    const [usersAfter] = await h.t.db.select({ n: count() }).from(users);
    const [entitiesAfter] = await h.t.db.select({ n: count() }).from(entities);
    expect(usersAfter!.n).toBe(usersBefore!.n);
    expect(entitiesAfter!.n).toBe(entitiesBefore!.n);
    const mail = await mailTo(fields['contact_person_email']!, `Your registration request for ${fields['name']}`);
    expect(mail.text).toContain('The banking licence number does not match the register.');
  });

  it('a checker refusing the proposed decision leaves the request open for another decision', async () => {
    const { id } = await onboard(h);
    const action = await propose(await as('dl_admin_maker'), id, 'approve');
    const refused = await (
      await as('dl_admin_checker')
    ).post(`${API}/pending-actions/${action}/reject`, { reason: 'Check the documents first.' });
    expect(refused.statusCode).toBe(200);
    expect(await requestRow(id)).toMatchObject({ status: 'pending', entityId: null });
    await propose(await as('dl_admin_maker'), id, 'reject');
  });

  it('lists requests by status and type, searched and paginated', async () => {
    const investor = await onboard(h, { entity_type: 'investor', name: 'Zephyr Capital Partners' });
    const checker = await as('dl_admin_checker');
    const found = (await checker.get(`${API}/registration-requests?search=zephyr&type=investor&status=pending`)).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([investor.id]);
    expect((await checker.get(`${API}/registration-requests?search=zephyr&type=bank`)).json().meta.total).toBe(0);
    expect((await checker.get(`${API}/registration-requests?search=zephyr&status=approved`)).json().meta.total).toBe(0);
    const page = (await checker.get(`${API}/registration-requests?per_page=25&page=1`)).json();
    expect(page.meta).toMatchObject({ page: 1, per_page: 25 });
    expect((await checker.get(`${API}/registration-requests?per_page=7`)).statusCode).toBe(422);
  });
});
