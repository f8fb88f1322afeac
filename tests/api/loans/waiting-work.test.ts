/**
 * Where waiting four-eyes work is found: the bank summary per kind of record (loans, batches, proposal
 * acceptances), the lists each kind leads to (loans with a change waiting, batches awaiting the viewer,
 * proposals whose acceptance waits), a batch's decision with names, and who else could decide a change.
 */
import { and, countDistinct, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, pendingActions } from '../../../server/db/schema/index.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { entityId, freshListedLoans, validTerms } from '../../support/trading.ts';
import { API } from '../../support/api-harness.ts';
import { people } from '../../support/signed-in-people.ts';
import { newLoan } from '../../support/valid-loan.ts';

const h = useApiHarness();
const as = people(h);
const listed = freshListedLoans(h);

const waitingOf = async (bankId: number, targetType: string) =>
  (
    await h.t.db
      .select({ n: countDistinct(pendingActions.targetId) })
      .from(pendingActions)
      .where(
        and(
          eq(pendingActions.scopeEntityId, bankId),
          eq(pendingActions.targetType, targetType),
          eq(pendingActions.status, 'pending'),
        ),
      )
  )[0]!.n;

describe('waiting four-eyes work', () => {
  it('the bank summary counts what waits per kind of record, and the lists each kind leads to hold the same', async () => {
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    const manager = await as('bank_manager');
    const officer = await as('bank_officer');
    const summary = (await manager.get(`${API}/bank/summary`)).json().data;
    const byKind = Object.fromEntries(
      summary.approvals_by_kind.map((row: { kind: string }) => [row.kind, row]),
    ) as Record<string, { waiting: number; awaiting_me: number }>;
    expect(Object.keys(byKind)).toEqual(['loan', 'batch', 'proposal']);
    expect(byKind['loan']!.waiting).toBe(await waitingOf(northwind, 'loan'));
    expect(byKind['batch']!.waiting).toBe(await waitingOf(northwind, 'batch'));
    expect(byKind['batch']!.waiting).toBeGreaterThan(0);

    const loansWaiting = (await officer.get(`${API}/loans?pending_change=true`)).json().meta.total;
    expect(loansWaiting).toBe(byKind['loan']!.waiting);
    const loansForMe = (await manager.get(`${API}/loans?awaiting_approval=true`)).json().meta.total;
    expect(loansForMe).toBe(byKind['loan']!.awaiting_me);
    const batchesForMe = (await manager.get(`${API}/batches?awaiting_approval=true`)).json();
    expect(batchesForMe.meta.total).toBe(byKind['batch']!.awaiting_me);
    expect(batchesForMe.data.every((batch: { status: string }) => batch.status === 'pending_approval')).toBe(true);
    // Nothing awaits an officer's approval: they decide no batch.
    expect((await officer.get(`${API}/batches?awaiting_approval=true`)).json().meta.total).toBe(0);

    const officerSummary = (await officer.get(`${API}/bank/summary`)).json().data;
    for (const row of officerSummary.approvals_by_kind) expect(row.awaiting_me).toBe(0);
  });

  it('lists the proposals whose acceptance waits for a manager, to the bank only', async () => {
    const loanId = await listed('Northwind Bank');
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const proposed = await investor.post(`${API}/proposals`, { loan_id: loanId, ...validTerms() });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().data.id as number;
    const waitingIds = async (who: typeof officer) =>
      (await who.get(`${API}/proposals?awaiting_acceptance=true&per_page=100`))
        .json()
        .data.map((one: { id: number }) => one.id);
    expect(await waitingIds(officer)).not.toContain(id);
    expect((await officer.post(`${API}/proposals/${id}/accept`)).statusCode).toBe(202);
    expect(await waitingIds(officer)).toContain(id);
    expect(await waitingIds(investor)).toEqual([]);
  });

  it('names who submitted and who rejected a batch, with the reason, in the batch list', async () => {
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    const [demo] = await h.t.db
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.bankId, northwind), eq(batches.status, 'pending_approval')));
    const [action] = await h.t.db
      .select({ id: pendingActions.id })
      .from(pendingActions)
      .where(and(eq(pendingActions.targetType, 'batch'), eq(pendingActions.targetId, demo!.id)));
    const manager = await as('bank_manager');
    const rejected = await manager.post(`${API}/pending-actions/${action!.id}/reject`, { reason: 'Stale tape.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const listed = (await (await as('bank_officer')).get(`${API}/batches?status=rejected`)).json().data;
    expect(listed.find((batch: { id: number }) => batch.id === demo!.id).pending_action).toMatchObject({
      status: 'rejected',
      maker_name: 'Oliver Officer',
      checker_name: 'Nora Manager',
      reason: 'Stale tape.',
    });
  });

  it('says how many others could decide a change: none for the only manager’s own', async () => {
    const officer = await as('bank_officer');
    const manager = await as('other_bank_manager');
    const byOfficer = (await officer.post(`${API}/loans`, newLoan())).json().data.id as number;
    const submitted = (await officer.post(`${API}/loans/${byOfficer}/submit`)).json().pending_action;
    expect(submitted.checkers_available).toBe(1);
    const byManager = (await manager.post(`${API}/loans`, newLoan())).json().data.id as number;
    const own = (await manager.post(`${API}/loans/${byManager}/submit`)).json().pending_action;
    expect(own.checkers_available).toBe(0);
    const onPage = (await manager.get(`${API}/loans/${byManager}`)).json().data.pending_actions[0];
    expect(onPage.checkers_available).toBe(0);
  });
});
