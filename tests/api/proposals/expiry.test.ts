/**
 * The expiry pass with a given "now": a bank acceptance past its final-acceptance deadline
 * lapses and the loan is listed again; a submitted or countered offer lapses the day after its
 * valid_until; what has not lapsed stays; and a second pass changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans } from '../../../server/db/schema/index.ts';
import { expireProposals } from '../../../server/modules/proposals/expiry.ts';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import { eventKinds, loanRow, proposalRow, revisionTrail, useProposalFile } from './support.ts';
import { acceptThroughFourEyes, expectStatus, submit, today } from '../../support/trading.ts';
import { API } from '../../support/api-harness.ts';

const { h, as, listed } = useProposalFile();

const atUtc = (day: string, time: string) => new Date(`${day}T${time}Z`);

describe('the proposal expiry pass', () => {
  it('expires lapsed acceptances and offers once, and leaves the rest', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');

    const acceptedLoan = await listed();
    const accepted = await submit(investor, acceptedLoan);
    await acceptThroughFourEyes(officer, manager, accepted.id);
    const { finalAcceptanceDeadline } = await proposalRow(h, accepted.id);
    // Its bid deadline passes while it is under offer: back on the market, it must not keep it.
    await h.t.db.update(loans).set({ bidDeadline: today() }).where(eq(loans.id, acceptedLoan));

    const lastDay = addDays(today(), 2);
    const offer = await submit(investor, await listed(), { valid_until: lastDay });
    const counteredOffer = await submit(await as('other_investor'), await listed(), { valid_until: lastDay });
    expectStatus(await officer.post(`${API}/proposals/${counteredOffer.id}/counter`, { price_pct: '99.9' }), 200);
    const standing = await submit(investor, await listed(), { valid_until: addDays(today(), 4) });
    // An acceptance waiting for approval lapses with its offer.
    expectStatus(await officer.post(`${API}/proposals/${offer.id}/accept`), 202);

    // The last day of an offer is still within it; the deadline's own moment is not.
    // The demo trades' own acceptances and offers may lapse in these passes too, so the test follows its own.
    const mine = [accepted.id, offer.id, counteredOffer.id, standing.id];
    const statuses = async () => Promise.all(mine.map(async (id) => (await proposalRow(h, id)).status));
    const before = await expireProposals(
      h.t.db,
      new Date(Math.min(finalAcceptanceDeadline!.getTime() - 1, atUtc(lastDay, '23:59:59').getTime())),
    );
    expect(before.ran).toBe(true);
    expect(await statuses()).toEqual(['accepted', 'submitted', 'countered', 'submitted']);

    const now = new Date(
      Math.max(finalAcceptanceDeadline!.getTime(), atUtc(addDays(lastDay, 1), '00:00:00').getTime()),
    );
    const lapsed = await expireProposals(h.t.db, now);
    expect(lapsed.acceptancesLapsed).toBeGreaterThanOrEqual(1);
    expect(lapsed.offersLapsed).toBeGreaterThanOrEqual(2);
    expect(await statuses()).toEqual(['expired', 'expired', 'expired', 'submitted']);

    expect(await proposalRow(h, accepted.id)).toMatchObject({ status: 'expired' });
    expect(await loanRow(h, acceptedLoan)).toMatchObject({ status: 'listed', bidDeadline: null });
    expect((await revisionTrail(h, 'loan', acceptedLoan)).slice(-2)).toMatchObject([
      { from: 'listed', to: 'under_offer' },
      { from: 'under_offer', to: 'listed' },
    ]);
    expect((await revisionTrail(h, 'proposal', accepted.id)).at(-1)).toMatchObject({ from: 'accepted', to: 'expired' });
    expect(await eventKinds(h, accepted.id)).toEqual(['submitted', 'acceptance_requested', 'accepted', 'expired']);

    expect((await proposalRow(h, offer.id)).status).toBe('expired');
    expect((await proposalRow(h, counteredOffer.id)).status).toBe('expired');
    expect((await revisionTrail(h, 'proposal', counteredOffer.id)).at(-1)).toMatchObject({
      from: 'countered',
      to: 'expired',
    });
    expect((await proposalRow(h, standing.id)).status).toBe('submitted');
    const seen = (await investor.get(`${API}/proposals/${offer.id}`)).json().data;
    expect(seen).toMatchObject({
      status: 'expired',
      pending_acceptance: null,
      can: { revise: false, withdraw: false },
    });
    expect(seen.history.at(-1)).toMatchObject({ kind: 'expired', actor: null });

    const versions = await Promise.all(
      [accepted.id, offer.id, counteredOffer.id].map(async (id) => (await proposalRow(h, id)).version),
    );
    expect(await expireProposals(h.t.db, now)).toEqual({
      ran: true,
      acceptancesLapsed: 0,
      offersLapsed: 0,
      remindersWritten: 0,
    });
    expect(
      await Promise.all(
        [accepted.id, offer.id, counteredOffer.id].map(async (id) => (await proposalRow(h, id)).version),
      ),
    ).toEqual(versions);
    expect(await eventKinds(h, offer.id)).toEqual(['submitted', 'acceptance_requested', 'expired']);

    // The loan is back on the market: a new proposal is taken.
    await submit(await as('other_investor'), acceptedLoan);
  });
});
