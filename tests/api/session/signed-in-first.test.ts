/**
 * A guest on a route for signed-in users gets 401 before anything it sent is read: a body that is
 * not valid, an id past the range or a query the schema refuses all get the same 401 a well-formed
 * request gets, so a guest learns nothing of the schemas. Routes open to guests still validate.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../support/api-harness.ts';
import { apiOperations, concretePath, forSignedIn, idParameters } from '../../support/api-operations.ts';

/** Wrong in every way a schema could notice: the ids past the range, unknown values, a body of the wrong shape. */
const PAST_RANGE = '2147483648';
const BAD_QUERY = 'page=0&per_page=7&sort=nothing&bank_id=x&target_type=nothing&target_id=x';
const BAD_BODY = { price_pct: 97, reason: 1, name: [], version: 'x' };

describe('routes for signed-in users', () => {
  const h = useApiHarness({ config: { apiDocs: true } });

  it('refuse a guest with 401 before validating what it sent', async () => {
    const guest = h.freshClient();
    await guest.csrfCookie();
    const operations = apiOperations(h.t.app).filter(forSignedIn);
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const operation of operations) {
      const ids = Object.fromEntries(idParameters(operation).map((parameter) => [parameter.name, PAST_RANGE]));
      const url = `${concretePath(operation.path, ids)}?${BAD_QUERY}`;
      const answer = await guest.send(operation.method, url, operation.method === 'GET' ? {} : { body: BAD_BODY });
      const refused = answer.statusCode === 401 && answer.json().message === 'Unauthenticated.';
      if (!refused) wrong.push(`${operation.method} ${url}: ${answer.statusCode} ${answer.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leave the routes open to guests validating as before', async () => {
    const guest = h.freshClient();
    await guest.csrfCookie();
    const answer = await guest.post('/api/v1/auth/login', { email: 'not an address' });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toHaveProperty('email');
  });
});
