/**
 * The deal a confirmed award makes, in the confirmation's transaction under the pool's lock: one deal of
 * the bid's total with a line per loan the bid priced (amounts from its integer minor units, so the lines
 * sum to the deal's amount to the cent), those loans sold (each with its revision), the pool sold and none of its loans held any
 * more (a loan the bid excluded goes back to the bank, still approved), the pool's sale in its history. The
 * partial unique index on the pool's live deal is the last line of defence behind the lock.
 */
import { sql } from 'drizzle-orm';
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import { addBusinessDays } from '../../../src/domain/trading/business-days.ts';
import { overallPricePct, POOL_SETTLEMENT_BUSINESS_DAYS } from '../../../src/domain/pools/pool-deal.ts';
import type { Executor } from '../../db/client.ts';
import { dealSnapshot } from '../../db/deal-snapshot.ts';
import { dealEvents, dealLines, deals, loans, poolBindingBidLines } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { AWARD_MESSAGES } from './messages.ts';
import { minorPerUnit, minorToDecimal } from './money.ts';
import { releasePoolLoans, updatePool, type AwardWithBid, type PoolRow } from './queries.ts';
import { loansOfDeal, writeSoldLoanRevisions } from './sold-loan-revisions.ts';

async function bidSums(tx: Executor, bidId: number, perUnit: number) {
  const result = await tx.execute<{ amount_minor: string | null; principal: string | null }>(sql`
    select sum(l.amount_minor)::text as amount_minor, sum(round(lo.current_principal * ${perUnit}))::text as principal
    from ${poolBindingBidLines} l join ${loans} lo on lo.id = l.loan_id
    where l.bid_id = ${bidId} and not l.excluded`);
  const row = result.rows[0];
  return { amountMinor: BigInt(row?.amount_minor ?? '0'), principalMinor: BigInt(row?.principal ?? '0') };
}

export async function makePoolDeal(
  tx: Executor,
  pool: PoolRow,
  awarded: AwardWithBid,
  feeBps: number,
  actorId: number,
): Promise<number> {
  const perUnit = minorPerUnit(pool.currency);
  const { amountMinor, principalMinor } = await bidSums(tx, awarded.award.bindingBidId, perUnit);
  if (amountMinor !== BigInt(awarded.totalMinor)) throw conflict(AWARD_MESSAGES.inconsistentBid);
  const amount = minorToDecimal(amountMinor, pool.currency);
  const now = new Date();
  const [deal] = await tx
    .insert(deals)
    .values({
      poolId: pool.id,
      bankId: pool.bankId,
      investorId: awarded.investorId,
      pricePct: overallPricePct(amountMinor, principalMinor),
      amount,
      platformFeeBps: feeBps,
      platformFeeAmount: platformFee(amount, feeBps),
      settlementDate: addBusinessDays(now, POOL_SETTLEMENT_BUSINESS_DAYS).toISOString().slice(0, 10),
      createdById: actorId,
    })
    .returning();
  if (!deal) throw new Error('deal insert returned nothing');
  await tx.execute(sql`
    insert into ${dealLines} (deal_id, loan_id, price_pct, amount)
    select ${deal.id}, l.loan_id, l.price_pct, l.amount_minor::numeric / ${perUnit}
    from ${poolBindingBidLines} l where l.bid_id = ${awarded.award.bindingBidId} and not l.excluded`);
  const sold = await loansOfDeal(tx, deal.id);
  await tx.execute(sql`
    update ${loans} set status = 'sold', sold_at = now(), sold_amount = dl.amount,
      updated_at = now(), version = ${loans.version} + 1
    from ${dealLines} dl where dl.deal_id = ${deal.id} and ${loans.id} = dl.loan_id`);
  await writeSoldLoanRevisions(tx, sold, actorId);
  await releasePoolLoans(tx, pool.id);
  const soldPool = await updatePool(tx, pool.id, { status: 'sold' });
  await writeRevision(tx, {
    targetType: 'pool',
    targetId: pool.id,
    version: soldPool.version,
    before: { status: pool.status },
    after: { status: soldPool.status, deal_id: deal.id },
    actorId,
  });
  await writeRevision(tx, {
    targetType: 'deal',
    targetId: deal.id,
    version: deal.version,
    before: null,
    after: { ...dealSnapshot(deal), pool_id: pool.id },
    actorId,
  });
  await tx.insert(dealEvents).values({ dealId: deal.id, kind: 'created', actorId });
  return deal.id;
}
