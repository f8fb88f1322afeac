/**
 * Agreed terms are fixed (DOMAIN.md): a listed or under-offer loan's data is not edited, a
 * withdrawn listing closes its open proposals with a reason the investor reads, and the deal
 * is made at exactly the price and amount the bank accepted and the investor confirmed, or
 * refused with a 409 that leaves nothing behind. Every deal starts its history at version 1.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, loans, pendingActions, revisions } from '../../../server/db/schema/index.ts';
import { eventKinds, loanRow, proposalRow, useProposalFile } from './support.ts';
import { acceptThroughFourEyes, CONFIRMED, expectStatus, submit } from '../../support/trading.ts';
import { API } from '../../support/api-harness.ts';

const { h, as, listed } = useProposalFile();

async function loanWithPrincipal(principal: string): Promise<number> {
  const id = await listed();
  await h.t.db.update(loans).set({ currentPrincipal: principal }).where(eq(loans.id, id));
  return id;
}

async function dealsOn(loanId: number) {
  return h.t.db.select().from(deals).where(eq(deals.loanId, loanId));
}

describe('agreed terms are fixed', () => {
  it('refuses to edit a listed loan, directly or through a checker, so the terms proposals were priced on stay', async () => {
    const officer = await as('bank_officer');
    const loanId = await loanWithPrincipal('250000.00');
    await submit(await as('investor_user'), loanId, { price_pct: '98.000' });

    const edit = await officer.send('PATCH', `${API}/loans/${loanId}`, { body: { current_principal: '200000.00' } });
    expectStatus(edit, 409);
    expect(edit.json().message).toBe(
      'A listed loan cannot be edited: investors priced their proposals on its data. Withdraw the listing first; that closes its open proposals.',
    );
    expect((await loanRow(h, loanId)).currentPrincipal).toBe('250000.00');
    const pendingEdits = await h.t.db
      .select()
      .from(pendingActions)
      .where(and(eq(pendingActions.targetId, loanId), eq(pendingActions.actionType, 'loan.edit')));
    expect(pendingEdits).toEqual([]);
    expect((await officer.get(`${API}/loans/${loanId}`)).json().data.can.edit).toBe(false);
  });

  it('refuses to edit a loan under offer', async () => {
    const officer = await as('bank_officer');
    const loanId = await loanWithPrincipal('250000.00');
    const proposal = await submit(await as('investor_user'), loanId);
    await acceptThroughFourEyes(officer, await as('bank_manager'), proposal.id);

    const edit = await officer.send('PATCH', `${API}/loans/${loanId}`, { body: { current_principal: '200000.00' } });
    expectStatus(edit, 409);
    expect(edit.json().message).toBe(
      'A loan under offer cannot be edited: the accepted proposal was priced on its data.',
    );
  });

  it('closes every open proposal when the listing is withdrawn, with the reason the investor reads and no staff name', async () => {
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const investor = await as('investor_user');
    const loanId = await loanWithPrincipal('250000.00');
    const offered = await submit(investor, loanId, { price_pct: '98.000' });
    const countered = await submit(await as('other_investor'), loanId, { price_pct: '96.000' });
    expectStatus(await officer.post(`${API}/proposals/${countered.id}/counter`, { price_pct: '97.000' }), 200);
    // An acceptance waiting for a manager must not survive the listing it was asked on.
    const asked = await officer.post(`${API}/proposals/${offered.id}/accept`);
    expectStatus(asked, 202);
    const acceptanceId = asked.json().data.pending_action_id;

    const withdrawal = await officer.post(`${API}/loans/${loanId}/withdraw`);
    expectStatus(withdrawal, 202);
    const [action] = await h.t.db
      .select({ id: pendingActions.id })
      .from(pendingActions)
      .where(
        and(
          eq(pendingActions.targetId, loanId),
          eq(pendingActions.actionType, 'loan.withdraw'),
          eq(pendingActions.status, 'pending'),
        ),
      );
    expect(withdrawal.json().pending_action.id).toBe(action!.id);
    expectStatus(await manager.post(`${API}/pending-actions/${action!.id}/approve`), 200);

    expect((await loanRow(h, loanId)).status).toBe('withdrawn');
    for (const id of [offered.id, countered.id]) {
      const row = await proposalRow(h, id);
      expect(row).toMatchObject({ status: 'expired', rejectionReason: 'The bank withdrew the listing.' });
      expect((await eventKinds(h, id)).at(-1)).toBe('expired');
      const [revision] = await h.t.db
        .select()
        .from(revisions)
        .where(
          and(eq(revisions.targetType, 'proposal'), eq(revisions.targetId, id), eq(revisions.version, row.version)),
        );
      expect(revision).toMatchObject({ pendingActionId: action!.id });
      expect(revision!.after).toMatchObject({ status: 'expired', rejection_reason: 'The bank withdrew the listing.' });
    }
    const [acceptance] = await h.t.db.select().from(pendingActions).where(eq(pendingActions.id, acceptanceId));
    expect(acceptance!.status).toBe('cancelled');

    const seen = (await investor.get(`${API}/proposals/${offered.id}`)).json().data;
    expect(seen).toMatchObject({ status: 'expired', rejection_reason: 'The bank withdrew the listing.' });
    expect(seen.history.at(-1)).toMatchObject({ kind: 'expired', actor: null, note: 'The bank withdrew the listing.' });
    const revived = await investor.post(`${API}/proposals/${offered.id}/accept-counter`);
    expectStatus(revived, 409);
  });

  it('makes the deal at exactly the accepted price and amount, and its history starts with its creation', async () => {
    const investor = await as('investor_manager');
    const loanId = await loanWithPrincipal('250000.00');
    const proposal = await submit(await as('investor_user'), loanId, { price_pct: '98.000' });
    await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), proposal.id);

    const made = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, {
      ...CONFIRMED,
      price_pct: '98.000',
      amount: '245000.00',
    });
    expectStatus(made, 201);
    expect(made.json().data).toMatchObject({ price_pct: '98.000', amount: '245000.00', platform_fee_amount: '245.00' });
    const history = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'deal'), eq(revisions.targetId, made.json().data.id)))
      .orderBy(asc(revisions.version));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, before: null });
    expect(history[0]!.after).toMatchObject({
      status: 'pending_settlement',
      price_pct: '98.000',
      amount: '245000.00',
      platform_fee_amount: '245.00',
    });
  });

  it('refuses the final acceptance with a 409 when the investor confirmed other terms, and creates nothing', async () => {
    const investor = await as('investor_manager');
    const loanId = await loanWithPrincipal('250000.00');
    const proposal = await submit(await as('investor_user'), loanId, { price_pct: '98.000' });
    await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), proposal.id);

    const otherAmount = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, {
      ...CONFIRMED,
      price_pct: '98.000',
      amount: '196000.00',
    });
    expectStatus(otherAmount, 409);
    expect(otherAmount.json().message).toBe(
      'The terms have changed since you opened this page: review the price and amount again before you confirm.',
    );
    const otherPrice = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, {
      ...CONFIRMED,
      price_pct: '97.999',
      amount: '245000.00',
    });
    expectStatus(otherPrice, 409);
    const notMoney = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, {
      ...CONFIRMED,
      amount: 245000,
    });
    expectStatus(notMoney, 422);

    expect(await dealsOn(loanId)).toEqual([]);
    expect((await proposalRow(h, proposal.id)).status).toBe('accepted');
    expect((await loanRow(h, loanId)).status).toBe('under_offer');
  });

  it('refuses the final acceptance with a 409 when the loan’s principal moved after the price was agreed, and creates nothing', async () => {
    const investor = await as('investor_manager');
    const loanId = await loanWithPrincipal('250000.00');
    const proposal = await submit(await as('investor_user'), loanId, { price_pct: '98.000' });
    await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), proposal.id);
    // Whatever path moved it (the API no longer has one), the deal must not follow the new principal.
    await h.t.db.update(loans).set({ currentPrincipal: '200000.00' }).where(eq(loans.id, loanId));

    const refused = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, CONFIRMED);
    expectStatus(refused, 409);
    expect(refused.json().message).toBe(
      'The loan’s data has changed since this proposal was priced, so its amount no longer follows from its price. Nothing was changed.',
    );
    expect(await dealsOn(loanId)).toEqual([]);
    expect((await loanRow(h, loanId)).status).toBe('under_offer');
    expect((await proposalRow(h, proposal.id)).status).toBe('accepted');
  });

  it('refuses the bank’s acceptance when the proposal’s amount no longer follows from the loan’s principal', async () => {
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const loanId = await loanWithPrincipal('250000.00');
    const proposal = await submit(await as('investor_user'), loanId, { price_pct: '98.000' });
    const asked = await officer.post(`${API}/proposals/${proposal.id}/accept`);
    expectStatus(asked, 202);
    await h.t.db.update(loans).set({ currentPrincipal: '200000.00' }).where(eq(loans.id, loanId));

    const approval = await manager.post(`${API}/pending-actions/${asked.json().data.pending_action_id}/approve`);
    expectStatus(approval, 409);
    expect((await proposalRow(h, proposal.id)).status).toBe('submitted');
    expect((await loanRow(h, loanId)).status).toBe('listed');
  });
});
