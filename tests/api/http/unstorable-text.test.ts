/**
 * NUL and unpaired surrogates, which no database column can hold, anywhere in a query string or
 * a JSON body (nested values kept in JSON columns too): a 422 naming the field, nothing written.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deals,
  entities,
  pendingActions,
  proposals,
  registrationRequests,
  revisions,
  users,
} from '../../../server/db/schema/index.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';

const UNSTORABLE = ['\u0000', '\ud800', '\udc00', 'x\udfffy'];
const refusal = (field: string) => ({
  [field]: [`The ${field.replace(/_/g, ' ')} field contains characters that are not allowed.`],
});

describe('characters no column can hold', () => {
  const h = useApiHarness();

  it.each([
    ['/api/v1/loans', DEMO.northwindOfficer.email],
    ['/api/v1/admin/users', DEMO.superAdmin.email],
    ['/api/v1/registration-requests', DEMO.superAdmin.email],
    ['/api/v1/admin/entities', DEMO.superAdmin.email],
    ['/api/v1/marketplace/loans', DEMO.summitAnalyst.email],
    ['/api/v1/marketplace/summary', DEMO.summitAnalyst.email],
    ['/api/v1/marketplace/loans.csv', DEMO.summitAnalyst.email],
  ])('refuses a NUL in the search filter of %s with 422, before any byte of an answer', async (path, email) => {
    const client = await signIn(h, email);
    const answer = await client.get(`${path}?search=ab%00cd`);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.json().errors).toEqual(refusal('search'));
  });

  it.each(UNSTORABLE)(
    'refuses %j in a user name, an organisation field and every reason, and writes nothing',
    async (bad) => {
      const admin = await signIn(h, DEMO.superAdmin.email);
      const db = h.t.db;
      const revisionsBefore = await db.$count(revisions);
      const actionsBefore = await db.$count(pendingActions);
      const [user] = await db.select().from(users).where(eq(users.email, DEMO.harborOfficer.email));
      const [entity] = await db.select().from(entities).where(eq(entities.name, 'Harbor Savings'));
      const [action] = await db.select().from(pendingActions).where(eq(pendingActions.status, 'pending')).limit(1);
      const [request] = await db
        .select()
        .from(registrationRequests)
        .where(eq(registrationRequests.status, 'pending'))
        .limit(1);
      const [proposal] = await db.select().from(proposals).where(eq(proposals.status, 'submitted')).limit(1);
      const [deal] = await db
        .select()
        .from(deals)
        .where(and(eq(deals.status, 'pending_settlement')))
        .limit(1);

      const attempts: [string, string, string, Record<string, unknown>][] = [
        ['PATCH', `/api/v1/admin/users/${user!.id}`, 'name', { name: `Kim${bad}Lee` }],
        [
          'PATCH',
          `/api/v1/admin/entities/${entity!.id}`,
          'address',
          { version: entity!.version, address: `1 Quay${bad} Street` },
        ],
        ['POST', `/api/v1/admin/entities/${entity!.id}/suspend`, 'reason', { reason: `Licence${bad}` }],
        ['POST', `/api/v1/pending-actions/${action!.id}/reject`, 'reason', { reason: `No${bad}` }],
        ['POST', `/api/v1/registration-requests/${request!.id}/reject`, 'reason', { reason: `No${bad}` }],
        ['POST', `/api/v1/proposals/${proposal!.id}/reject`, 'reason', { reason: `No${bad}` }],
        ['POST', `/api/v1/deals/${deal!.id}/cancel`, 'reason', { reason: `No${bad}` }],
      ];
      for (const [method, url, field, body] of attempts) {
        const answer = await admin.send(method as 'POST', url, { body });
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(422);
        expect(Object.keys(answer.json().errors), url).toEqual([field]);
      }
      const nested = await admin.send('PATCH', `/api/v1/admin/users/${user!.id}`, {
        body: { roles: [{ entity_id: entity!.id, role: `bank${bad}` }] },
      });
      expect(nested.statusCode, nested.body).toBe(422);
      expect(Object.keys(nested.json().errors)).toEqual(['roles.0.role']);

      const [after] = await db.select().from(users).where(eq(users.id, user!.id));
      expect(after!.name).toBe(user!.name);
      expect(await db.$count(revisions)).toBe(revisionsBefore);
      expect(await db.$count(pendingActions)).toBe(actionsBefore);
      expect(
        (
          await db.execute(
            sql`select count(*)::int as n from pending_actions where status <> 'pending' and id = ${action!.id}`,
          )
        ).rows[0],
      ).toEqual({ n: 0 });
    },
  );

  it('names an unstorable character in a field name after the object holding it', async () => {
    const admin = await signIn(h, DEMO.superAdmin.email);
    const answer = await admin.send('PATCH', '/api/v1/admin/users/1', { body: { ['na\u0000me']: 'x' } });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toMatchObject(refusal('request'));
    expect(answer.body).not.toContain('\\u0000');
  });
});
