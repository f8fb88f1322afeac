/**
 * Cancelling a deal through the platform's four eyes: only platform makers propose, with a
 * reason; the maker never approves their own; a rejection or a withdrawal leaves the deal and
 * its loan as they were; an approval cancels the deal and lists the loan again, and the
 * pending-action screens describe the request. A settled deal cannot be cancelled.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loans, revisions } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { freshListedLoans, insertDeal } from '../../support/trading.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn, people, type Person } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);
const freshLoan = freshListedLoans(h);

const REASON = 'The borrower redeemed the loan before settlement.';
let otherInvestor: BrowserClient;

beforeAll(async () => {
  otherInvestor = await signIn(h, DEMO.bluewaterAnalyst.email);
});

const loanOf = async (id: number) => (await h.t.db.select().from(loans).where(eq(loans.id, id)))[0]!;
const dealAs = async (person: Person, id: number) => (await (await as(person)).get(`${API}/deals/${id}`)).json().data;
const cancel = async (person: Person, id: number, reason: unknown = REASON) =>
  (await as(person)).post(`${API}/deals/${id}/cancel`, { reason });

describe('POST /deals/{id}/cancel', () => {
  it('only platform makers propose a cancellation, with a reason; nobody else, and not on another organisation’s deal unseen', async () => {
    const id = await insertDeal(h.t.db, { loanId: await freshLoan('Northwind Bank'), investor: 'Summit Capital' });
    const may: Record<string, boolean> = {};
    for (const person of [
      'super_admin',
      'dl_admin_maker',
      'dl_admin_checker',
      'bank_manager',
      'investor_manager',
    ] as Person[])
      may[person] = (await dealAs(person, id)).can.cancel;
    expect(may).toEqual({
      super_admin: true,
      dl_admin_maker: true,
      dl_admin_checker: false,
      bank_manager: false,
      investor_manager: false,
    });
    const seen: Record<string, number> = {};
    for (const person of [
      'guest',
      'no_role',
      'dl_admin_checker',
      'bank_officer',
      'bank_manager',
      'investor_user',
      'investor_manager',
    ] as Person[]) {
      seen[person] = (await cancel(person, id)).statusCode;
    }
    seen['other_bank_manager'] = (await cancel('other_bank_manager', id)).statusCode;
    seen['other_investor'] = (await otherInvestor.post(`${API}/deals/${id}/cancel`, { reason: REASON })).statusCode;
    expect(seen).toEqual({
      guest: 401,
      no_role: 403,
      dl_admin_checker: 403,
      bank_officer: 403,
      bank_manager: 403,
      investor_user: 403,
      investor_manager: 403,
      other_bank_manager: 404,
      other_investor: 404,
    });
    const blank = await cancel('dl_admin_maker', id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ reason: ['Give a reason.'] });
    expect((await cancel('dl_admin_maker', 999_999)).statusCode).toBe(404);
    expect((await dealAs('super_admin', id)).pending_cancellation).toBeNull();
  });

  it('the maker cannot approve their own request; a rejection leaves the deal and its loan as they were, with the reason on the timeline', async () => {
    const loanId = await freshLoan('Northwind Bank');
    const id = await insertDeal(h.t.db, { loanId, investor: 'Summit Capital' });
    const proposed = await cancel('dl_admin_maker', id);
    expect(proposed.statusCode, proposed.body).toBe(202);
    const actionId: number = proposed.json().data.pending_action_id;

    const waiting = await dealAs('investor_user', id);
    expect(waiting.pending_cancellation).toMatchObject({
      pending_action_id: actionId,
      maker: { name: 'Max Maker' },
      reason: REASON,
    });
    expect(waiting.status).toBe('pending_settlement');
    expect((await dealAs('super_admin', id)).can.cancel).toBe(false);
    const again = await cancel('super_admin', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A change of this kind is already waiting for approval on this record.');

    const own = await (await as('dl_admin_maker')).post(`${API}/pending-actions/${actionId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot approve or reject a change you made yourself: another person must check it.',
    );
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${actionId}/approve`)).statusCode).toBe(404);

    const described = (await (await as('dl_admin_checker')).get(`${API}/pending-actions/${actionId}`)).json().data;
    const loanRef = (await loanOf(loanId)).loanRef;
    expect(described.target_label).toBe(`Deal #${id}: ${loanRef}, Northwind Bank to Summit Capital`);
    expect(described.diff).toEqual([
      { field: 'status', before: 'Awaiting funds', after: 'Cancelled' },
      { field: 'reason', before: null, after: REASON },
      { field: 'loan status', before: 'sold', after: 'listed' },
    ]);

    const rejected = await (
      await as('dl_admin_checker')
    ).post(`${API}/pending-actions/${actionId}/reject`, { reason: 'The redemption has not been confirmed.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await dealAs('bank_officer', id);
    expect(after).toMatchObject({
      status: 'pending_settlement',
      cancel_reason: null,
      cancelled_at: null,
      pending_cancellation: null,
    });
    expect(after.timeline.map((event: { kind: string; note: string | null }) => [event.kind, event.note])).toEqual([
      ['created', null],
      ['cancellation_requested', REASON],
      ['cancellation_declined', 'The redemption has not been confirmed.'],
    ]);
    expect((await loanOf(loanId)).status).toBe('sold');
  });

  it('an approval by another platform admin cancels the deal and lists its loan again, in one step with its revisions', async () => {
    const loanId = await freshLoan('Harbor Savings');
    const id = await insertDeal(h.t.db, { loanId, investor: 'Bluewater Pension Fund', status: 'funds_sent' });
    // Its bid deadline passed while it was sold: listed again, it must not keep a deadline no proposal could meet.
    await h.t.db.update(loans).set({ bidDeadline: '2020-01-31' }).where(eq(loans.id, loanId));
    const actionId: number = (await cancel('super_admin', id)).json().data.pending_action_id;
    const approved = await (await as('dl_admin_checker')).post(`${API}/pending-actions/${actionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    const deal = (await otherInvestor.get(`${API}/deals/${id}`)).json().data;
    expect(deal).toMatchObject({
      status: 'cancelled',
      cancel_reason: REASON,
      pending_cancellation: null,
      can: { mark_funds_sent: false, settle: false, cancel: false },
    });
    expect(Date.parse(deal.cancelled_at)).not.toBeNaN();
    expect(
      deal.timeline.map((event: { kind: string; actor: { name: string } | null }) => [event.kind, event.actor?.name]),
    ).toEqual([
      ['created', 'Bella Director'],
      ['cancellation_requested', 'Ada Admin'],
      ['cancelled', 'Chloe Checker'],
    ]);
    const loan = await loanOf(loanId);
    expect({
      status: loan.status,
      soldAt: loan.soldAt,
      soldAmount: loan.soldAmount,
      bidDeadline: loan.bidDeadline,
    }).toEqual({
      status: 'listed',
      soldAt: null,
      soldAmount: null,
      bidDeadline: null,
    });
    expect(deal.loan.status).toBe('listed');

    const written = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.pendingActionId, actionId)));
    expect(
      written
        .map((row) => [row.targetType, row.before?.['status'], row.after['status'], row.approverId !== null])
        .sort(),
    ).toEqual([
      ['deal', 'funds_sent', 'cancelled', true],
      ['loan', 'sold', 'listed', true],
    ]);
    const settle = await (await as('other_bank_officer')).post(`${API}/deals/${id}/settle`);
    expect(settle.statusCode).toBe(409);
    expect(settle.json().message).toBe('This deal has been cancelled: it cannot be settled.');
    const twice = await cancel('dl_admin_maker', id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This deal has already been cancelled.');
  });

  it('a settled deal cannot be cancelled; a maker may take back their request, which changes nothing', async () => {
    const settled = await insertDeal(h.t.db, {
      loanId: await freshLoan('Northwind Bank'),
      investor: 'Summit Capital',
      status: 'settled',
    });
    const refused = await cancel('dl_admin_maker', settled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A settled deal cannot be cancelled.');

    const id = await insertDeal(h.t.db, { loanId: await freshLoan('Northwind Bank'), investor: 'Summit Capital' });
    const actionId: number = (await cancel('dl_admin_maker', id)).json().data.pending_action_id;
    expect((await (await as('dl_admin_maker')).post(`${API}/pending-actions/${actionId}/cancel`)).statusCode).toBe(200);
    const deal = await dealAs('investor_manager', id);
    expect(deal).toMatchObject({ status: 'pending_settlement', pending_cancellation: null });
    expect(deal.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'cancellation_requested',
      'cancellation_declined',
    ]);
  });
});
