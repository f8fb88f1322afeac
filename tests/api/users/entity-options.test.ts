/**
 * GET /admin/entity-options: the organisations the user form assigns roles in, for super_admins
 * only; every organisation with its kind, the platform first, then banks and investors by name.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../../server/db/schema/index.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { ONLY_SUPER_ADMIN, outcomes } from '../../support/role-outcomes.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);
const OPTIONS = '/api/v1/admin/entity-options';

const KIND_ORDER = { dladminprofile: 0, bank: 1, investor: 2 } as const;
type Option = { id: number; name: string; kind: keyof typeof KIND_ORDER };

describe('GET /admin/entity-options', () => {
  it('answers only a super_admin: 401 for a guest, 403 for every other role and a user without one', async () => {
    expect(await outcomes(async (person) => (await as(person)).get(OPTIONS))).toEqual(ONLY_SUPER_ADMIN(200));
  });

  it('lists every organisation once with its id, name and kind, the platform first, then banks and investors by name', async () => {
    const answer = await (await as('super_admin')).get(OPTIONS);
    const options = answer.json().data as Option[];
    const stored = await h.t.db.select({ id: entities.id, name: entities.name, kind: entities.kind }).from(entities);
    expect([...options].sort((a, b) => a.id - b.id)).toEqual([...stored].sort((a, b) => a.id - b.id));
    const expectedOrder = [...stored].sort(
      (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name) || a.id - b.id,
    );
    expect(options.map((option) => option.id)).toEqual(expectedOrder.map((option) => option.id));
    expect(options.map((option) => option.name)).toEqual(
      expect.arrayContaining(['DealLedger Platform', 'Northwind Bank', 'Harbor Savings', 'Summit Capital']),
    );
    expect(Object.keys(options[0]!).sort()).toEqual(['id', 'kind', 'name']);
  });
});
