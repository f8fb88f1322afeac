/**
 * A JSON body that is not an object (null, a number, a string, a list) is refused in the documented
 * shape on every route that takes one; a guest on a route for signed-in users is refused 401 first.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../support/api-harness.ts';
import { apiOperations, concretePath, forSignedIn } from '../../support/api-operations.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';

const NOT_OBJECTS = ['null', '42', '"text"', '[]', '[{}]', 'true'];

describe('bodies that are not JSON objects', () => {
  const h = useApiHarness({ config: { apiDocs: true } });

  it('answers 422 naming the body, for a guest and for a signed-in user, on every route with a body (401 for a guest where signing in is needed)', async () => {
    const admin = await signIn(h, DEMO.superAdmin.email);
    const guest = h.freshClient();
    await guest.csrfCookie();
    const operations = apiOperations(h.t.app).filter((operation) => operation.body);
    expect(operations.length).toBeGreaterThanOrEqual(19);
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = concretePath(operation.path, {});
      for (const client of [guest, admin]) {
        for (const body of NOT_OBJECTS) {
          const answer = await client.send(operation.method, url, {
            body,
            headers: { 'content-type': 'application/json' },
          });
          const json = answer.json();
          const refused =
            client === guest && forSignedIn(operation)
              ? answer.statusCode === 401 && json.message === 'Unauthenticated.'
              : answer.statusCode === 422 &&
                json.message === 'The request body must be a JSON object.' &&
                json.errors?.request?.length === 1;
          if (!refused) wrong.push(`${operation.method} ${url} ${body}: ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
