/**
 * User administration is for super_admins only (spec section 6): each of the seven roles, a user
 * of another bank, a signed-in user without a role and a guest, on every endpoint.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../support/api-harness.ts';
import { entityId, newEmail, USERS } from './support.ts';
import { DEMO } from '../../support/demo-people.ts';
import { ONLY_SUPER_ADMIN, outcomes } from '../../support/role-outcomes.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

async function demoUserId(email: string): Promise<number> {
  const found = await (await as('super_admin')).get(`${USERS}?search=${encodeURIComponent(email)}`);
  return found.json().data[0].id;
}

describe('user administration by role', () => {
  it('GET /admin/users: only a super_admin', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(USERS))).toEqual(ONLY_SUPER_ADMIN(200));
  });

  it('GET /admin/users/{id}: only a super_admin', async () => {
    const id = await demoUserId(DEMO.northwindOfficer.email);
    expect(await outcomes(async (person) => (await as(person)).get(`${USERS}/${id}`))).toEqual(ONLY_SUPER_ADMIN(200));
    expect((await (await as('super_admin')).get(`${USERS}/999999`)).statusCode).toBe(404);
  });

  it('POST /admin/users: only a super_admin, and only the super_admin’s attempt creates a user', async () => {
    const bank = await entityId(h, 'Northwind Bank');
    const emails: string[] = [];
    const seen = await outcomes(async (person) => {
      const email = newEmail(person);
      emails.push(email);
      return (await as(person)).post(USERS, {
        name: `Made by ${person}`,
        email,
        is_active: true,
        roles: [{ entity_id: bank, role: 'bank_officer' }],
      });
    });
    expect(seen).toEqual(ONLY_SUPER_ADMIN(201));
    const admin = await as('super_admin');
    const found = await Promise.all(
      emails.map(async (email) => (await admin.get(`${USERS}?search=${encodeURIComponent(email)}`)).json().meta.total),
    );
    expect(found.reduce((sum, total) => sum + total, 0)).toBe(1);
  });

  it('PATCH /admin/users/{id}: only a super_admin, and the refused edits change nothing', async () => {
    const id = await demoUserId(DEMO.bluewaterAnalyst.email);
    const seen = await outcomes(async (person) =>
      (await as(person)).patch(`${USERS}/${id}`, { name: `Renamed by ${person}` }),
    );
    expect(seen).toEqual(ONLY_SUPER_ADMIN(200));
    expect((await (await as('super_admin')).get(`${USERS}/${id}`)).json().data.name).toBe('Renamed by super_admin');
  });

  it('needs the CSRF token to write', async () => {
    const admin = await as('super_admin');
    const answer = await admin.send('POST', USERS, {
      body: { name: 'No token', email: newEmail(), roles: [] },
      xsrf: false,
    });
    expect(answer.statusCode).toBe(419);
  });
});

describe('GET /admin/users: search, filters and pages', () => {
  it('finds users by part of the name or e-mail, case-insensitively', async () => {
    const admin = await as('super_admin');
    const byEmail = (await admin.get(`${USERS}?search=NORTHWIND`)).json();
    expect(byEmail.data.map((user: { email: string }) => user.email).sort()).toEqual([
      DEMO.northwindManager.email,
      DEMO.northwindOfficer.email,
    ]);
  });

  it('filters by organisation and role, each user with their role assignments', async () => {
    const admin = await as('super_admin');
    const summit = await entityId(h, 'Summit Capital');
    const answer = (await admin.get(`${USERS}?entity_id=${summit}&role=investor_manager`)).json();
    expect(answer.data.map((user: { email: string }) => user.email)).toEqual([DEMO.summitDirector.email]);
    expect(answer.data[0].roles).toEqual([
      { entity_id: summit, entity_kind: 'investor', entity_name: 'Summit Capital', role: 'investor_manager' },
    ]);
  });

  it('filters by active or not and pages through the rest', async () => {
    const admin = await as('super_admin');
    const inactive = newEmail('inactive');
    expect(
      (await admin.post(USERS, { name: 'Dormant Person', email: inactive, is_active: false, roles: [] })).statusCode,
    ).toBe(201);
    const onlyInactive = (await admin.get(`${USERS}?active=false&per_page=100`)).json();
    expect(onlyInactive.data.map((user: { email: string }) => user.email)).toContain(inactive);
    expect(onlyInactive.data.every((user: { is_active: boolean }) => !user.is_active)).toBe(true);
    const active = (await admin.get(`${USERS}?active=true&per_page=100`)).json();
    expect(active.data.map((user: { email: string }) => user.email)).not.toContain(inactive);
    const first = (await admin.get(`${USERS}?per_page=25&page=1`)).json();
    const second = (await admin.get(`${USERS}?per_page=25&page=2`)).json();
    expect(first.meta).toMatchObject({ page: 1, per_page: 25 });
    expect(second.data.map((user: { id: number }) => user.id)).not.toContain(first.data[0].id);
    expect((await admin.get(`${USERS}?per_page=7`)).statusCode).toBe(422);
  });
});
