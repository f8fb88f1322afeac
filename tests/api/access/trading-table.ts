/**
 * The matrix's rows for trading: proposals, deals, the investor's portfolio and the marketplace
 * (spec section 6 "Investor routes: investor_user, investor_manager and platform admins;
 * final-acceptance excludes dl_admin_checker"; DOMAIN.md "Marketplace, proposals, deals": listed
 * loans of all banks to every investor; the investor proposes, revises, withdraws, takes a
 * counter and finally accepts; the loan's bank counters, rejects and accepts; funds sent by the
 * investor, settled by the bank, cancelled by platform four eyes; platform admins only read).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { deals, loans, proposals } from '../../../server/db/schema/index.ts';
import { CONFIRMED, validTerms } from '../../support/trading.ts';
import { allAre, rowCount } from './contents.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { bankOf, cells, investorOf, isPlatform, type Principal } from './principals.ts';

const API = '/api/v1';

/** Both sides of the trade and the platform; another bank or investor does not see it. */
const PARTIES_READ = cells('401 | ok ok ok | ok ok | ok ok | 403 | 404 404 | 404 404');
/** The proposing investor's people only. */
const INVESTOR_ACT = cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 404 404 | 404 404');
/** The loan's bank's officers and managers only. */
const BANK_ACT = cells('401 | 403 403 403 | ok ok | 403 403 | 403 | 404 404 | 404 404');
/** Each side its own; platform admins all. */
const OWN_TRADES = cells('401 | ok ok ok | ok ok | ok ok | 403 | ok ok | ok ok');
/** Investor routes: investors and platform admins. */
const MARKET = cells('401 | ok ok ok | 403 403 | ok ok | 403 | 403 403 | ok ok');

type Trade = { investor: { name: string }; bank?: { name: string }; loan?: { bank: { name: string } } };
type Organisation = 'Northwind Bank' | 'Harbor Savings' | 'Summit Capital' | 'Bluewater Pension Fund';

/** A list of proposals or deals holds exactly the caller's side's, as the database counts them. */
async function ownTradesOnly(
  ctx: MatrixContext,
  who: Principal,
  answer: { json(): { data: Trade[]; meta: { total: number } } },
  table: typeof proposals | typeof deals,
) {
  const { data, meta } = answer.json();
  if (isPlatform(who)) return expect(meta.total).toBe(await rowCount(ctx, table));
  const investor = investorOf(who) as Organisation | undefined;
  const bank = bankOf(who) as Organisation | undefined;
  if (investor) {
    expect(meta.total).toBe(await rowCount(ctx, table, eq(table.investorId, await ctx.fx.org(investor))));
    allAre(data, (trade) => trade.investor.name, investor);
  } else {
    expect(meta.total).toBe(await rowCount(ctx, table, eq(table.bankId, await ctx.fx.org(bank!))));
    allAre(data, (trade) => trade.bank?.name ?? trade.loan?.bank.name, bank);
  }
}

/** The proposals shown as the caller's own are their investor's (none for a platform admin). */
async function myProposalsOnly(ctx: MatrixContext, who: Principal, ids: number[]): Promise<void> {
  const investor = investorOf(who) as Organisation | undefined;
  if (!investor) return expect(ids).toEqual([]);
  if (ids.length === 0) return;
  const owners = await ctx.h.t.db
    .selectDistinct({ investorId: proposals.investorId })
    .from(proposals)
    .where(inArray(proposals.id, ids));
  expect(owners).toEqual([{ investorId: await ctx.fx.org(investor) }]);
}

const listedCount = (ctx: MatrixContext) => rowCount(ctx, loans, eq(loans.status, 'listed'));

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const TRADING_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/proposals',
    on: 'the caller’s own proposals',
    expect: OWN_TRADES,
    request: () => ({ method: 'GET', url: `${API}/proposals?per_page=100` }),
    contents: (answer, who, ctx) => ownTradesOnly(ctx, who, answer, proposals),
  }),
  row({
    op: 'POST /api/v1/proposals',
    on: 'a Northwind listed loan',
    expect: cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | ok ok'),
    target: (ctx) => ctx.fx.listedLoan(),
    request: (loanId) => ({ method: 'POST', url: `${API}/proposals`, body: { loan_id: loanId, ...validTerms() } }),
    contents: (answer, who) => expect(answer.json().data.investor.name).toBe(investorOf(who)),
  }),
  row({
    op: 'POST /api/v1/proposals',
    on: 'a Northwind listed loan, for Summit Capital named by investor_id',
    expect: cells('401 | 403 403 403 | 403 403 | ok ok | 403 | 403 403 | 404 404'),
    target: async (ctx) => ({ loanId: await ctx.fx.listedLoan(), summit: await ctx.fx.org('Summit Capital') }),
    request: ({ loanId, summit }) => ({
      method: 'POST',
      url: `${API}/proposals`,
      body: { loan_id: loanId, investor_id: summit, ...validTerms() },
    }),
  }),
  row({
    op: 'GET /api/v1/proposals/{id}',
    on: 'a Summit proposal on a Northwind loan',
    expect: PARTIES_READ,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id }) => ({ method: 'GET', url: `${API}/proposals/${id}` }),
  }),
  row({
    op: 'PATCH /api/v1/proposals/{id}',
    on: 'a submitted Summit proposal',
    expect: INVESTOR_ACT,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id, version }) => ({
      method: 'PATCH',
      url: `${API}/proposals/${id}`,
      body: { ...validTerms({ price_pct: '96.000' }), version },
    }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/withdraw',
    on: 'a submitted Summit proposal',
    expect: INVESTOR_ACT,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id }) => ({ method: 'POST', url: `${API}/proposals/${id}/withdraw` }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/accept-counter',
    on: 'a Summit proposal Northwind countered',
    expect: INVESTOR_ACT,
    target: (ctx) => ctx.fx.proposal('countered'),
    request: ({ id }) => ({ method: 'POST', url: `${API}/proposals/${id}/accept-counter` }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/final-accept',
    on: 'a Summit proposal Northwind accepted',
    expect: INVESTOR_ACT,
    target: (ctx) => ctx.fx.proposal('accepted'),
    request: ({ id }) => ({ method: 'POST', url: `${API}/proposals/${id}/final-accept`, body: CONFIRMED }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/counter',
    on: 'a submitted Summit proposal',
    expect: BANK_ACT,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id }) => ({ method: 'POST', url: `${API}/proposals/${id}/counter`, body: { price_pct: '99.500' } }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/reject',
    on: 'a submitted Summit proposal',
    expect: BANK_ACT,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id }) => ({
      method: 'POST',
      url: `${API}/proposals/${id}/reject`,
      body: { reason: 'Below our reserve.' },
    }),
  }),
  row({
    op: 'POST /api/v1/proposals/{id}/accept',
    on: 'a submitted Summit proposal',
    expect: BANK_ACT,
    target: (ctx) => ctx.fx.proposal('submitted'),
    request: ({ id }) => ({ method: 'POST', url: `${API}/proposals/${id}/accept` }),
  }),

  row({
    op: 'GET /api/v1/deals',
    on: 'the caller’s own deals',
    expect: OWN_TRADES,
    request: () => ({ method: 'GET', url: `${API}/deals?per_page=100` }),
    contents: (answer, who, ctx) => ownTradesOnly(ctx, who, answer, deals),
  }),
  row({
    op: 'GET /api/v1/deals/{id}',
    on: 'a Northwind–Summit deal',
    expect: PARTIES_READ,
    target: (ctx) => ctx.fx.deal('pending_settlement'),
    request: (id) => ({ method: 'GET', url: `${API}/deals/${id}` }),
  }),
  row({
    op: 'POST /api/v1/deals/{id}/funds-sent',
    on: 'a Northwind–Summit deal pending settlement',
    expect: INVESTOR_ACT,
    target: (ctx) => ctx.fx.deal('pending_settlement'),
    request: (id) => ({ method: 'POST', url: `${API}/deals/${id}/funds-sent` }),
  }),
  row({
    op: 'POST /api/v1/deals/{id}/settle',
    on: 'a Northwind–Summit deal whose funds were sent',
    expect: BANK_ACT,
    target: (ctx) => ctx.fx.deal('funds_sent'),
    request: (id) => ({ method: 'POST', url: `${API}/deals/${id}/settle` }),
  }),
  row({
    op: 'POST /api/v1/deals/{id}/cancel',
    on: 'a Northwind–Summit deal pending settlement',
    expect: cells('401 | ok ok 403 | 403 403 | 403 403 | 403 | 404 404 | 404 404'),
    target: (ctx) => ctx.fx.deal('pending_settlement'),
    request: (id) => ({
      method: 'POST',
      url: `${API}/deals/${id}/cancel`,
      body: { reason: 'The borrower repaid the loan.' },
    }),
  }),
  row({
    op: 'GET /api/v1/investor/portfolio',
    on: 'the caller’s own portfolio',
    expect: cells('401 | ok ok ok | 403 403 | ok ok | 403 | 403 403 | ok ok'),
    request: () => ({ method: 'GET', url: `${API}/investor/portfolio` }),
    contents: async (answer, who, ctx) => {
      if (isPlatform(who)) return;
      const investorId = await ctx.fx.org(investorOf(who) as Organisation);
      expect(answer.json().data.deals_count).toBe(
        await rowCount(ctx, deals, and(eq(deals.investorId, investorId), ne(deals.status, 'cancelled'))),
      );
    },
  }),

  row({
    op: 'GET /api/v1/marketplace/loans',
    on: 'the market',
    expect: MARKET,
    request: () => ({ method: 'GET', url: `${API}/marketplace/loans?per_page=100` }),
    contents: async (answer, who, ctx) => {
      const market = answer.json().data as { status: string; my_proposal: { id: number } | null }[];
      expect(answer.json().meta.total).toBe(await listedCount(ctx));
      allAre(market, (loan) => loan.status, 'listed');
      await myProposalsOnly(
        ctx,
        who,
        market.flatMap((loan) => (loan.my_proposal ? [loan.my_proposal.id] : [])),
      );
    },
  }),
  row({
    op: 'GET /api/v1/marketplace/summary',
    on: 'the market',
    expect: MARKET,
    request: () => ({ method: 'GET', url: `${API}/marketplace/summary` }),
    contents: async (answer, _, ctx) => expect(answer.json().data.count).toBe(await listedCount(ctx)),
  }),
  row({
    op: 'GET /api/v1/marketplace/loans.csv',
    on: 'the market',
    expect: MARKET,
    request: () => ({ method: 'GET', url: `${API}/marketplace/loans.csv` }),
    contents: async (answer, _, ctx) =>
      expect(answer.body.trim().split(/\r?\n/).length - 1).toBe(await listedCount(ctx)),
  }),
  row({
    op: 'GET /api/v1/marketplace/banks',
    on: 'the market',
    expect: MARKET,
    request: () => ({ method: 'GET', url: `${API}/marketplace/banks` }),
    contents: (answer) =>
      expect(
        answer
          .json()
          .data.map((bank: { name: string }) => bank.name)
          .sort(),
      ).toEqual(['Harbor Savings', 'Northwind Bank']),
  }),
  row({
    op: 'GET /api/v1/marketplace/loans/{id}',
    on: 'a Northwind listed loan with a Summit proposal: only Summit sees its own',
    expect: MARKET,
    target: async (ctx) => {
      const proposal = await ctx.fx.proposal('submitted');
      const [found] = await ctx.h.t.db
        .select({ loanId: proposals.loanId })
        .from(proposals)
        .where(eq(proposals.id, proposal.id));
      return found!.loanId;
    },
    request: (id) => ({ method: 'GET', url: `${API}/marketplace/loans/${id}` }),
    contents: (answer, who, ctx) => {
      const loan = answer.json().data;
      expect(loan.status).toBe('listed');
      // The proposal on it is Summit's: Summit sees it as its own, nobody else sees one.
      expect(Boolean(loan.my_proposal)).toBe(investorOf(who) === 'Summit Capital');
      return myProposalsOnly(ctx, who, loan.my_proposal ? [loan.my_proposal.id] : []);
    },
  }),
  row({
    op: 'GET /api/v1/marketplace/loans/{id}',
    on: 'a Northwind approved loan, not listed: not in the market',
    expect: cells('401 | 404 404 404 | 403 403 | 404 404 | 403 | 403 403 | 404 404'),
    target: (ctx) => ctx.fx.loan('approved'),
    request: (id) => ({ method: 'GET', url: `${API}/marketplace/loans/${id}` }),
  }),
];
