/**
 * Who may read and change organisations (spec section 6): platform admins read them;
 * super_admin and dl_admin_maker propose edits, suspensions and reactivations; a platform
 * checker decides them. Each of the seven roles, a user of another bank, a signed-in user
 * without a role and a guest.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { newEntity, proposeEdit, proposeSuspension } from './support.ts';
import { EVERYONE, people, type Person } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

type Expected = Record<Person, number>;
const PLATFORM_ONLY: Expected = {
  super_admin: 200,
  dl_admin_maker: 200,
  dl_admin_checker: 200,
  bank_officer: 403,
  bank_manager: 403,
  investor_user: 403,
  investor_manager: 403,
  other_bank_officer: 403,
  other_bank_manager: 403,
  no_role: 403,
  guest: 401,
};
const MAKERS_ONLY: Expected = { ...PLATFORM_ONLY, super_admin: 202, dl_admin_maker: 202, dl_admin_checker: 403 };
/** Bank users do not see platform actions at all; investors and users without a role have no desk. */
const PLATFORM_CHECKERS: Expected = {
  super_admin: 200,
  dl_admin_maker: 403,
  dl_admin_checker: 200,
  bank_officer: 404,
  bank_manager: 404,
  investor_user: 403,
  investor_manager: 403,
  other_bank_officer: 404,
  other_bank_manager: 404,
  no_role: 403,
  guest: 401,
};

async function outcomes(act: (person: Person) => Promise<{ statusCode: number }>): Promise<Expected> {
  const seen = {} as Expected;
  for (const person of EVERYONE) seen[person] = (await act(person)).statusCode;
  return seen;
}

describe('organisation endpoints by role', () => {
  it('GET /admin/entities: platform admins only', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/admin/entities`))).toEqual(PLATFORM_ONLY);
  });

  it('GET /admin/entities/{id}: platform admins only; an unknown id is 404', async () => {
    const entity = await newEntity(h, 'investor');
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/admin/entities/${entity.id}`))).toEqual(
      PLATFORM_ONLY,
    );
    expect((await (await as('dl_admin_checker')).get(`${API}/admin/entities/99999999`)).statusCode).toBe(404);
  });

  it('PATCH /admin/entities/{id}: super_admin and dl_admin_maker propose an edit; nobody else', async () => {
    const seen = {} as Expected;
    for (const person of EVERYONE) {
      const entity = await newEntity(h);
      const response = await (
        await as(person)
      ).send('PATCH', `${API}/admin/entities/${entity.id}`, {
        body: { version: entity.version, name: `${entity.name} plc` },
      });
      seen[person] = response.statusCode;
    }
    expect(seen).toEqual(MAKERS_ONLY);
  });

  it('POST /admin/entities/{id}/suspend: super_admin and dl_admin_maker propose with a reason; nobody else', async () => {
    const seen = {} as Expected;
    for (const person of EVERYONE) {
      const entity = await newEntity(h);
      seen[person] = (
        await (await as(person)).post(`${API}/admin/entities/${entity.id}/suspend`, { reason: 'Licence withdrawn.' })
      ).statusCode;
    }
    expect(seen).toEqual(MAKERS_ONLY);
  });

  it('POST /admin/entities/{id}/reactivate: super_admin and dl_admin_maker propose; nobody else', async () => {
    const seen = {} as Expected;
    for (const person of EVERYONE) {
      const entity = await newEntity(h, 'investor', 'suspended');
      seen[person] = (await (await as(person)).post(`${API}/admin/entities/${entity.id}/reactivate`)).statusCode;
    }
    expect(seen).toEqual(MAKERS_ONLY);
  });

  it('POST /pending-actions/{id}/approve of an edit: dl_admin_checker and a super_admin who did not make it', async () => {
    const seen = {} as Expected;
    for (const person of EVERYONE) {
      const entity = await newEntity(h);
      const action = await proposeEdit(await as('dl_admin_maker'), entity.id, {
        version: entity.version,
        phone: '+44 117 999 9999',
      });
      seen[person] = (await (await as(person)).post(`${API}/pending-actions/${action}/approve`)).statusCode;
    }
    expect(seen).toEqual(PLATFORM_CHECKERS);
  });

  it('POST /pending-actions/{id}/reject of a suspension: dl_admin_checker and a super_admin who did not make it', async () => {
    const seen = {} as Expected;
    for (const person of EVERYONE) {
      const entity = await newEntity(h);
      const action = await proposeSuspension(await as('dl_admin_maker'), entity.id);
      seen[person] = (
        await (await as(person)).post(`${API}/pending-actions/${action}/reject`, { reason: 'Not proven.' })
      ).statusCode;
    }
    expect(seen).toEqual(PLATFORM_CHECKERS);
  });
});
