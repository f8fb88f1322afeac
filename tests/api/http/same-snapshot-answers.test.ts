/**
 * The busy lists and figures are read once for the requests that ask the same at the same database
 * snapshot (server/lib/shared-reads.ts): never shared with someone who would be given another answer,
 * and any commit, through the API or straight into the database, shows on the very next request.
 * The people here sign in first, so that the reads compared run with no commit between them.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loans } from '../../../server/db/schema/index.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { entityId, expectStatus, freshListedLoans } from '../../support/trading.ts';
import { insertProposal } from '../marketplace/support.ts';
import { insertSecondNorthwindManager } from '../../support/second-manager.ts';

const SECOND_MANAGER = 'second.manager@northwind.test';
const h = useApiHarness();
const as = signedInPeople(h, {
  ...PEOPLE,
  other_investor: DEMO.bluewaterAnalyst.email,
  second_manager: SECOND_MANAGER,
});
const listedLoan = freshListedLoans(h);

interface MarketPage {
  data: { id: number; my_proposal: { id: number } | null }[];
  meta: { total: number };
}

const marketPage = async (person: Parameters<typeof as>[0], query: string): Promise<MarketPage> => {
  const response = await (await as(person)).get(`${API}/marketplace/loans?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MarketPage;
};
const get = async (person: Parameters<typeof as>[0], path: string) => {
  const response = await (await as(person)).get(`${API}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown>; meta?: { total: number } };
};
const refOf = async (id: number) =>
  (await h.t.db.select({ ref: loans.loanRef }).from(loans).where(eq(loans.id, id)))[0]!.ref;

beforeAll(async () => {
  // A second manager of Northwind: the same organisation and role as the demo manager, another person.
  await insertSecondNorthwindManager(h.t.db, { name: 'Nigel Second', email: SECOND_MANAGER });
  for (const person of [
    'investor_user',
    'other_investor',
    'bank_officer',
    'bank_manager',
    'second_manager',
    'super_admin',
  ] as const)
    await as(person);
});

describe('answers shared at one snapshot', () => {
  it('show a commit straight into the database on the next request: the list, its count and the figures', async () => {
    const loanId = await listedLoan('Northwind Bank');
    const search = `search=${encodeURIComponent(await refOf(loanId))}`;
    const before = await marketPage('investor_user', search);
    expect(before.data.map((loan) => loan.id)).toContain(loanId);
    const summaryBefore = await get('investor_user', '/marketplace/summary');
    const bankBefore = await get('bank_officer', '/loans?status=listed&per_page=100');

    await h.t.db.update(loans).set({ status: 'withdrawn' }).where(eq(loans.id, loanId));

    const after = await marketPage('investor_user', search);
    expect(after.data.map((loan) => loan.id)).not.toContain(loanId);
    expect(after.meta.total).toBe(before.meta.total - 1);
    const summaryAfter = await get('investor_user', '/marketplace/summary');
    expect(summaryAfter.data['count']).toBe((summaryBefore.data['count'] as number) - 1);
    const bankAfter = await get('bank_officer', '/loans?status=listed&per_page=100');
    expect(bankAfter.meta!.total).toBe(bankBefore.meta!.total - 1);
  });

  it('show a change made through the API to the next request of its maker and of everyone else', async () => {
    const loanId = await listedLoan('Northwind Bank');
    const waiting = async (person: 'bank_manager' | 'second_manager') =>
      (await get(person, '/bank/summary')).data['approvals_waiting'] as number;
    const before = await waiting('second_manager');
    expectStatus(await (await as('bank_officer')).post(`${API}/loans/${loanId}/withdraw`), 202);
    expect(await waiting('second_manager')).toBe(before + 1);
    expect(await waiting('bank_manager')).toBe(before + 1);
  });

  it('never give an investor the answer read for another organisation', async () => {
    const loanId = await listedLoan('Northwind Bank');
    const summit = await entityId(h.t.db, 'Summit Capital');
    const proposalId = await insertProposal(h.t.db, loanId, summit, 'submitted');
    const search = `search=${encodeURIComponent(await refOf(loanId))}`;
    const mine = await marketPage('investor_user', search);
    const theirs = await marketPage('other_investor', search);
    const admins = await marketPage('super_admin', search);
    expect(mine.data.find((loan) => loan.id === loanId)?.my_proposal?.id).toBe(proposalId);
    expect(theirs.data.find((loan) => loan.id === loanId)?.my_proposal).toBeNull();
    expect(admins.data.find((loan) => loan.id === loanId)?.my_proposal).toBeNull();
  });

  it('never give a bank manager the figures read for another manager of the same bank', async () => {
    const loanId = await listedLoan('Northwind Bank');
    // The demo manager proposes the withdrawal: only the other manager may decide it.
    expectStatus(await (await as('bank_manager')).post(`${API}/loans/${loanId}/withdraw`), 202);
    const maker = (await get('bank_manager', '/bank/summary')).data;
    const checker = (await get('second_manager', '/bank/summary')).data;
    expect(checker['approvals_waiting']).toBe(maker['approvals_waiting']);
    expect(checker['approvals_awaiting_me']).toBe((maker['approvals_awaiting_me'] as number) + 1);
    const makerList = await get('bank_manager', '/loans?awaiting_approval=true&per_page=100');
    const checkerList = await get('second_manager', '/loans?awaiting_approval=true&per_page=100');
    const ids = (page: { data: unknown }) => (page.data as { id: number }[]).map((loan) => loan.id);
    expect(ids(makerList)).not.toContain(loanId);
    expect(ids(checkerList)).toContain(loanId);
  });
});
