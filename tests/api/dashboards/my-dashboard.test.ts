/**
 * GET /dashboard: every signed-in user's organisations and roles and what waits for them
 * (each of the seven roles, another bank's people, a user with no role, a guest), including
 * the proposals and deals waiting for each side; a user with no role sees the state of the
 * registration requests they made.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { deals, proposals } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { entityId, freshListedLoans, insertDeal } from '../../support/trading.ts';
import { onboard, propose } from '../registration-requests/support.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { EVERYONE, people, type Person } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);
const freshLoan = freshListedLoans(h);

interface Item {
  kind: string;
  count: number;
  organisation: { id: number; name: string } | null;
  href: string;
}
interface MyDashboard {
  organisations: { name: string; kind: string; active: boolean; roles: string[]; href: string }[];
  attention: Item[];
  next_steps: {
    registration_requests: { id: number; name: string; status: string; rejection_reason: string | null }[];
  } | null;
}

const dashboard = async (person: Person): Promise<MyDashboard> => {
  const response = await (await as(person)).get(`${API}/dashboard`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const countOf = (board: MyDashboard, kind: string, organisation?: string) =>
  board.attention
    .filter((item) => item.kind === kind && (organisation === undefined || item.organisation?.name === organisation))
    .reduce((sum, item) => sum + item.count, 0);

async function submittedLoanAction(): Promise<number> {
  const officer = await as('bank_officer');
  const loan = (await officer.post(`${API}/loans`, newLoan())).json().data;
  const answer = await officer.post(`${API}/loans/${loan.id}/submit`);
  expect(answer.statusCode, answer.body).toBe(202);
  return answer.json().pending_action.id;
}

describe('GET /dashboard', () => {
  it('answers every signed-in user with their organisations and roles, each linking to its dashboard; a guest gets 401', async () => {
    const seen: Record<string, unknown> = {};
    for (const person of EVERYONE) {
      const response = await (await as(person)).get(`${API}/dashboard`);
      seen[person] =
        response.statusCode === 200
          ? response
              .json()
              .data.organisations.map(
                (o: MyDashboard['organisations'][number]) => `${o.name}:${o.roles.join('+')}:${o.href}`,
              )
          : response.statusCode;
    }
    expect(seen).toEqual({
      super_admin: ['DealLedger Platform:super_admin:/app/admin'],
      dl_admin_maker: ['DealLedger Platform:dl_admin_maker:/app/admin'],
      dl_admin_checker: ['DealLedger Platform:dl_admin_checker:/app/admin'],
      bank_officer: ['Northwind Bank:bank_officer:/app/bank/dashboard'],
      bank_manager: ['Northwind Bank:bank_manager:/app/bank/dashboard'],
      investor_user: ['Summit Capital:investor_user:/app/investor/main-dashboard'],
      investor_manager: ['Summit Capital:investor_manager:/app/investor/main-dashboard'],
      other_bank_officer: ['Harbor Savings:bank_officer:/app/bank/dashboard'],
      other_bank_manager: ['Harbor Savings:bank_manager:/app/bank/dashboard'],
      no_role: [],
      guest: 401,
    });
  });

  it('a bank manager sees the changes at their bank waiting for them; the officer who made one sees it as their own; the other bank sees nothing of it', async () => {
    const before = {
      manager: await dashboard('bank_manager'),
      officer: await dashboard('bank_officer'),
      other: await dashboard('other_bank_manager'),
    };
    await submittedLoanAction();
    const manager = await dashboard('bank_manager');
    const officer = await dashboard('bank_officer');
    const other = await dashboard('other_bank_manager');

    expect(countOf(manager, 'bank_approvals', 'Northwind Bank')).toBe(
      countOf(before.manager, 'bank_approvals', 'Northwind Bank') + 1,
    );
    expect(manager.attention.find((item) => item.kind === 'bank_approvals')?.href).toBe('/app/bank/dashboard');
    expect(countOf(officer, 'bank_approvals')).toBe(0);
    expect(countOf(officer, 'own_pending_actions', 'Northwind Bank')).toBe(
      countOf(before.officer, 'own_pending_actions', 'Northwind Bank') + 1,
    );
    expect(officer.attention.find((item) => item.kind === 'own_pending_actions')?.href).toBe('/app/bank/dashboard');
    expect(other.attention).toEqual(before.other.attention);
    expect(other.attention.every((item) => item.organisation?.name !== 'Northwind Bank')).toBe(true);
  });

  it('platform makers see registration requests to decide; checkers see the decisions to check, never their own; the maker sees theirs waiting', async () => {
    const before = {
      maker: await dashboard('dl_admin_maker'),
      checker: await dashboard('dl_admin_checker'),
      admin: await dashboard('super_admin'),
    };
    const { id } = await onboard(h);
    expect(countOf(await dashboard('dl_admin_maker'), 'registrations_to_decide')).toBe(
      countOf(before.maker, 'registrations_to_decide') + 1,
    );
    expect(countOf(await dashboard('dl_admin_checker'), 'registrations_to_decide')).toBe(0);

    await propose(await as('dl_admin_maker'), id, 'reject');
    const maker = await dashboard('dl_admin_maker');
    const checker = await dashboard('dl_admin_checker');
    const admin = await dashboard('super_admin');
    expect(countOf(maker, 'registrations_to_decide')).toBe(countOf(before.maker, 'registrations_to_decide'));
    expect(countOf(maker, 'platform_approvals')).toBe(0);
    expect(countOf(maker, 'own_pending_actions', 'DealLedger Platform')).toBe(
      countOf(before.maker, 'own_pending_actions', 'DealLedger Platform') + 1,
    );
    const makerId = (await (await as('dl_admin_maker')).get(`${API}/user`)).json().id;
    expect(maker.attention.find((item) => item.kind === 'own_pending_actions')?.href).toBe(
      `/app/admin/pending-actions?maker=${makerId}`,
    );
    expect(countOf(checker, 'platform_approvals')).toBe(countOf(before.checker, 'platform_approvals') + 1);
    expect(checker.attention.find((item) => item.kind === 'platform_approvals')?.href).toBe(
      '/app/admin/pending-actions?scope=platform',
    );
    expect(countOf(admin, 'platform_approvals')).toBe(countOf(before.admin, 'platform_approvals') + 1);
    expect(countOf(admin, 'registrations_to_decide')).toBe(countOf(before.admin, 'registrations_to_decide'));
  });

  it('investors see bank acceptances to accept finally and deals awaiting their funds; banks see proposals to answer and deals to settle; each with its link', async () => {
    const summit = await entityId(h.t.db, 'Summit Capital');
    const northwind = await entityId(h.t.db, 'Northwind Bank');
    const counted = async (table: typeof proposals | typeof deals, where: SQL | undefined) =>
      (await h.t.db.select({ n: count() }).from(table).where(where))[0]!.n;
    const investor = await dashboard('investor_user');
    const accepted = await counted(proposals, and(eq(proposals.investorId, summit), eq(proposals.status, 'accepted')));
    const awaitingFunds = await counted(
      deals,
      and(eq(deals.investorId, summit), eq(deals.status, 'pending_settlement')),
    );
    expect(accepted).toBeGreaterThan(0);
    expect(investor.attention.filter((item) => item.kind !== 'own_pending_actions')).toEqual([
      {
        kind: 'proposals_awaiting_final_acceptance',
        count: accepted,
        organisation: { id: summit, name: 'Summit Capital' },
        href: '/app/investor/proposals?status=accepted',
      },
      {
        kind: 'deals_to_settle',
        count: awaitingFunds,
        organisation: { id: summit, name: 'Summit Capital' },
        href: '/app/investor/deals?status=pending_settlement',
      },
    ]);
    expect(investor.next_steps).toBeNull();

    const bank = await dashboard('bank_officer');
    const submitted = await counted(proposals, and(eq(proposals.bankId, northwind), eq(proposals.status, 'submitted')));
    const fundsIn = await counted(deals, and(eq(deals.bankId, northwind), eq(deals.status, 'funds_sent')));
    expect(bank.attention.find((item) => item.kind === 'proposals_to_answer')).toEqual({
      kind: 'proposals_to_answer',
      count: submitted,
      organisation: { id: northwind, name: 'Northwind Bank' },
      href: '/app/bank/proposals?status=submitted',
    });
    expect(countOf(bank, 'deals_to_settle', 'Northwind Bank')).toBe(fundsIn);
    expect(bank.next_steps).toBeNull();

    // A deal whose funds were just sent waits for the bank, no longer for the investor.
    const other = await dashboard('other_bank_manager');
    await insertDeal(h.t.db, {
      loanId: await freshLoan('Northwind Bank'),
      investor: 'Summit Capital',
      status: 'funds_sent',
    });
    const bankAfter = await dashboard('bank_manager');
    expect(countOf(bankAfter, 'deals_to_settle', 'Northwind Bank')).toBe(fundsIn + 1);
    expect(bankAfter.attention.find((item) => item.kind === 'deals_to_settle')?.href).toBe(
      '/app/bank/deals?status=funds_sent',
    );
    expect(countOf(await dashboard('investor_manager'), 'deals_to_settle', 'Summit Capital')).toBe(awaitingFunds);
    expect((await dashboard('other_bank_manager')).attention).toEqual(other.attention);
  });

  it('a user with no role sees next steps and the state of the requests they applied with, matched by e-mail', async () => {
    const empty = await dashboard('no_role');
    expect(empty).toEqual({
      organisations: [],
      attention: [],
      notifications: { unread: 0, items: [] },
      next_steps: { registration_requests: [] },
    });

    const { id, fields } = await onboard(h, { contact_person_email: 'Newcomer@Example.test' });
    await onboard(h);
    const waiting = await dashboard('no_role');
    expect(waiting.next_steps?.registration_requests).toEqual([
      expect.objectContaining({ id, name: fields['name'], status: 'pending', rejection_reason: null }),
    ]);

    const action = await propose(await as('dl_admin_maker'), id, 'reject', 'The licence could not be verified.');
    expect((await (await as('dl_admin_checker')).post(`${API}/pending-actions/${action}/approve`)).statusCode).toBe(
      200,
    );
    const decided = await dashboard('no_role');
    expect(decided.next_steps?.registration_requests).toEqual([
      expect.objectContaining({ id, status: 'rejected', rejection_reason: 'The licence could not be verified.' }),
    ]);
    expect(decided.attention).toEqual([]);
  });
});
