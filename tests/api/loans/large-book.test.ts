/** `npm run seed -- --loans N`: N more loans for the demo banks, in every status, with their history, and unique references. */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, pendingActions, revisions } from '../../../server/db/schema/index.ts';
import { seedLargeBook } from '../../../server/db/seed/seed-loans.ts';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { useApiHarness } from '../../support/api-harness.ts';

const h = useApiHarness();

describe('the large book', () => {
  it('adds exactly N loans across both demo banks, each with a revision per version', async () => {
    const [before] = await h.t.db.select({ n: count() }).from(loans);
    expect(await h.t.db.transaction((tx) => seedLargeBook(tx, 1001))).toBe(1001);
    const [after] = await h.t.db.select({ n: count() }).from(loans);
    expect(after!.n - before!.n).toBe(1001);

    const byStatus = await h.t.db.select({ status: loans.status, n: count() }).from(loans).groupBy(loans.status);
    expect(new Set(byStatus.map((row) => row.status))).toEqual(new Set(LOAN_STATUSES));
    const [duplicates] = await h.t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from (select bank_id, lower(loan_ref) from loans group by 1, 2 having count(*) > 1) d`,
      )
      .then((result) => result.rows);
    expect(duplicates!.n).toBe(0);
    // Every loan's history reaches its current version.
    const [gaps] = await h.t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ${loans} l where (select count(*) from ${revisions} r where r.target_type = 'loan' and r.target_id = l.id) <> l.version`,
      )
      .then((result) => result.rows);
    expect(gaps!.n).toBe(0);
    const [waiting] = await h.t.db
      .select({ n: count() })
      .from(pendingActions)
      .where(eq(pendingActions.status, 'pending'));
    expect(waiting!.n).toBeGreaterThan(0);
  });
});
