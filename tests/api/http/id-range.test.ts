/**
 * Record ids past PostgreSQL's integer range: "not found" in a path, a 422 naming the field in a
 * query string or a body, never a database error. Every route with an id in its path is walked.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../support/api-harness.ts';
import { apiOperations, concretePath, idParameters } from '../../support/api-operations.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';

const PAST_RANGE = ['2147483648', '99999999999999999999'];
/** A well-formed value for the other path parameters, so only the id is wrong. */
const OTHER_PARAMETERS: Record<string, string> = { hash: 'a'.repeat(40) };

describe('ids past the database range', () => {
  const h = useApiHarness({ config: { apiDocs: true } });

  it('answers 404 for every route with an id in its path', async () => {
    const admin = await signIn(h, DEMO.superAdmin.email);
    const operations = apiOperations(h.t.app).filter((operation) => idParameters(operation).length > 0);
    expect(operations.length).toBeGreaterThanOrEqual(34);
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const parameter of idParameters(operation)) {
        for (const id of PAST_RANGE) {
          const url = concretePath(operation.path, { ...OTHER_PARAMETERS, id: '1', [parameter.name]: id });
          const answer = await admin.send(operation.method, url, operation.body ? { body: {} } : {});
          if (answer.statusCode !== 404 || answer.json().message !== 'Not found.')
            wrong.push(`${operation.method} ${url}: ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the field of an id in a body or a query string', async () => {
    const investor = await signIn(h, DEMO.summitAnalyst.email);
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const admin = await signIn(h, DEMO.superAdmin.email);
    const tooLarge = (field: string) => ({
      [field]: [`The ${field.replace(/_/g, ' ')} field must not be greater than 2147483647.`],
    });

    const proposal = await investor.post('/api/v1/proposals', {
      loan_id: 2147483648,
      price_pct: '97.000',
      settlement_date: '2030-01-01',
      valid_until: '2029-12-01',
    });
    expect(proposal.statusCode, proposal.body).toBe(422);
    expect(proposal.json().errors).toMatchObject(tooLarge('loan_id'));

    const queries: [typeof admin, string, string][] = [
      [officer, '/api/v1/loans', 'bank_id'],
      [officer, '/api/v1/bank/summary', 'bank_id'],
      [investor, '/api/v1/proposals', 'loan_id'],
      [investor, '/api/v1/marketplace/loans', 'bank_id'],
      [admin, '/api/v1/admin/users', 'entity_id'],
      [admin, '/api/v1/pending-actions', 'maker_id'],
      [admin, '/api/v1/pending-actions', 'target_id'],
      [admin, '/api/v1/revisions?target_type=loan', 'target_id'],
    ];
    for (const [client, path, field] of queries) {
      const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}${field}=2147483648`);
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(422);
      expect(answer.json().errors, path).toEqual(tooLarge(field));
    }
  });
});
