/**
 * Each event notifies exactly the people who must act on it, in the transaction of its change:
 * the loan's bank of an offer, the investor's people of the bank's answer and of a final acceptance
 * about to lapse, the bank of funds sent, both sides of a settlement or cancellation, the possible
 * checkers of a new four-eyes change and its maker of the decision; nobody of another organisation.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../../server/db/schema/index.ts';
import { notify } from '../../../server/lib/notifications/index.ts';
import { expireProposals } from '../../../server/modules/proposals/expiry.ts';
import { API } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { expectStatus, insertDeal, submit, userId } from '../../support/trading.ts';
import { useProposalFile } from '../proposals/support.ts';
import { notificationMark, notificationsSince, recipientsByKind } from './support.ts';

const { h, as, listed } = useProposalFile();

const NORTHWIND_DESK = [DEMO.northwindManager.email, DEMO.northwindOfficer.email].sort();
const SUMMIT = [DEMO.summitAnalyst.email, DEMO.summitDirector.email].sort();

let mark = 0;
beforeAll(async () => {
  // Sign everyone in first: what follows counts notifications, and signing in writes none, but keep the steps apart.
  for (const person of ['investor_user', 'bank_officer', 'bank_manager', 'dl_admin_maker', 'dl_admin_checker'] as const)
    await as(person);
});
const since = async () => {
  const found = await recipientsByKind(h.t.db, mark);
  mark = await notificationMark(h.t.db);
  return found;
};

describe('proposal events', () => {
  it('a new proposal tells the loan’s bank officers and managers, and no one else', async () => {
    const loanId = await listed();
    mark = await notificationMark(h.t.db);
    const proposal = await submit(await as('investor_user'), loanId);
    expect(await since()).toEqual({ proposal_received: NORTHWIND_DESK });
    const [one] = await notificationsSince(h.t.db, mark - 2, 'proposal_received');
    expect(one).toMatchObject({ subject: `proposal ${proposal.id}`, href: `/app/bank/mortgages/${loanId}/listed` });
    expect(one!.title).toMatch(/^Summit Capital proposes on loan /);
  });

  it('a counter tells the investor’s people; taking it tells the bank again', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    mark = await notificationMark(h.t.db);
    expectStatus(
      await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/counter`, { price_pct: '99.000' }),
      200,
    );
    expect(await since()).toEqual({ proposal_countered: SUMMIT });
    expectStatus(await (await as('investor_user')).post(`${API}/proposals/${proposal.id}/accept-counter`), 200);
    expect(await since()).toEqual({ proposal_received: NORTHWIND_DESK });
  });

  it('a rejection tells the investor’s people, with the reason', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    mark = await notificationMark(h.t.db);
    const reason = 'The price is below our floor.';
    expectStatus(await (await as('bank_manager')).post(`${API}/proposals/${proposal.id}/reject`, { reason }), 200);
    const written = await notificationsSince(h.t.db, mark);
    expect(written.map((row) => [row.kind, row.email]).sort()).toEqual(
      SUMMIT.map((email) => ['proposal_rejected', email]),
    );
    expect(written[0]!.lines).toContain(`Reason: ${reason}`);
    expect(written[0]!.href).toBe(`/app/investor/proposals/${proposal.id}`);
  });

  it('asking for an acceptance tells the other managers as checkers; approval tells the investor and the maker', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    mark = await notificationMark(h.t.db);
    const asked = await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/accept`);
    expectStatus(asked, 202);
    // The officer made it: only the manager may check it.
    expect(await since()).toEqual({ change_to_check: [DEMO.northwindManager.email] });
    const actionId = asked.json().data.pending_action_id;
    expectStatus(await (await as('bank_manager')).post(`${API}/pending-actions/${actionId}/approve`), 200);
    expect(await since()).toEqual({
      proposal_accepted: SUMMIT,
      change_approved: [DEMO.northwindOfficer.email],
    });
    const [accepted] = await notificationsSince(h.t.db, mark - 3, 'proposal_accepted');
    expect(accepted!.href).toBe(`/app/investor/proposals/${proposal.id}/final-acceptance`);
  });

  it('a rejected acceptance tells its maker, with the checker’s reason, and the investor nothing', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    const asked = await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/accept`);
    mark = await notificationMark(h.t.db);
    const reason = 'Wait for the valuation.';
    expectStatus(
      await (
        await as('bank_manager')
      ).post(`${API}/pending-actions/${asked.json().data.pending_action_id}/reject`, {
        reason,
      }),
      200,
    );
    const written = await notificationsSince(h.t.db, mark);
    expect(written.map((row) => [row.kind, row.email])).toEqual([['change_rejected', DEMO.northwindOfficer.email]]);
    expect(written[0]!.lines).toContain(`Reason: ${reason}`);
  });

  it('a final acceptance due within a day tells the investor’s people once, however many passes run', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    const asked = await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/accept`);
    await (await as('bank_manager')).post(`${API}/pending-actions/${asked.json().data.pending_action_id}/approve`);
    const now = new Date();
    await h.t.db
      .update(proposals)
      .set({ finalAcceptanceDeadline: new Date(now.getTime() + 12 * 3600_000) })
      .where(eq(proposals.id, proposal.id));
    mark = await notificationMark(h.t.db);
    await Promise.all([expireProposals(h.t.db, now), expireProposals(h.t.db, now)]);
    await expireProposals(h.t.db, new Date(now.getTime() + 3600_000));
    const written = await notificationsSince(h.t.db, mark, 'final_acceptance_due');
    expect(written.map((row) => row.email).sort()).toEqual(SUMMIT);
    expect(written.every((row) => row.subject === `proposal ${proposal.id}`)).toBe(true);
  });
});

describe('deal events', () => {
  it('funds sent tell the bank; a settlement tells both sides', async () => {
    const dealId = await insertDeal(h.t.db, { loanId: await listed(), investor: 'Summit Capital' });
    mark = await notificationMark(h.t.db);
    expectStatus(await (await as('investor_user')).post(`${API}/deals/${dealId}/funds-sent`), 200);
    expect(await since()).toEqual({ funds_sent: NORTHWIND_DESK });
    expectStatus(await (await as('bank_manager')).post(`${API}/deals/${dealId}/settle`), 200);
    expect(await since()).toEqual({ deal_settled: [...NORTHWIND_DESK, ...SUMMIT].sort() });
    const links = (await notificationsSince(h.t.db, mark - 4, 'deal_settled')).map((row) => [row.email, row.href]);
    expect(links).toContainEqual([DEMO.summitAnalyst.email, `/app/investor/deals/${dealId}`]);
    expect(links).toContainEqual([DEMO.northwindOfficer.email, `/app/bank/deals/${dealId}`]);
  });

  it('a cancellation asks the platform checkers (not its maker), then tells both sides and the maker', async () => {
    const dealId = await insertDeal(h.t.db, { loanId: await listed(), investor: 'Summit Capital' });
    mark = await notificationMark(h.t.db);
    const reason = 'The borrower repaid the loan in full.';
    const asked = await (await as('dl_admin_maker')).post(`${API}/deals/${dealId}/cancel`, { reason });
    expectStatus(asked, 202);
    expect(await since()).toEqual({
      change_to_check: [DEMO.superAdmin.email, DEMO.adminChecker.email].sort(),
    });
    const actionId = asked.json().data.pending_action_id;
    expectStatus(await (await as('dl_admin_checker')).post(`${API}/pending-actions/${actionId}/approve`), 200);
    expect(await since()).toEqual({
      deal_cancelled: [...NORTHWIND_DESK, ...SUMMIT].sort(),
      change_approved: [DEMO.adminMaker.email],
    });
    const [cancelled] = await notificationsSince(h.t.db, mark - 5, 'deal_cancelled');
    expect(cancelled!.lines).toContain(`Reason: ${reason}`);
  });
});

describe('in the change’s transaction', () => {
  it('a change that rolls back leaves no notification', async () => {
    mark = await notificationMark(h.t.db);
    const officer = await userId(h.t.db, DEMO.northwindOfficer.email);
    await expect(
      h.t.db.transaction(async (tx) => {
        await notify(tx, {
          kind: 'funds_sent',
          userIds: [officer],
          subject: { type: 'deal', id: 1 },
          words: { title: 'Never told', lines: [], href: '/app/bank/deals/1' },
        });
        throw new Error('the change failed after its notification was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await notificationsSince(h.t.db, mark)).toEqual([]);
  });

  it('a step refused after its checks (a stale approval) notifies no one', async () => {
    const proposal = await submit(await as('investor_user'), await listed());
    const asked = await (await as('bank_officer')).post(`${API}/proposals/${proposal.id}/accept`);
    // The investor withdraws meanwhile: the acceptance closes, and approving it is refused.
    expectStatus(await (await as('investor_user')).post(`${API}/proposals/${proposal.id}/withdraw`), 200);
    mark = await notificationMark(h.t.db);
    const approved = await (
      await as('bank_manager')
    ).post(`${API}/pending-actions/${asked.json().data.pending_action_id}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(await notificationsSince(h.t.db, mark)).toEqual([]);
  });
});
