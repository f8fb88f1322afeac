/**
 * Who may read and change organisations (spec section 6): platform admins read them;
 * super_admin and dl_admin_maker propose edits, suspensions and reactivations; a platform
 * checker decides them. Each of the seven roles, a user of another bank, a signed-in user
 * without a role and a guest.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { newEntity, proposeEdit, proposeSuspension } from './support.ts';
import { outcomes, PLATFORM_CHECKERS, PLATFORM_MAKERS, PLATFORM_ONLY } from '../../support/role-outcomes.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

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
    const seen = await outcomes(async (person) => {
      const entity = await newEntity(h);
      return (await as(person)).send('PATCH', `${API}/admin/entities/${entity.id}`, {
        body: { version: entity.version, name: `${entity.name} plc` },
      });
    });
    expect(seen).toEqual(PLATFORM_MAKERS);
  });

  it('POST /admin/entities/{id}/suspend: super_admin and dl_admin_maker propose with a reason; nobody else', async () => {
    const seen = await outcomes(async (person) => {
      const entity = await newEntity(h);
      return (await as(person)).post(`${API}/admin/entities/${entity.id}/suspend`, { reason: 'Licence withdrawn.' });
    });
    expect(seen).toEqual(PLATFORM_MAKERS);
  });

  it('POST /admin/entities/{id}/reactivate: super_admin and dl_admin_maker propose; nobody else', async () => {
    const seen = await outcomes(async (person) => {
      const entity = await newEntity(h, 'investor', 'suspended');
      return (await as(person)).post(`${API}/admin/entities/${entity.id}/reactivate`);
    });
    expect(seen).toEqual(PLATFORM_MAKERS);
  });

  it('POST /pending-actions/{id}/approve of an edit: dl_admin_checker and a super_admin who did not make it', async () => {
    const seen = await outcomes(async (person) => {
      const entity = await newEntity(h);
      const action = await proposeEdit(await as('dl_admin_maker'), entity.id, {
        version: entity.version,
        phone: '+44 117 999 9999',
      });
      return (await as(person)).post(`${API}/pending-actions/${action}/approve`);
    });
    expect(seen).toEqual(PLATFORM_CHECKERS);
  });

  it('POST /pending-actions/{id}/reject of a suspension: dl_admin_checker and a super_admin who did not make it', async () => {
    const seen = await outcomes(async (person) => {
      const entity = await newEntity(h);
      const action = await proposeSuspension(await as('dl_admin_maker'), entity.id);
      return (await as(person)).post(`${API}/pending-actions/${action}/reject`, { reason: 'Not proven.' });
    });
    expect(seen).toEqual(PLATFORM_CHECKERS);
  });
});
