/**
 * The investor reads only what concerns it in a proposal: the bank's internal four-eyes trail (an
 * acceptance asked of a manager, then cancelled) and the bank staff's names stay out of every answer
 * the investor gets, while the bank and the platform still read them.
 */
import { describe, expect, it } from 'vitest';
import { eventKinds, useProposalFile } from './support.ts';
import { expectStatus, submit } from '../../support/trading.ts';
import { API } from '../../support/api-harness.ts';

const { h, as, listed } = useProposalFile();

interface Event {
  kind: string;
  actor: { name: string } | null;
}

const stepsOf = (events: Event[]) => events.map((event) => [event.kind, event.actor?.name ?? null]);

describe('a proposal as its investor reads it', () => {
  it('leaves out the bank’s four-eyes steps and its staff’s names; the bank and the platform read them all', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const proposal = await submit(investor, await listed());

    const asked = await officer.post(`${API}/proposals/${proposal.id}/accept`);
    expectStatus(asked, 202);
    const actionId = asked.json().data.pending_action_id as number;

    const whileWaiting = (await investor.get(`${API}/proposals/${proposal.id}`)).json().data;
    expect(whileWaiting.pending_acceptance).toBeNull();
    expect(stepsOf(whileWaiting.history)).toEqual([['submitted', 'Sam Analyst']]);
    const portfolio = (await investor.get(`${API}/investor/portfolio`)).json().data;
    const listedThere = JSON.stringify(portfolio);
    expect(listedThere).not.toContain('Oliver Officer');
    expect(listedThere).not.toContain(`"pending_action_id":${actionId}`);

    expectStatus(await officer.post(`${API}/pending-actions/${actionId}/cancel`), 200);
    expectStatus(await officer.post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '99.250' }), 200);
    expect(await eventKinds(h, proposal.id)).toEqual([
      'submitted',
      'acceptance_requested',
      'acceptance_cancelled',
      'countered',
    ]);

    const seenByInvestor = (await investor.get(`${API}/proposals/${proposal.id}`)).json().data;
    expect(stepsOf(seenByInvestor.history)).toEqual([
      ['submitted', 'Sam Analyst'],
      ['countered', null],
    ]);
    expect(JSON.stringify(seenByInvestor)).not.toContain('Oliver Officer');

    const seenByBank = (await officer.get(`${API}/proposals/${proposal.id}`)).json().data;
    expect(stepsOf(seenByBank.history)).toEqual([
      ['submitted', 'Sam Analyst'],
      ['acceptance_requested', 'Oliver Officer'],
      ['acceptance_cancelled', 'Oliver Officer'],
      ['countered', 'Oliver Officer'],
    ]);
    const seenByPlatform = (await (await as('super_admin')).get(`${API}/proposals/${proposal.id}`)).json().data;
    expect(seenByPlatform.history).toHaveLength(4);

    // The investor's own answer to a write carries the same filtered history.
    const taken = await investor.post(`${API}/proposals/${proposal.id}/accept-counter`);
    expectStatus(taken, 200);
    expect(stepsOf(taken.json().data.history)).toEqual([
      ['submitted', 'Sam Analyst'],
      ['countered', null],
      ['counter_accepted', 'Sam Analyst'],
    ]);
  });

  it('says when the investor took the bank’s counter, to both sides, until the bank answers', async () => {
    const investor = await as('investor_user');
    const officer = await as('bank_officer');
    const loanId = await listed();
    const proposal = await submit(investor, loanId);
    expect(proposal.counter_accepted_at).toBeNull();
    expectStatus(await officer.post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '100.250' }), 200);
    const taken = (await investor.post(`${API}/proposals/${proposal.id}/accept-counter`)).json().data;
    expect(taken).toMatchObject({ status: 'submitted', price_pct: '100.250' });
    expect(taken.counter_accepted_at).toEqual(expect.any(String));

    const bankList = (await officer.get(`${API}/proposals?loan_id=${loanId}`)).json().data;
    expect(bankList.find((one: { id: number }) => one.id === proposal.id).counter_accepted_at).toBe(
      taken.counter_accepted_at,
    );
    // Asking a manager to accept it is internal to the bank: the investor's latest step is still the counter taken.
    expectStatus(await officer.post(`${API}/proposals/${proposal.id}/accept`), 202);
    expect((await investor.get(`${API}/proposals/${proposal.id}`)).json().data.counter_accepted_at).toBe(
      taken.counter_accepted_at,
    );
    expectStatus(await investor.post(`${API}/proposals/${proposal.id}/withdraw`), 200);
    expect((await investor.get(`${API}/proposals/${proposal.id}`)).json().data.counter_accepted_at).toBeNull();
  });
});
