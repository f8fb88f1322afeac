/**
 * GET /investor/portfolio: exact figures on a small known set of deals (the investor's demo
 * trades are cleared first): totals, principal-weighted rate and LTV, the breakdowns (per currency too, never summed), deals
 * by status with the cancelled one left out of the figures, and the open proposals. Another
 * investor sees only its own; platform admins every investor's; banks and guests nothing.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealLines, deals, loans, pools, proposals } from '../../../server/db/schema/index.ts';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { entityId, freshListedLoans, insertDeal, userId } from '../../support/trading.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn, people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);
const freshLoan = freshListedLoans(h);

async function knownLoan(
  bank: 'Northwind Bank' | 'Harbor Savings',
  figures: {
    currency?: string;
    currentPrincipal: string;
    interestRatePct: string;
    currentLtvPct: string;
    region: string;
    propertyType: 'house' | 'flat';
  },
) {
  const id = await freshLoan(bank);
  await h.t.db.update(loans).set(figures).where(eq(loans.id, id));
  return id;
}

const openProposalIds: number[] = [];

beforeAll(async () => {
  const summit = await entityId(h.t.db, 'Summit Capital');
  await h.t.db.delete(deals).where(eq(deals.investorId, summit));
  await h.t.db.delete(proposals).where(eq(proposals.investorId, summit));

  const a = await knownLoan('Northwind Bank', {
    currency: 'GBP',
    currentPrincipal: '100000.00',
    interestRatePct: '3.0000',
    currentLtvPct: '60.0000',
    region: 'CA',
    propertyType: 'house',
  });
  const b = await knownLoan('Harbor Savings', {
    currency: 'USD',
    currentPrincipal: '300000.00',
    interestRatePct: '5.0000',
    currentLtvPct: '80.0000',
    region: 'NY',
    propertyType: 'flat',
  });
  const c = await knownLoan('Northwind Bank', {
    currency: 'GBP',
    currentPrincipal: '250000.00',
    interestRatePct: '4.3750',
    currentLtvPct: '70.0000',
    region: 'CA',
    propertyType: 'flat',
  });
  const gone = await knownLoan('Harbor Savings', {
    currency: 'CHF',
    currentPrincipal: '900000.00',
    interestRatePct: '9.0000',
    currentLtvPct: '95.0000',
    region: 'TX',
    propertyType: 'house',
  });
  await insertDeal(h.t.db, { loanId: a, investor: 'Summit Capital', pricePct: '98.000' });
  await insertDeal(h.t.db, { loanId: b, investor: 'Summit Capital', pricePct: '101.250', status: 'settled' });
  await insertDeal(h.t.db, { loanId: c, investor: 'Summit Capital', pricePct: '99.000', status: 'funds_sent' });
  await insertDeal(h.t.db, { loanId: gone, investor: 'Summit Capital', pricePct: '90.000', status: 'cancelled' });

  // Two open proposals (the countered one the latest) and a withdrawn one that does not count.
  const analyst = await userId(h.t.db, DEMO.summitAnalyst.email);
  const northwind = await entityId(h.t.db, 'Northwind Bank');
  // The amounts as submission and the counter store them: the price's share of the loan's current principal.
  const proposal = async (loanId: number, status: 'submitted' | 'countered' | 'withdrawn', updatedAt: string) => {
    const [loan] = await h.t.db
      .select({ currentPrincipal: loans.currentPrincipal })
      .from(loans)
      .where(eq(loans.id, loanId));
    const counterPricePct = status === 'countered' ? '98.250' : null;
    return {
      loanId,
      investorId: summit,
      bankId: northwind,
      status,
      pricePct: '97.500',
      amount: proposalAmount('97.500', loan!.currentPrincipal),
      settlementDate: '2030-02-01',
      validUntil: '2030-01-15',
      counterPricePct,
      counterAmount: counterPricePct === null ? null : proposalAmount(counterPricePct, loan!.currentPrincipal),
      createdById: analyst,
      updatedAt: new Date(updatedAt),
    };
  };
  const made = await h.t.db
    .insert(proposals)
    .values([
      await proposal(
        await knownLoan('Northwind Bank', {
          currentPrincipal: '123456.78',
          interestRatePct: '4.0000',
          currentLtvPct: '50.0000',
          region: 'WA',
          propertyType: 'house',
        }),
        'submitted',
        '2026-01-01T10:00:00Z',
      ),
      await proposal(await freshLoan('Northwind Bank'), 'countered', '2026-01-02T10:00:00Z'),
      await proposal(await freshLoan('Northwind Bank'), 'withdrawn', '2026-01-03T10:00:00Z'),
    ])
    .returning({ id: proposals.id });
  openProposalIds.push(made[1]!.id, made[0]!.id);
});

describe('GET /investor/portfolio', () => {
  it('sums the investor’s deals that are not cancelled, weighted by current principal, with the open proposals, latest first', async () => {
    const response = await (await as('investor_user')).get(`${API}/investor/portfolio`);
    expect(response.statusCode, response.body).toBe(200);
    const { open_proposals: open, ...figures } = response.json().data;
    expect(figures).toEqual({
      deals_count: 3,
      // GBP and USD: the totals are per currency only.
      total_current_principal: null,
      total_amount: null,
      // The cancelled deal's CHF is left out. GBP: A and C, 98% of 100,000 + 99% of 250,000; USD: B, 101.25% of 300,000.
      // Rate and LTV are weighted within each currency, never across two: GBP (3 x 100000 + 4.375 x 250000) / 350000
      // = 3.982…, (60 x 100000 + 70 x 250000) / 350000 = 67.142…; USD is B alone. Over both they are not given.
      by_currency: [
        {
          key: 'GBP',
          count: 2,
          total_current_principal: '350000.00',
          total_amount: '345500.00',
          weighted_avg_rate_pct: '3.98',
          weighted_avg_ltv_pct: '67.14',
        },
        {
          key: 'USD',
          count: 1,
          total_current_principal: '300000.00',
          total_amount: '303750.00',
          weighted_avg_rate_pct: '5.00',
          weighted_avg_ltv_pct: '80.00',
        },
      ],
      weighted_avg_rate_pct: null,
      weighted_avg_ltv_pct: null,
      by_region: [
        { key: 'CA', count: 2, total_current_principal: null },
        { key: 'NY', count: 1, total_current_principal: null },
      ],
      by_property_type: [
        { key: 'flat', count: 2, total_current_principal: null },
        { key: 'house', count: 1, total_current_principal: null },
      ],
      deals_by_status: { pending_settlement: 1, funds_sent: 1, settled: 1, cancelled: 1 },
      open_proposals_count: 2,
    });
    expect(open.map((one: { id: number }) => one.id)).toEqual(openProposalIds);
    expect(open[1]).toMatchObject({
      status: 'submitted',
      investor: { name: 'Summit Capital' },
      loan: { current_principal: '123456.78', bank: { name: 'Northwind Bank' } },
      price_pct: '97.500',
      // 97.5% of 123456.78 = 120370.3605, to the cent half-even
      amount: '120370.36',
      created_by: { name: 'Sam Analyst' },
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
    expect(open[0]).toMatchObject({
      status: 'countered',
      counter_price_pct: '98.250',
      can: { accept_counter: true, counter: false },
    });
    expect((await (await as('investor_manager')).get(`${API}/investor/portfolio`)).json().data).toEqual(
      response.json().data,
    );
  });

  it('holds each loan of a pool’s deal, at the line’s amount', async () => {
    const harbor = await entityId(h.t.db, 'Harbor Savings');
    const held = {
      currency: 'USD',
      currentPrincipal: '100000.00',
      interestRatePct: '2.0000',
      currentLtvPct: '50.0000',
    };
    const loanIds = [
      await knownLoan('Harbor Savings', { ...held, region: 'NY', propertyType: 'house' }),
      await knownLoan('Harbor Savings', { ...held, region: 'NY', propertyType: 'house' }),
    ];
    const [pool] = await h.t.db
      .insert(pools)
      .values({ bankId: harbor, name: 'Held pool', cutOffDate: '2026-10-31', currency: 'USD', status: 'sold' })
      .returning({ id: pools.id });
    const [deal] = await h.t.db
      .insert(deals)
      .values({
        poolId: pool!.id,
        bankId: harbor,
        investorId: await entityId(h.t.db, 'Summit Capital'),
        pricePct: '95.000',
        amount: '190000.00',
        platformFeeBps: 10,
        platformFeeAmount: '190.00',
        settlementDate: '2030-01-15',
      })
      .returning({ id: deals.id });
    await h.t.db
      .insert(dealLines)
      .values(loanIds.map((loanId) => ({ dealId: deal!.id, loanId, pricePct: '95.000', amount: '95000.00' })));
    try {
      const figures = (await (await as('investor_user')).get(`${API}/investor/portfolio`)).json().data;
      expect(figures.deals_count).toBe(4);
      // USD: B (300,000 at 5% and 80%) and the pool's two loans (100,000 each at 2% and 50%).
      expect(figures.by_currency).toContainEqual({
        key: 'USD',
        count: 3,
        total_current_principal: '500000.00',
        total_amount: '493750.00',
        weighted_avg_rate_pct: '3.80',
        weighted_avg_ltv_pct: '68.00',
      });
      expect(figures.by_region).toContainEqual({ key: 'NY', count: 3, total_current_principal: null });
      expect(figures.deals_by_status.pending_settlement).toBe(2);
    } finally {
      await h.t.db.delete(deals).where(eq(deals.id, deal!.id));
    }
  });

  it('another investor sees only its own deals; platform admins every investor’s; banks, people without a role and guests none', async () => {
    const bluewater = await entityId(h.t.db, 'Bluewater Pension Fund');
    const [ofBluewater] = await h.t.db
      .select({ n: count() })
      .from(deals)
      .where(and(eq(deals.investorId, bluewater), ne(deals.status, 'cancelled')));
    const [all] = await h.t.db.select({ n: count() }).from(deals).where(ne(deals.status, 'cancelled'));
    const other = (await (await signIn(h, DEMO.bluewaterDirector.email)).get(`${API}/investor/portfolio`)).json().data;
    expect(other.deals_count).toBe(ofBluewater!.n);
    expect(other.deals_count).toBeGreaterThan(0);
    expect(
      other.open_proposals.every(
        (one: { investor: { name: string } }) => one.investor.name === 'Bluewater Pension Fund',
      ),
    ).toBe(true);
    const admin = (await (await as('dl_admin_checker')).get(`${API}/investor/portfolio`)).json().data;
    expect(admin.deals_count).toBe(all!.n);
    expect(admin.deals_count).toBe(other.deals_count + 3);

    const refused: Record<string, number> = {};
    for (const person of ['bank_officer', 'other_bank_manager', 'no_role', 'guest'] as const)
      refused[person] = (await (await as(person)).get(`${API}/investor/portfolio`)).statusCode;
    expect(refused).toEqual({ bank_officer: 403, other_bank_manager: 403, no_role: 403, guest: 401 });
  });
});
