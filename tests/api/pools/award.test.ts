/**
 * A pool's award: binding bids sealed until the phase 2 deadline, ranked by total, awarded through four
 * eyes with up to two backups, invited in turn (a decline or a lapse moves on), confirmed into one deal
 * with a line per loan whatever the concurrency, settled like a single loan's deal.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../src/domain/loans/decimal.ts';
import { addBusinessDays } from '../../../src/domain/trading/business-days.ts';
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import {
  dealLines,
  deals,
  loans,
  notifications,
  poolAwards,
  poolBindingBidLines,
  poolBindingBids,
  poolLoans,
  pools,
  revisions,
} from '../../../server/db/schema/index.ts';
import { DEMO_AWARDED_POOL_NAME } from '../../../server/db/seed/demo-pool-award.ts';
import { sweepLapsedInvitations } from '../../../server/modules/pool-award/invitations.ts';
import { AWARD_MESSAGES } from '../../../server/modules/pool-award/messages.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { people, signIn } from '../../support/signed-in-people.ts';
import { CONFIRMED, entityId, expectStatus, userId } from '../../support/trading.ts';
import { extraInvestor, insertBid, poolInPhase2, type ClosedPool } from './award-support.ts';

const h = useApiHarness();
const as = people(h);
const bluewater = () => signIn(h, DEMO.bluewaterDirector.email);
const minor = (units: bigint) => formatDecimal({ units, scale: 2 });

async function poolStatus(id: number) {
  const [row] = await h.t.db.select({ status: pools.status }).from(pools).where(eq(pools.id, id));
  return row?.status;
}

async function awardStates(poolId: number) {
  const rows = await h.t.db
    .select({ rank: poolAwards.rank, status: poolAwards.status })
    .from(poolAwards)
    .where(eq(poolAwards.poolId, poolId))
    .orderBy(poolAwards.rank);
  return rows.map((row) => `${row.rank}:${row.status}`);
}

/** Three bids (Summit highest, Bluewater second, a third bidder last), awarded in that order through four eyes. */
async function awardedPool(loanCount = 3) {
  const officer = await as('bank_officer');
  const pool = await poolInPhase2(h, officer, loanCount);
  const summit = await insertBid(
    h,
    pool,
    await entityId(h.t.db, 'Summit Capital'),
    pool.loanIds.map(() => '99.000'),
  );
  const blue = await insertBid(
    h,
    pool,
    await entityId(h.t.db, 'Bluewater Pension Fund'),
    pool.loanIds.map(() => '98.000'),
  );
  const third = await insertBid(
    h,
    pool,
    await extraInvestor(h),
    pool.loanIds.map(() => '97.000'),
  );
  const made = await officer.post(`${API}/pools/${pool.poolId}/award`, {
    winning_bid_id: summit.id,
    backup_bid_ids: [blue.id, third.id],
  });
  expectStatus(made, 202);
  expectStatus(
    await (await as('bank_manager')).post(`${API}/pending-actions/${made.json().pending_action.id}/approve`),
    200,
  );
  return { pool, summit, blue, third };
}

const lapseNow = (poolId: number) =>
  h.t.db
    .update(poolAwards)
    .set({ respondBy: new Date(Date.now() - 60_000) })
    .where(and(eq(poolAwards.poolId, poolId), eq(poolAwards.status, 'invited')));

describe('the demo data', () => {
  it('holds a pool sold through its award: Summit confirmed into a deal with a line per loan, Bluewater its backup', async () => {
    const [pool] = await h.t.db.select().from(pools).where(eq(pools.name, DEMO_AWARDED_POOL_NAME));
    expect(pool).toMatchObject({ status: 'sold' });
    const seen = (await (await as('bank_manager')).get(`${API}/pools/${pool!.id}/bids`)).json().data;
    expect(
      seen.award.map((rank: { status: string; investor: { name: string } }) => [rank.investor.name, rank.status]),
    ).toEqual([
      ['Summit Capital', 'accepted'],
      ['Bluewater Pension Fund', 'waiting'],
    ]);
    const [deal] = await h.t.db.select().from(deals).where(eq(deals.poolId, pool!.id));
    const lines = (await (await as('investor_manager')).get(`${API}/deals/${deal!.id}/lines`)).json();
    expect(lines.meta.total).toBe(3);
    const sum = lines.data.reduce(
      (total: bigint, line: { amount: string }) => total + BigInt(line.amount.replace('.', '')),
      0n,
    );
    expect(minor(sum)).toBe(deal!.amount);
    expect(seen.bids[0].total).toBe(deal!.amount);
  });
});

describe('sealed bids', () => {
  it('answers 409 before the phase 2 deadline, saying nothing of the bids, and nothing to others', async () => {
    const officer = await as('bank_officer');
    const pool = await poolInPhase2(h, officer, 2, { open: true });
    const bid = await insertBid(h, pool, await entityId(h.t.db, 'Summit Capital'), ['99.000', '98.000']);
    const ranking = await officer.get(`${API}/pools/${pool.poolId}/bids`);
    expectStatus(ranking, 409);
    expect(ranking.json()).toEqual({ message: AWARD_MESSAGES.sealed });
    expectStatus(await officer.get(`${API}/pools/${pool.poolId}/bids/comparison`), 409);
    const award = await officer.post(`${API}/pools/${pool.poolId}/award`, { winning_bid_id: bid.id });
    expectStatus(award, 409);
    expect(award.json().message).toBe(AWARD_MESSAGES.sealed);

    expectStatus(await (await as('other_bank_officer')).get(`${API}/pools/${pool.poolId}/bids`), 404);
    expectStatus(await (await as('investor_manager')).get(`${API}/pools/${pool.poolId}/bids`), 403);
    expectStatus(await (await as('guest')).get(`${API}/pools/${pool.poolId}/bids`), 401);
    expectStatus(await officer.get(`${API}/pools/999999/bids`), 404);
  });
});

describe('ranking and comparison', () => {
  it('ranks by total, ties by the earlier bid, and counts the loans each priced highest', async () => {
    const officer = await as('bank_officer');
    const pool = await poolInPhase2(h, officer, 3);
    const early = new Date(Date.now() - 5 * 3_600_000);
    const late = new Date(Date.now() - 4 * 3_600_000);
    const cedar = await extraInvestor(h);
    // Equal totals: the same prices in another order on loans of equal principal.
    const blue = await insertBid(
      h,
      pool,
      await entityId(h.t.db, 'Bluewater Pension Fund'),
      ['97.000', '99.000', '98.000'],
      late,
    );
    const summit = await insertBid(
      h,
      pool,
      await entityId(h.t.db, 'Summit Capital'),
      ['99.000', '97.000', '98.000'],
      early,
    );
    const top = await insertBid(h, pool, cedar, ['99.500', null, '99.500']);

    const answer = await officer.get(`${API}/pools/${pool.poolId}/bids`);
    expectStatus(answer, 200);
    const { bids, can, award } = answer.json().data;
    expect(blue.totalMinor).toBe(summit.totalMinor);
    expect(bids.map((bid: { bid_id: number }) => bid.bid_id)).toEqual(
      top.totalMinor > summit.totalMinor ? [top.id, summit.id, blue.id] : [summit.id, blue.id, top.id],
    );
    const byId = new Map(bids.map((bid: { bid_id: number }) => [bid.bid_id, bid]));
    expect(byId.get(top.id)).toMatchObject({ excluded_count: 1, highest_on_loans: 2, total: minor(top.totalMinor) });
    expect(byId.get(summit.id)).toMatchObject({ excluded_count: 0, highest_on_loans: 0 });
    expect(byId.get(blue.id)).toMatchObject({ highest_on_loans: 1, investor: { name: 'Bluewater Pension Fund' } });
    expect(award).toEqual([]);
    expect(can).toEqual({ award: true, approve: false });

    const page = await officer.get(`${API}/pools/${pool.poolId}/bids/comparison?per_page=25&page=1`);
    expectStatus(page, 200);
    const comparison = page.json();
    expect(comparison.meta).toEqual({ total: 3, page: 1, per_page: 25 });
    expect(comparison.data.map((row: { line: number }) => row.line)).toEqual([1, 2, 3]);
    const second = comparison.data[1];
    expect(second.highest_bid_ids).toEqual([blue.id]);
    expect(second.prices.find((price: { bid_id: number }) => price.bid_id === top.id)).toEqual({
      bid_id: top.id,
      excluded: true,
      price_pct: null,
      amount: null,
    });
    const pageTwo = (await officer.get(`${API}/pools/${pool.poolId}/bids/comparison?per_page=25&page=2`)).json();
    expect(pageTwo.data).toEqual([]);
    expectStatus(await officer.get(`${API}/pools/${pool.poolId}/bids/comparison?per_page=7`), 422);
  });
});

describe('the award through four eyes', () => {
  it('checks the choice, needs a manager other than the maker, then invites the winner and tells the others', async () => {
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');
    const pool = await poolInPhase2(h, officer, 2);
    const summit = await insertBid(h, pool, await entityId(h.t.db, 'Summit Capital'), ['99.000', '99.000']);
    const blue = await insertBid(h, pool, await entityId(h.t.db, 'Bluewater Pension Fund'), ['98.000', '98.000']);
    const loser = await insertBid(h, pool, await extraInvestor(h), ['90.000', '90.000']);
    const other = await poolInPhase2(h, officer, 1);
    const foreign = await insertBid(h, other, await entityId(h.t.db, 'Summit Capital'), ['95.000']);
    const url = `${API}/pools/${pool.poolId}/award`;

    expectStatus(await officer.post(url, { winning_bid_id: summit.id, backup_bid_ids: [summit.id] }), 422);
    expectStatus(await officer.post(url, { winning_bid_id: summit.id, backup_bid_ids: [blue.id, loser.id, 1] }), 422);
    expectStatus(await officer.post(url, { winning_bid_id: 'first' }), 422);
    const wrong = await officer.post(url, { winning_bid_id: foreign.id });
    expectStatus(wrong, 409);
    expect(wrong.json().message).toBe(AWARD_MESSAGES.bidNotInPool);
    expectStatus(await (await as('investor_manager')).post(url, { winning_bid_id: summit.id }), 403);
    expectStatus(await (await as('other_bank_officer')).post(url, { winning_bid_id: summit.id }), 404);
    expectStatus(await (await as('dl_admin_maker')).post(url, { winning_bid_id: summit.id }), 403);

    const made = await officer.post(url, { winning_bid_id: summit.id, backup_bid_ids: [blue.id] });
    expectStatus(made, 202);
    const action = made.json().pending_action;
    expect(action.diff.map((change: { field: string }) => change.field)).toEqual(['status', 'winner', 'backup 1']);
    expectStatus(await officer.post(url, { winning_bid_id: blue.id }), 409);
    const seen = (await manager.get(`${API}/pools/${pool.poolId}/bids`)).json().data;
    expect(seen.pending_award.id).toBe(action.id);
    expect(seen.can).toEqual({ award: false, approve: true });
    expectStatus(await officer.post(`${API}/pending-actions/${action.id}/approve`), 403);
    expect(await poolStatus(pool.poolId)).toBe('phase_2');

    const before = Date.now();
    expectStatus(await manager.post(`${API}/pending-actions/${action.id}/approve`), 200);
    expect(await poolStatus(pool.poolId)).toBe('awarded');
    const award = (await officer.get(`${API}/pools/${pool.poolId}/bids`)).json().data.award;
    expect(
      award.map((row: { rank: number; status: string; bid_id: number }) => [row.rank, row.bid_id, row.status]),
    ).toEqual([
      [1, summit.id, 'invited'],
      [2, blue.id, 'waiting'],
    ]);
    const respondBy = Date.parse(award[0].respond_by);
    expect(respondBy).toBeGreaterThanOrEqual(addBusinessDays(new Date(before), 2).getTime() - 1000);
    expect(award[1].respond_by).toBeNull();

    const told = await h.t.db
      .select({ userId: notifications.userId, kind: notifications.kind, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.subjectType, 'pool'), eq(notifications.subjectId, pool.poolId)));
    const summitDirector = await userId(h.t.db, DEMO.summitDirector.email);
    const blueDirector = await userId(h.t.db, DEMO.bluewaterDirector.email);
    expect(told.filter((row) => row.userId === summitDirector).map((row) => row.kind)).toEqual(['pool_award_invited']);
    expect(told.filter((row) => row.userId === blueDirector).map((row) => row.payload.title)).toEqual([
      expect.stringContaining('backup number 1'),
    ]);
    expectStatus(await officer.post(url, { winning_bid_id: blue.id }), 409);
  });
});

describe('the bidder’s final acceptance', () => {
  it('shows the invited bidder its total, fee and lines; a backup waits; others see nothing', async () => {
    const { pool, summit, blue } = await awardedPool(2);
    const director = await as('investor_manager');
    const mine = await director.get(`${API}/investor/pools/${pool.poolId}/award`);
    expectStatus(mine, 200);
    const total = minor(summit.totalMinor);
    expect(mine.json().data).toMatchObject({
      rank: 1,
      status: 'invited',
      bid_id: summit.id,
      total,
      platform_fee_amount: platformFee(total, h.t.config.platformFeeBps),
      can: { confirm: true, decline: true },
    });
    const lines = (await director.get(`${API}/investor/pools/${pool.poolId}/award/lines`)).json();
    expect(lines.meta.total).toBe(2);
    expect(lines.data[0]).toMatchObject({ line: 1, price_pct: '99.000', excluded: false });
    expect(lines.data[0]).not.toHaveProperty('loan_ref');

    const backup = await bluewater();
    expect((await backup.get(`${API}/investor/pools/${pool.poolId}/award`)).json().data).toMatchObject({
      rank: 2,
      status: 'waiting',
      bid_id: blue.id,
      can: { confirm: false, decline: false },
    });
    const early = await backup.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, CONFIRMED);
    expectStatus(early, 409);
    expect(early.json().message).toBe(AWARD_MESSAGES.notInvited);
    expectStatus(await (await as('bank_officer')).get(`${API}/investor/pools/${pool.poolId}/award`), 403);
    expectStatus(await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, {}), 422);
    expectStatus(
      await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, { ...CONFIRMED, confirm_fee: false }),
      422,
    );
    expectStatus(await director.post(`${API}/investor/pools/${pool.poolId}/award/decline`, { reason: '  ' }), 422);
    const otherTotal = await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, {
      ...CONFIRMED,
      total: '1.00',
    });
    expectStatus(otherTotal, 409);
    expect(otherTotal.json().message).toBe(AWARD_MESSAGES.otherTotal);
  });

  it('moves to the first backup when the winner lets the time lapse (the sweep), then to the second on a decline', async () => {
    const { pool } = await awardedPool(2);
    await lapseNow(pool.poolId);
    expect(await sweepLapsedInvitations(h.t.db)).toBeGreaterThanOrEqual(1);
    expect(await awardStates(pool.poolId)).toEqual(['1:lapsed', '2:invited', '3:waiting']);
    const late = await (
      await as('investor_manager')
    ).post(`${API}/investor/pools/${pool.poolId}/award/confirm`, CONFIRMED);
    expectStatus(late, 409);

    const backup = await bluewater();
    expect((await backup.get(`${API}/investor/pools/${pool.poolId}/award`)).json().data.can.confirm).toBe(true);
    expectStatus(
      await backup.post(`${API}/investor/pools/${pool.poolId}/award/decline`, { reason: 'Our committee said no.' }),
      204,
    );
    expect(await awardStates(pool.poolId)).toEqual(['1:lapsed', '2:declined', '3:invited']);
    const award = (await (await as('bank_officer')).get(`${API}/pools/${pool.poolId}/bids`)).json().data.award;
    expect(award[1].decline_reason).toBe('Our committee said no.');
    expect(await poolStatus(pool.poolId)).toBe('awarded');
  });

  it('notices a lapse when the award is read, and gives the pool back to the bank when no one confirms', async () => {
    const { pool } = await awardedPool(2);
    expectStatus(
      await (
        await as('investor_manager')
      ).post(`${API}/investor/pools/${pool.poolId}/award/decline`, {
        reason: 'Not for us.',
      }),
      204,
    );
    await lapseNow(pool.poolId);
    // Read, not swept: the backup's page moves past its own lapse.
    const read = await (await bluewater()).get(`${API}/investor/pools/${pool.poolId}/award`);
    expect(read.json().data.status).toBe('lapsed');
    expect(await awardStates(pool.poolId)).toEqual(['1:declined', '2:lapsed', '3:invited']);
    await lapseNow(pool.poolId);
    await sweepLapsedInvitations(h.t.db);
    expect(await awardStates(pool.poolId)).toEqual(['1:declined', '2:lapsed', '3:lapsed']);
    expect(await poolStatus(pool.poolId)).toBe('withdrawn');
    const held = await h.t.db.select().from(poolLoans).where(eq(poolLoans.poolId, pool.poolId));
    expect(held.every((row) => !row.live)).toBe(true);
    const loanRows = await h.t.db.select().from(loans).where(inArray(loans.id, pool.loanIds));
    expect(loanRows.map((row) => row.status)).toEqual(pool.loanIds.map(() => 'approved'));
    const bankTold = await h.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'pool_award_ended'), eq(notifications.subjectId, pool.poolId)));
    expect(bankTold.length).toBeGreaterThanOrEqual(2);
  });

  it('makes exactly one deal under 50 concurrent confirmations, with a line per loan and every loan sold', async () => {
    const { pool, summit } = await awardedPool(4);
    const director = await as('investor_manager');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, CONFIRMED)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const made = await h.t.db.select().from(deals).where(eq(deals.poolId, pool.poolId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: minor(summit.totalMinor), loanId: null, proposalId: null });
    const lines = await h.t.db.select().from(dealLines).where(eq(dealLines.dealId, made[0]!.id));
    expect(lines).toHaveLength(4);
    const loanRows = await h.t.db.select().from(loans).where(inArray(loans.id, pool.loanIds));
    expect(loanRows.every((row) => row.status === 'sold')).toBe(true);
    expect(await poolStatus(pool.poolId)).toBe('sold');
    expect(await awardStates(pool.poolId)).toEqual(['1:accepted', '2:waiting', '3:waiting']);
  });
});

describe('the pool’s deal', () => {
  it('has lines whose amounts sum to the total to the cent, whatever the prices, principals and exclusions', async () => {
    const officer = await as('bank_officer');
    const director = await as('investor_manager');
    const summitId = await entityId(h.t.db, 'Summit Capital');
    const price = fc
      .tuple(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, thousandths]) => `${whole}.${thousandths.toString().padStart(3, '0')}`);
    const principal = fc
      .tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${cents.toString().padStart(2, '0')}`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ price: fc.option(price, { freq: 5 }), principal }), { minLength: 3, maxLength: 3 }),
        async (loanTerms) => {
          if (loanTerms.every((term) => term.price === null)) return;
          const pool: ClosedPool = await poolInPhase2(h, officer, loanTerms.length);
          for (const [index, loanId] of pool.loanIds.entries())
            await h.t.db
              .update(loans)
              .set({ currentPrincipal: loanTerms[index]!.principal })
              .where(eq(loans.id, loanId));
          pool.principals = loanTerms.map((term) => term.principal);
          const bid = await insertBid(
            h,
            pool,
            summitId,
            loanTerms.map((term) => term.price),
          );
          const made = await officer.post(`${API}/pools/${pool.poolId}/award`, { winning_bid_id: bid.id });
          expectStatus(made, 202);
          expectStatus(
            await (await as('bank_manager')).post(`${API}/pending-actions/${made.json().pending_action.id}/approve`),
            200,
          );
          const confirmed = await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, {
            ...CONFIRMED,
            total: minor(bid.totalMinor),
          });
          expectStatus(confirmed, 201);
          const dealId = confirmed.json().data.deal_id;
          const [deal] = await h.t.db.select().from(deals).where(eq(deals.id, dealId));
          const lines = await h.t.db.select().from(dealLines).where(eq(dealLines.dealId, dealId));
          const sum = lines.reduce((total, line) => total + BigInt(line.amount.replace('.', '')), 0n);
          expect(minor(sum)).toBe(deal!.amount);
          expect(deal!.amount).toBe(minor(bid.totalMinor));
          expect(lines).toHaveLength(loanTerms.filter((term) => term.price !== null).length);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('shows its lines, and is settled and cancelled like a single loan’s deal', async () => {
    const { pool, summit } = await awardedPool(3);
    const director = await as('investor_manager');
    const confirmed = await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, CONFIRMED);
    expectStatus(confirmed, 201);
    const dealId = confirmed.json().data.deal_id;
    const officer = await as('bank_officer');
    const shown = (await officer.get(`${API}/deals/${dealId}`)).json().data;
    expect(shown).toMatchObject({
      loan: null,
      proposal_id: null,
      pool: { id: pool.poolId, currency: 'GBP' },
      amount: minor(summit.totalMinor),
      status: 'pending_settlement',
    });
    const lines = (await director.get(`${API}/deals/${dealId}/lines`)).json();
    expect(lines.meta.total).toBe(3);
    expect(lines.data.map((line: { loan_id: number }) => line.loan_id)).toEqual(pool.loanIds);
    expectStatus(await (await as('other_bank_officer')).get(`${API}/deals/${dealId}/lines`), 404);
    expectStatus(await (await bluewater()).get(`${API}/deals/${dealId}`), 404);

    expectStatus(await director.post(`${API}/deals/${dealId}/funds-sent`), 200);
    expectStatus(await officer.post(`${API}/deals/${dealId}/settle`), 200);
    expect((await officer.get(`${API}/deals/${dealId}`)).json().data.status).toBe('settled');

    const second = await awardedPool(2);
    const other = await director.post(`${API}/investor/pools/${second.pool.poolId}/award/confirm`, CONFIRMED);
    expectStatus(other, 201);
    const otherId = other.json().data.deal_id;
    const asked = await (
      await as('dl_admin_maker')
    ).post(`${API}/deals/${otherId}/cancel`, { reason: 'The bank withdrew.' });
    expectStatus(asked, 202);
    expectStatus(
      await (
        await as('dl_admin_checker')
      ).post(`${API}/pending-actions/${asked.json().data.pending_action_id}/approve`),
      200,
    );
    expect((await officer.get(`${API}/deals/${otherId}`)).json().data.status).toBe('cancelled');
    const freed = await h.t.db.select().from(loans).where(inArray(loans.id, second.pool.loanIds));
    expect(freed.map((row) => row.status)).toEqual(second.pool.loanIds.map(() => 'approved'));
    expect(await poolStatus(second.pool.poolId)).toBe('withdrawn');
  });
});

describe('the pool’s history of its sale', () => {
  const statusesIn = async (poolId: number) =>
    (await (await as('bank_officer')).get(`${API}/pools/${poolId}/revisions`))
      .json()
      .data.map((revision: { after: { status?: string } }) => revision.after.status);

  it('records the sale, and a cancelled deal’s withdrawal with each loan’s return to the bank', async () => {
    const { pool } = await awardedPool(2);
    const confirmed = await (
      await as('investor_manager')
    ).post(`${API}/investor/pools/${pool.poolId}/award/confirm`, CONFIRMED);
    expectStatus(confirmed, 201);
    expect(await statusesIn(pool.poolId)).toContain('sold');

    const asked = await (
      await as('dl_admin_maker')
    ).post(`${API}/deals/${confirmed.json().data.deal_id}/cancel`, { reason: 'The bank withdrew.' });
    expectStatus(asked, 202);
    expectStatus(
      await (
        await as('dl_admin_checker')
      ).post(`${API}/pending-actions/${asked.json().data.pending_action_id}/approve`),
      200,
    );
    expect(await statusesIn(pool.poolId)).toContain('withdrawn');
    const [pooled] = await h.t.db.select({ version: pools.version }).from(pools).where(eq(pools.id, pool.poolId));
    const [last] = await h.t.db
      .select({ version: revisions.version })
      .from(revisions)
      .where(and(eq(revisions.targetType, 'pool'), eq(revisions.targetId, pool.poolId)))
      .orderBy(desc(revisions.version))
      .limit(1);
    expect(last!.version).toBe(pooled!.version);
    for (const loan of await h.t.db.select().from(loans).where(inArray(loans.id, pool.loanIds))) {
      const [returned] = await h.t.db
        .select()
        .from(revisions)
        .where(
          and(eq(revisions.targetType, 'loan'), eq(revisions.targetId, loan.id), eq(revisions.version, loan.version)),
        );
      expect(returned, `loan ${loan.id} at version ${loan.version}`).toBeDefined();
      expect(returned!.before).toMatchObject({ status: 'sold' });
      expect(returned!.after).toMatchObject({ status: 'approved' });
      expect(returned!.approverId).toBe(await userId(h.t.db, DEMO.adminChecker.email));
    }
  });

  it('records the pool’s return to the bank when no one confirms', async () => {
    const { pool } = await awardedPool(2);
    for (const email of [DEMO.summitDirector.email, DEMO.bluewaterDirector.email])
      expectStatus(
        await (
          await signIn(h, email)
        ).post(`${API}/investor/pools/${pool.poolId}/award/decline`, { reason: 'Not for us.' }),
        204,
      );
    await lapseNow(pool.poolId);
    await sweepLapsedInvitations(h.t.db);
    expect(await poolStatus(pool.poolId)).toBe('withdrawn');
    const [pooled] = await h.t.db.select({ version: pools.version }).from(pools).where(eq(pools.id, pool.poolId));
    const [withdrawal] = await h.t.db
      .select()
      .from(revisions)
      .where(
        and(
          eq(revisions.targetType, 'pool'),
          eq(revisions.targetId, pool.poolId),
          eq(revisions.version, pooled!.version),
        ),
      );
    // The last rank let the time lapse: the platform gave the pool back, no one's request did.
    expect(withdrawal).toMatchObject({ before: { status: 'awarded' }, after: { status: 'withdrawn' }, actorId: null });
  });
});

describe('a pool in yen', () => {
  it('is sold in whole yen, each loan with a revision of its sale', async () => {
    const officer = await as('bank_officer');
    const pool = await poolInPhase2(h, officer, 2);
    await h.t.db.update(pools).set({ currency: 'JPY' }).where(eq(pools.id, pool.poolId));
    await h.t.db
      .update(loans)
      .set({ currency: 'JPY', currentPrincipal: '1000001.00' })
      .where(inArray(loans.id, pool.loanIds));
    // 1,000,001 yen at 95.500% is 955,000.955 yen: 955,001 yen, a whole minor unit of the yen.
    const [bid] = await h.t.db
      .insert(poolBindingBids)
      .values({ poolId: pool.poolId, investorId: await entityId(h.t.db, 'Summit Capital'), totalMinor: 1_910_002n })
      .returning({ id: poolBindingBids.id });
    await h.t.db
      .insert(poolBindingBidLines)
      .values(pool.loanIds.map((loanId) => ({ bidId: bid!.id, loanId, pricePct: '95.500', amountMinor: 955_001n })));
    const made = await officer.post(`${API}/pools/${pool.poolId}/award`, { winning_bid_id: bid!.id });
    expectStatus(made, 202);
    expectStatus(
      await (await as('bank_manager')).post(`${API}/pending-actions/${made.json().pending_action.id}/approve`),
      200,
    );
    const director = await as('investor_manager');
    const offered = (await director.get(`${API}/investor/pools/${pool.poolId}/award`)).json().data;
    expect(offered.total).toBe('1910002');
    const confirmed = await director.post(`${API}/investor/pools/${pool.poolId}/award/confirm`, {
      ...CONFIRMED,
      total: '1910002',
    });
    expectStatus(confirmed, 201);
    const dealId = confirmed.json().data.deal_id;
    const [deal] = await h.t.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal!.amount).toBe('1910002.00');
    const lines = await h.t.db.select().from(dealLines).where(eq(dealLines.dealId, dealId));
    expect(lines.map((line) => line.amount)).toEqual(['955001.00', '955001.00']);
    const sold = await h.t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'loan'), inArray(revisions.targetId, pool.loanIds)));
    const sales = sold.filter((revision) => (revision.after as { status: string }).status === 'sold');
    expect(sales.map((revision) => revision.targetId).sort()).toEqual([...pool.loanIds].sort());
    for (const revision of sales) expect((revision.before as { status: string }).status).toBe('approved');
  });
});
