/**
 * A proposal's life through the API as both sides see it: submit, revise, counter, accept the
 * counter, reject, withdraw, the bank's acceptance through four eyes and the final acceptance
 * that makes the deal; the refusals in between (409 with a message, 422 under the field); and
 * every applied change's revision and history event. Exact amounts on awkward numbers.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dealEvents, deals, loans, pendingActions, proposals } from '../../../server/db/schema/index.ts';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import { formatMoney } from '../../../src/domain/format-decimal.ts';
import { eventKinds, loanRow, proposalRow, revisionTrail, useProposalFile } from './support.ts';
import { acceptThroughFourEyes, CONFIRMED, expectStatus, submit, today, validTerms } from '../../support/trading.ts';
import { API } from '../../support/api-harness.ts';
import { insertSecondNorthwindManager } from '../../support/second-manager.ts';

const { h, as, listed } = useProposalFile();

/** A listed loan whose current principal is set for the test. */
async function loanWithPrincipal(principal: string): Promise<number> {
  const id = await listed();
  await h.t.db.update(loans).set({ currentPrincipal: principal }).where(eq(loans.id, id));
  return id;
}

describe('an investor’s proposal and the bank’s answers', () => {
  it('is submitted with an exact amount, and revised, countered and taken at the counter price, each step in its history', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const loanId = await loanWithPrincipal('333333.33');

    const created = await submit(investor, loanId, { price_pct: '97.531', note: '  First offer  ' });
    expect(created).toMatchObject({
      status: 'submitted',
      version: 1,
      price_pct: '97.531',
      amount: '325103.33',
      note: 'First offer',
      loan: { id: loanId, status: 'listed', current_principal: '333333.33', bank: { name: 'Northwind Bank' } },
      investor: { name: 'Summit Capital' },
      created_by: { name: 'Sam Analyst' },
      platform_fee_bps: 10,
      platform_fee_amount: '325.10',
      counter_price_pct: null,
      deal_id: null,
      pending_acceptance: null,
      can: {
        revise: true,
        withdraw: true,
        accept_counter: false,
        final_accept: false,
        counter: false,
        reject: false,
        accept: false,
      },
    });
    expect(created.history).toMatchObject([
      { kind: 'submitted', actor: { name: 'Sam Analyst' }, price_pct: '97.531', amount: '325103.33' },
    ]);
    const seenByBank = (await officer.get(`${API}/proposals/${created.id}`)).json().data;
    expect(seenByBank.can).toMatchObject({ revise: false, withdraw: false, counter: true, reject: true, accept: true });

    const revised = await investor.send('PATCH', `${API}/proposals/${created.id}`, {
      body: { ...validTerms({ price_pct: '98.5' }), note: null, version: 1 },
    });
    expectStatus(revised, 200);
    expect(revised.json().data).toMatchObject({
      status: 'submitted',
      version: 2,
      price_pct: '98.500',
      amount: '328333.33',
      note: null,
    });

    const stale = await investor.send('PATCH', `${API}/proposals/${created.id}`, {
      body: { ...validTerms(), version: 1 },
    });
    expectStatus(stale, 409);
    expect(stale.json().message).toBe(
      'The proposal has changed since you opened it: open it again and make your change anew.',
    );

    const countered = await officer.post(`${API}/proposals/${created.id}/counter`, {
      price_pct: '101.005',
      note: 'Our best price',
    });
    expectStatus(countered, 200);
    expect(countered.json().data).toMatchObject({
      status: 'countered',
      price_pct: '98.500',
      counter_price_pct: '101.005',
      counter_amount: '336683.33',
      counter_note: 'Our best price',
    });
    const counterAgain = await officer.post(`${API}/proposals/${created.id}/counter`, { price_pct: '99' });
    expectStatus(counterAgain, 409);
    expect(counterAgain.json().message).toBe('A proposal that is countered cannot be countered.');

    const taken = await investor.post(`${API}/proposals/${created.id}/accept-counter`);
    expectStatus(taken, 200);
    const afterCounter = taken.json().data;
    expect(afterCounter).toMatchObject({
      status: 'submitted',
      price_pct: '101.005',
      amount: '336683.33',
      counter_price_pct: null,
      version: 4,
    });
    expect(afterCounter.history.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'revised',
      'countered',
      'counter_accepted',
    ]);
    // The investor reads the bank's counter as the bank's, not a named member of its staff.
    expect(afterCounter.history[2]).toMatchObject({
      actor: null,
      price_pct: '101.005',
      note: 'Our best price',
    });
    expect(await revisionTrail(h, 'proposal', created.id)).toEqual([
      { version: 1, from: null, to: 'submitted', approver: false },
      { version: 2, from: 'submitted', to: 'submitted', approver: false },
      { version: 3, from: 'submitted', to: 'countered', approver: false },
      { version: 4, from: 'countered', to: 'submitted', approver: false },
    ]);
  });

  it('refuses a second open proposal of the same investor, and a loan that is not on the market', async () => {
    const investor = await as('investor_manager');
    const loanId = await listed();
    await submit(investor, loanId);
    const twice = await investor.post(`${API}/proposals`, { loan_id: loanId, ...validTerms() });
    expectStatus(twice, 409);
    expect(twice.json().message).toBe('You already have an open proposal on this loan: revise it instead.');

    const [sold] = await h.t.db.select({ id: loans.id }).from(loans).where(eq(loans.status, 'sold')).limit(1);
    const onSold = await investor.post(`${API}/proposals`, { loan_id: sold!.id, ...validTerms() });
    expectStatus(onSold, 409);
    expect(onSold.json().message).toBe('This loan is no longer on the market.');
    const [draft] = await h.t.db.select({ id: loans.id }).from(loans).where(eq(loans.status, 'draft')).limit(1);
    const onDraft = await investor.post(`${API}/proposals`, { loan_id: draft!.id, ...validTerms() });
    expectStatus(onDraft, 422);
    expect(onDraft.json().errors).toEqual({ loan_id: ['There is no such loan on the market.'] });
  });

  it('answers 422 under each field whose terms break a rule', async () => {
    const investor = await as('investor_user');
    const loanId = await listed();
    const loan = await loanRow(h, loanId);
    const bad = await investor.post(`${API}/proposals`, {
      loan_id: loanId,
      price_pct: '150.001',
      settlement_date: addDays(today(), -1),
      valid_until: addDays(loan.bidDeadline!, 1),
      note: 'x'.repeat(1001),
    });
    expectStatus(bad, 422);
    expect(bad.json().errors).toEqual({
      price_pct: ['The price must be more than 0% and at most 150% of the current principal.'],
      settlement_date: ['The settlement date cannot be in the past.'],
      valid_until: [`The offer cannot stand past the bid deadline of ${loan.bidDeadline}.`],
      note: ['The note may be at most 1000 characters.'],
    });
    const created = await submit(investor, loanId);
    const officer = await as('bank_officer');
    const counter = await officer.post(`${API}/proposals/${created.id}/counter`, { price_pct: 'abc' });
    expectStatus(counter, 422);
    expect(counter.json().errors).toEqual({
      price_pct: ['The price must be a number with at most three decimals, such as 98.125.'],
    });
    const reject = await officer.post(`${API}/proposals/${created.id}/reject`, { reason: '   ' });
    expectStatus(reject, 422);
    expect(reject.json().errors).toEqual({ reason: ['Give a reason.'] });
    expect((await proposalRow(h, created.id)).status).toBe('submitted');
  });

  it('is rejected with a reason, and a withdrawn one cannot be revised', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const first = await submit(investor, await listed());
    const rejected = await officer.post(`${API}/proposals/${first.id}/reject`, { reason: 'Below our reserve.' });
    expectStatus(rejected, 200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Below our reserve.',
      can: { reject: false, counter: false },
    });
    const withdrawRejected = await investor.post(`${API}/proposals/${first.id}/withdraw`);
    expectStatus(withdrawRejected, 409);
    expect(withdrawRejected.json().message).toBe('A proposal that is rejected cannot be withdrawn.');

    const second = await submit(investor, await listed());
    const withdrawn = await investor.post(`${API}/proposals/${second.id}/withdraw`);
    expectStatus(withdrawn, 200);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    const revise = await investor.send('PATCH', `${API}/proposals/${second.id}`, {
      body: { ...validTerms(), version: 2 },
    });
    expectStatus(revise, 409);
    expect(revise.json().message).toBe('A proposal that is withdrawn cannot be revised.');
    expect(await eventKinds(h, second.id)).toEqual(['submitted', 'withdrawn']);
  });
});

describe('the bank’s acceptance through four eyes', () => {
  it('needs a manager who is not the maker; a rejected acceptance changes nothing', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const loanId = await listed();
    const proposal = await submit(investor, loanId);

    const asked = await manager.post(`${API}/proposals/${proposal.id}/accept`);
    expectStatus(asked, 202);
    const actionId = asked.json().data.pending_action_id;
    const waiting = (await officer.get(`${API}/proposals/${proposal.id}`)).json().data;
    expect(waiting.pending_acceptance).toMatchObject({ pending_action_id: actionId, maker: { name: 'Nora Manager' } });
    // The bank's internal step stays out of the investor's answer.
    expect((await investor.get(`${API}/proposals/${proposal.id}`)).json().data.pending_acceptance).toBeNull();
    const listedAction = (await officer.get(`${API}/pending-actions/${actionId}`)).json().data;
    expect(listedAction).toMatchObject({
      action_type: 'proposal.accept',
      target_type: 'proposal',
      target_id: proposal.id,
    });
    expect(listedAction.target_label).toBe(
      `Proposal #${proposal.id} of Summit Capital on ${waiting.loan.loan_ref}: 97.500% of the principal, ${formatMoney(waiting.amount, waiting.loan.currency)}`,
    );
    expect(listedAction.diff).toContainEqual({ field: 'status', before: 'submitted', after: 'accepted' });

    const twice = await officer.post(`${API}/proposals/${proposal.id}/accept`);
    expectStatus(twice, 409);
    const counterWhileWaiting = await officer.post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '99' });
    expectStatus(counterWhileWaiting, 409);
    expect(counterWhileWaiting.json().message).toMatch(/waiting for a manager’s approval/);

    expectStatus(await officer.post(`${API}/pending-actions/${actionId}/approve`), 403);
    const own = await manager.post(`${API}/pending-actions/${actionId}/approve`);
    expectStatus(own, 403);
    expect(own.json().message).toMatch(/another person must check it/);
    expectStatus(
      await officer.post(`${API}/pending-actions/${actionId}/reject`, { reason: 'Wait for more offers.' }),
      403,
    );

    const second = await as('other_bank_officer');
    expectStatus(await second.post(`${API}/pending-actions/${actionId}/approve`), 404);

    // A second Northwind manager declines it.
    const secondManager = await secondNorthwindManager();
    expectStatus(
      await secondManager.post(`${API}/pending-actions/${actionId}/reject`, { reason: 'Wait for more offers.' }),
      200,
    );
    expect(await proposalRow(h, proposal.id)).toMatchObject({ status: 'submitted', version: 1, acceptedAt: null });
    expect((await loanRow(h, loanId)).status).toBe('listed');
    expect(await eventKinds(h, proposal.id)).toEqual(['submitted', 'acceptance_requested', 'acceptance_declined']);
    expect(await revisionTrail(h, 'proposal', proposal.id)).toHaveLength(1);

    // Asked again by the officer, the manager approves: accepted, with its deadline, and the loan under offer.
    const approvedAction = await acceptThroughFourEyes(officer, manager, proposal.id);
    const accepted = await proposalRow(h, proposal.id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.finalAcceptanceDeadline!.getTime()).toBeGreaterThanOrEqual(
      accepted.acceptedAt!.getTime() + 2 * 24 * 3600 * 1000,
    );
    expect((await loanRow(h, loanId)).status).toBe('under_offer');
    expect(await revisionTrail(h, 'proposal', proposal.id)).toEqual([
      { version: 1, from: null, to: 'submitted', approver: false },
      { version: 2, from: 'submitted', to: 'accepted', approver: true },
    ]);
    const loanTrail = await revisionTrail(h, 'loan', loanId);
    expect(loanTrail.at(-1)).toEqual({
      version: loanTrail.at(-1)!.version,
      from: 'listed',
      to: 'under_offer',
      approver: true,
    });
    const [action] = await h.t.db.select().from(pendingActions).where(eq(pendingActions.id, approvedAction));
    expect(action!.status).toBe('approved');

    const counterAccepted = await officer.post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '99' });
    expectStatus(counterAccepted, 409);
    expect(counterAccepted.json().message).toBe('A proposal that is accepted by the bank cannot be countered.');

    // Withdrawing the accepted proposal puts the loan back on the market.
    expectStatus(await investor.post(`${API}/proposals/${proposal.id}/withdraw`), 200);
    expect((await loanRow(h, loanId)).status).toBe('listed');
    expect((await revisionTrail(h, 'loan', loanId)).at(-1)).toMatchObject({ from: 'under_offer', to: 'listed' });
  });

  it('refuses a second acceptance on the loan once one is approved, and an acceptance made moot by a revision', async () => {
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const loanId = await listed();
    const summit = await submit(await as('investor_user'), loanId);
    const bluewater = await submit(await as('other_investor'), loanId);
    const first = (await officer.post(`${API}/proposals/${summit.id}/accept`)).json().data.pending_action_id;
    const second = (await officer.post(`${API}/proposals/${bluewater.id}/accept`)).json().data.pending_action_id;
    expectStatus(await manager.post(`${API}/pending-actions/${first}/approve`), 200);
    const refused = await manager.post(`${API}/pending-actions/${second}/approve`);
    expectStatus(refused, 409);
    expect(refused.json().message).toBe('Another proposal on this loan has just been accepted.');
    expect((await proposalRow(h, bluewater.id)).status).toBe('submitted');

    const loan2 = await listed();
    const revisedLater = await submit(await as('investor_user'), loan2);
    const moot = (await officer.post(`${API}/proposals/${revisedLater.id}/accept`)).json().data.pending_action_id;
    expectStatus(
      await (
        await as('investor_user')
      ).send('PATCH', `${API}/proposals/${revisedLater.id}`, {
        body: { ...validTerms({ price_pct: '99' }), version: 1 },
      }),
      200,
    );
    const late = await manager.post(`${API}/pending-actions/${moot}/approve`);
    expectStatus(late, 409);
    expect(late.json().message).toBe('This change has already been cancelled.');
    expect(await eventKinds(h, revisedLater.id)).toEqual([
      'submitted',
      'acceptance_requested',
      'acceptance_cancelled',
      'revised',
    ]);
  });
});

/** Another manager of Northwind Bank, made in this file's database, signed in. */
let secondManagerClient: Awaited<ReturnType<typeof as>> | undefined;
async function secondNorthwindManager() {
  if (secondManagerClient) return secondManagerClient;
  await insertSecondNorthwindManager(h.t.db, { name: 'Nigel Manager', email: 'manager2@northwind.test' });
  const client = h.freshClient();
  expectStatus(await client.login('manager2@northwind.test'), 200);
  secondManagerClient = client;
  return client;
}

describe('final acceptance', () => {
  it('makes the deal once: the loan sold, the proposal final_accepted, the other open proposals superseded', async () => {
    const investor = await as('investor_manager');
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const loanId = await loanWithPrincipal('333333.33');
    const winner = await submit(investor, loanId, { price_pct: '97.531' });
    const other = await submit(await as('other_investor'), loanId);

    const early = await investor.post(`${API}/proposals/${winner.id}/final-accept`, CONFIRMED);
    expectStatus(early, 409);
    expect(early.json().message).toBe('A proposal that is submitted cannot be finally accepted.');
    await acceptThroughFourEyes(officer, manager, winner.id);
    const otherAsked = await officer.post(`${API}/proposals/${other.id}/accept`);
    expectStatus(otherAsked, 409);
    expect(otherAsked.json().message).toBe('Another proposal on this loan has just been accepted.');

    const unconfirmed = await investor.post(`${API}/proposals/${winner.id}/final-accept`, {
      ...CONFIRMED,
      confirm_fee: false,
    });
    expectStatus(unconfirmed, 422);
    expect(unconfirmed.json().errors).toEqual({ confirm_fee: ['Confirm the platform fee.'] });
    expect((await investor.get(`${API}/proposals/${winner.id}`)).json().data.can.final_accept).toBe(true);

    const made = await investor.post(`${API}/proposals/${winner.id}/final-accept`, CONFIRMED);
    expectStatus(made, 201);
    const deal = made.json().data;
    expect(deal).toMatchObject({
      status: 'pending_settlement',
      proposal_id: winner.id,
      price_pct: '97.531',
      amount: '325103.33',
      platform_fee_bps: 10,
      platform_fee_amount: '325.10',
      settlement_date: winner.settlement_date,
      loan: { id: loanId, status: 'sold' },
      bank: { name: 'Northwind Bank' },
      investor: { name: 'Summit Capital' },
      pending_cancellation: null,
      can: { mark_funds_sent: true, settle: false, cancel: false },
    });
    expect(deal.timeline).toMatchObject([{ kind: 'created', actor: { name: 'Sofia Director' } }]);

    const again = await investor.post(`${API}/proposals/${winner.id}/final-accept`, CONFIRMED);
    expectStatus(again, 409);
    expect(again.json().message).toBe('Someone else was faster: this loan has just been sold.');

    const loan = await loanRow(h, loanId);
    expect(loan).toMatchObject({ status: 'sold', soldAmount: '325103.33' });
    expect(loan.soldAt).not.toBeNull();
    expect((await revisionTrail(h, 'loan', loanId)).at(-1)).toMatchObject({ from: 'under_offer', to: 'sold' });
    expect((await proposalRow(h, winner.id)).status).toBe('final_accepted');
    expect((await proposalRow(h, other.id)).status).toBe('superseded');
    expect(await eventKinds(h, other.id)).toEqual(['submitted', 'superseded']);
    expect((await revisionTrail(h, 'proposal', other.id)).at(-1)).toMatchObject({
      from: 'submitted',
      to: 'superseded',
    });
    expect(
      await h.t.db.select({ kind: dealEvents.kind }).from(dealEvents).where(eq(dealEvents.dealId, deal.id)),
    ).toEqual([{ kind: 'created' }]);
    expect(await h.t.db.select({ id: deals.id }).from(deals).where(eq(deals.loanId, loanId))).toHaveLength(1);
    const detail = (await investor.get(`${API}/proposals/${winner.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'final_accepted',
      deal_id: deal.id,
      can: { withdraw: false, final_accept: false },
    });
    expect(detail.history.at(-1)).toMatchObject({ kind: 'final_accepted', amount: '325103.33' });
    const supersededSeen = (await (await as('other_investor')).get(`${API}/proposals/${other.id}`)).json().data;
    expect(supersededSeen.history.at(-1)).toMatchObject({ kind: 'superseded', actor: null });

    // The fee is frozen on the deal: a new configured fee reaches the proposal's estimate, never the deal.
    h.t.config.platformFeeBps = 40;
    try {
      expect((await investor.get(`${API}/proposals/${winner.id}`)).json().data).toMatchObject({
        platform_fee_bps: 40,
        platform_fee_amount: '1300.41',
      });
      expect(
        await h.t.db
          .select({ bps: deals.platformFeeBps, fee: deals.platformFeeAmount })
          .from(deals)
          .where(eq(deals.id, deal.id)),
      ).toEqual([{ bps: 10, fee: '325.10' }]);
    } finally {
      h.t.config.platformFeeBps = 10;
    }
  });

  it('is refused once the deadline has passed', async () => {
    const investor = await as('investor_user');
    const loanId = await listed();
    const proposal = await submit(investor, loanId);
    await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), proposal.id);
    await h.t.db
      .update(proposals)
      .set({ finalAcceptanceDeadline: new Date(Date.now() - 1000) })
      .where(and(eq(proposals.id, proposal.id)));
    expect((await investor.get(`${API}/proposals/${proposal.id}`)).json().data.can.final_accept).toBe(false);
    const late = await investor.post(`${API}/proposals/${proposal.id}/final-accept`, CONFIRMED);
    expectStatus(late, 409);
    expect(late.json().message).toBe('The time for final acceptance has passed: the bank’s acceptance has lapsed.');
    expect((await loanRow(h, loanId)).status).toBe('under_offer');
  });
});
