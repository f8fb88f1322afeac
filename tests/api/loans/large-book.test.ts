/**
 * `npm run seed -- --loans N`: N more loans for the demo banks, in every status, with their history, and unique references;
 * with `--listed` every one listed, with what listing it through four eyes leaves behind.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, pendingActions, revisions } from '../../../server/db/schema/index.ts';
import { seedLargeBook } from '../../../server/db/seed/seed-loans.ts';
import { snapshotOf } from '../../../server/db/loan-snapshot.ts';
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { validateLoan } from '../../../src/domain/loans/validate.ts';
import { LOAN_INPUT_FIELDS, LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { useApiHarness } from '../../support/api-harness.ts';

const h = useApiHarness();

describe('the large book', () => {
  it('adds exactly N loans across both demo banks, each with a revision per version', async () => {
    const [before] = await h.t.db.select({ n: count() }).from(loans);
    expect(await seedLargeBook(h.t.db, 1001)).toBe(1001);
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

  it('lists every loan with --listed: valid loans, each with its submit and list actions and a snapshot per version', async () => {
    const [last] = await h.t.db.select({ id: sql<number>`max(${loans.id})` }).from(loans);
    expect(await seedLargeBook(h.t.db, 400, 'listed')).toBe(400);
    const added = await h.t.db.select().from(loans).where(gt(loans.id, last!.id));
    expect(added).toHaveLength(400);
    expect(new Set(added.map((loan) => loan.status))).toEqual(new Set(['listed']));
    expect(added.every((loan) => loan.version === 3 && loan.listedAt && loan.askingPricePct && loan.bidDeadline)).toBe(
      true,
    );
    expect(new Set(added.map((loan) => loan.region)).size).toBeGreaterThan(20);
    expect(new Set(added.map((loan) => loan.accountStatus)).size).toBe(4);

    const actions = await h.t.db
      .select({ targetId: pendingActions.targetId, type: pendingActions.actionType, status: pendingActions.status })
      .from(pendingActions)
      .where(and(eq(pendingActions.targetType, 'loan'), gt(pendingActions.targetId, last!.id)));
    const decided = actions.filter((action) => action.status === 'approved');
    expect(decided.filter((action) => action.type === 'loan.submit')).toHaveLength(400);
    expect(decided.filter((action) => action.type === 'loan.list')).toHaveLength(400);
    expect(actions.filter((action) => action.status === 'pending').every((a) => a.type === 'loan.withdraw')).toBe(true);

    const latest = await h.t.db
      .select({ targetId: revisions.targetId, after: revisions.after, pendingActionId: revisions.pendingActionId })
      .from(revisions)
      .where(and(eq(revisions.targetType, 'loan'), eq(revisions.version, 3), gt(revisions.targetId, last!.id)));
    expect(latest).toHaveLength(400);
    const byId = new Map(added.map((loan) => [loan.id, loan]));
    for (const revision of latest) {
      // What the list revision recorded is the loan as it stands, as the application would have written it.
      expect(revision.after).toEqual(snapshotOf(byId.get(revision.targetId)!));
      expect(revision.pendingActionId).not.toBeNull();
    }
    for (const loan of added.slice(0, 100)) {
      const input = Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, snapshotOf(loan)[field]]));
      const result = validateLoan(input, { today: todayIso() });
      expect({ ref: loan.loanRef, errors: result.errors }).toEqual({ ref: loan.loanRef, errors: {} });
    }
  });
});
