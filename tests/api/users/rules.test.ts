/**
 * The rules of user administration: validation, roles that suit the organisation's kind, the
 * set-password mail, revisions, ending a deactivated user's sessions, and the super_admin rules
 * (not on oneself, never the last one, not even by two edits at once).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revisions } from '../../../server/db/schema/index.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { entityId, newEmail, signInAs, USERS } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness({ smtp: true });
const as = people(h);

async function create(body: Record<string, unknown>) {
  return (await as('super_admin')).post(USERS, body);
}

async function myId(): Promise<number> {
  return (await (await as('super_admin')).get(`${USERS}?search=${DEMO.superAdmin.email}`)).json().data[0].id;
}

describe('creating a user', () => {
  it('answers 422 with the field errors of a bad body', async () => {
    const answer = await create({
      name: '',
      email: 'not-an-address',
      is_active: 'yes',
      roles: [{ entity_id: 'x', role: 'king' }],
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'email',
      'is_active',
      'name',
      'roles.0.entity_id',
      'roles.0.role',
    ]);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const answer = await create({ name: 'Copy', email: 'OFFICER@Northwind.test', roles: [] });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses a role the organisation’s kind does not allow, and an unknown organisation', async () => {
    const bank = await entityId(h, 'Northwind Bank');
    const investor = await entityId(h, 'Summit Capital');
    const platform = await entityId(h, 'DealLedger Platform');
    const answer = await create({
      name: 'Mixed Up',
      email: newEmail(),
      roles: [
        { entity_id: bank, role: 'investor_user' },
        { entity_id: investor, role: 'bank_manager' },
        { entity_id: platform, role: 'bank_officer' },
        { entity_id: bank, role: 'super_admin' },
        { entity_id: 999999, role: 'bank_officer' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual([
      'roles.0.role',
      'roles.1.role',
      'roles.2.role',
      'roles.3.role',
      'roles.4.entity_id',
    ]);
  });

  it('creates the user with their roles, mails a set-password link that works, and writes a revision', async () => {
    const bank = await entityId(h, 'Harbor Savings');
    const email = newEmail('new-manager');
    const since = h.smtp.messages.length;
    const answer = await create({
      name: 'Nora New',
      email,
      is_active: true,
      roles: [{ entity_id: bank, role: 'bank_manager' }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const user = answer.json().data;
    expect(user).toMatchObject({
      name: 'Nora New',
      email,
      is_active: true,
      roles: [{ entity_id: bank, entity_kind: 'bank', entity_name: 'Harbor Savings', role: 'bank_manager' }],
    });
    expect(answer.body).not.toContain('password');

    const mail = await h.smtp.waitForMail(email, { since });
    expect(mail.subject).toBe('Set your DealLedger password');
    const link = new URL(mail.links.find((url) => url.includes('token='))!);
    const client = h.freshClient();
    await client.csrfCookie();
    const reset = await client.post('/api/v1/password/reset', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'correct-horse-battery-staple-42',
      password_confirmation: 'correct-horse-battery-staple-42',
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect((await h.freshClient().login(email, 'correct-horse-battery-staple-42')).statusCode).toBe(200);

    const [revision] = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'user'), eq(revisions.targetId, user.id)));
    expect(revision).toMatchObject({ version: 1, before: null, actorId: await myId() });
    expect(revision!.after).toEqual({
      name: 'Nora New',
      email,
      is_active: true,
      roles: [{ entity_id: bank, entity_name: 'Harbor Savings', role: 'bank_manager' }],
    });
  });
});

describe('editing a user', () => {
  it('replaces the roles, writes a revision with before and after, and keeps no password hash in it', async () => {
    const bank = await entityId(h, 'Northwind Bank');
    const investor = await entityId(h, 'Bluewater Pension Fund');
    const created = (
      await create({ name: 'Role Changer', email: newEmail(), roles: [{ entity_id: bank, role: 'bank_officer' }] })
    ).json().data;
    const edited = await (
      await as('super_admin')
    ).patch(`${USERS}/${created.id}`, {
      name: 'Role Changed',
      roles: [{ entity_id: investor, role: 'investor_manager' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.roles).toEqual([
      { entity_id: investor, entity_kind: 'investor', entity_name: 'Bluewater Pension Fund', role: 'investor_manager' },
    ]);
    const [second] = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'user'), eq(revisions.targetId, created.id), eq(revisions.version, 2)));
    expect(second!.before).toMatchObject({ name: 'Role Changer', roles: [{ entity_id: bank, role: 'bank_officer' }] });
    expect(second!.after).toMatchObject({
      name: 'Role Changed',
      roles: [{ entity_id: investor, role: 'investor_manager' }],
    });
    expect(JSON.stringify([second!.before, second!.after])).not.toMatch(/password|scrypt/i);
  });

  it('refuses a role the organisation’s kind does not allow', async () => {
    const platform = await entityId(h, 'DealLedger Platform');
    const created = (await create({ name: 'Kind Check', email: newEmail(), roles: [] })).json().data;
    const answer = await (
      await as('super_admin')
    ).patch(`${USERS}/${created.id}`, {
      roles: [{ entity_id: platform, role: 'investor_user' }],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'roles.0.role': ['This role cannot be held in an organisation of this kind.'],
    });
  });

  it('ends the sessions of a user it deactivates', async () => {
    const bank = await entityId(h, 'Northwind Bank');
    const email = newEmail('leaver');
    const created = (await create({ name: 'Leaver', email, roles: [{ entity_id: bank, role: 'bank_officer' }] })).json()
      .data;
    const leaver = await signInAs(h, created.id, email);
    expect((await leaver.get('/api/v1/user')).statusCode).toBe(200);
    expect((await (await as('super_admin')).patch(`${USERS}/${created.id}`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await leaver.get('/api/v1/user')).statusCode).toBe(401);
    expect((await h.freshClient().login(email)).statusCode).not.toBe(200);
  });

  it('does not let a super_admin deactivate themself or drop their own super_admin role', async () => {
    const admin = await as('super_admin');
    const me = await myId();
    const deactivate = await admin.patch(`${USERS}/${me}`, { is_active: false });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().errors).toEqual({ is_active: ['You cannot deactivate yourself.'] });
    const drop = await admin.patch(`${USERS}/${me}`, { roles: [] });
    expect(drop.statusCode).toBe(422);
    expect(drop.json().errors).toEqual({ roles: ['You cannot remove your own super_admin role.'] });
    const still = (await admin.get(`${USERS}/${me}`)).json().data;
    expect(still).toMatchObject({ is_active: true, roles: [expect.objectContaining({ role: 'super_admin' })] });
  });

  it('keeps one active super_admin when two super_admins remove each other at the same time', async () => {
    const platform = await entityId(h, 'DealLedger Platform');
    const email = newEmail('second-admin');
    const second = (
      await create({ name: 'Second Admin', email, roles: [{ entity_id: platform, role: 'super_admin' }] })
    ).json().data;
    const secondClient = await signInAs(h, second.id, email);
    const first = await as('super_admin');
    const me = await myId();
    const [firstRemovesSecond, secondRemovesFirst] = await Promise.all([
      first.patch(`${USERS}/${second.id}`, { roles: [] }),
      secondClient.patch(`${USERS}/${me}`, { roles: [] }),
    ]);
    const codes = [firstRemovesSecond.statusCode, secondRemovesFirst.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    // Whichever change committed first stands: its maker is the one super_admin left to read the list.
    const survivor = firstRemovesSecond.statusCode === 200 ? first : secondClient;
    const listed = await survivor.get(`${USERS}?role=super_admin&active=true`);
    expect(listed.statusCode).toBe(200);
    const admins = listed.json().data.filter((user: { is_active: boolean }) => user.is_active);
    expect(admins).toHaveLength(1);
  });
});
