/**
 * A demo pool sold through its award (DOMAIN.md, "Portfolio sales"): phase 2 closed with a binding bid from
 * each demo investor, the bank awarded Summit Capital with Bluewater Pension Fund as backup (made by the
 * officer, approved by the manager), Summit confirmed, and the deal was made with a line per loan. Both
 * investors accepted the NDA and were shortlisted, and the lines are worked out by the bids' own rules, as
 * the API would have left them.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { DEFAULT_PLATFORM_FEE_BPS } from '../../../src/domain/trading/deal-status.ts';
import { platformFee } from '../../../src/domain/trading/amounts.ts';
import { lineAmountMinor, parseBidPrice, principalMinor } from '../../../src/domain/pools/binding-bid.ts';
import { overallPricePct } from '../../../src/domain/pools/pool-deal.ts';
import { formatDecimal } from '../../../src/domain/loans/decimal.ts';
import type { Executor } from '../client.ts';
import { dealSnapshot } from '../deal-snapshot.ts';
import {
  dealEvents,
  dealLines,
  deals,
  entities,
  loans,
  pendingActions,
  poolAwards,
  poolBindingBidLines,
  poolBindingBids,
  poolLoans,
  poolParticipants,
  pools,
  revisions,
  users,
} from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';

const DAY_MS = 24 * 3600 * 1000;
const LOANS = 3;

export const DEMO_AWARDED_POOL_NAME = 'Buy-to-let book, sold';

const cents = (amount: string) => BigInt(amount.replace('.', ''));

async function idsOf(db: Executor) {
  const investors = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(eq(entities.kind, 'investor'), inArray(entities.name, ['Summit Capital', 'Bluewater Pension Fund'])));
  const directors = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, ['director@summit.test', 'director@bluewater.test']));
  const director = directors.find((row) => row.email === 'director@summit.test');
  const backupDirector = directors.find((row) => row.email === 'director@bluewater.test');
  const summit = investors.find((row) => row.name === 'Summit Capital');
  const bluewater = investors.find((row) => row.name === 'Bluewater Pension Fund');
  return summit && bluewater && director && backupDirector
    ? { summit: summit.id, bluewater: bluewater.id, director, backupDirector }
    : null;
}

const NDA_TEXT = 'The recipient keeps every document and figure of this data room confidential.';

/** The investor's NDA acceptance in phase 1 and its place on the shortlist. */
async function seat(
  db: Executor,
  poolId: number,
  investorId: number,
  person: { id: number; name: string; email: string },
  at: (days: number) => Date,
) {
  await db.insert(poolParticipants).values({
    poolId,
    investorId,
    ndaAcceptedById: person.id,
    ndaAcceptedByName: person.name,
    ndaAcceptedByEmail: person.email,
    ndaAcceptedAt: at(-25),
    ndaAcceptedFromAddress: '203.0.113.10',
    ndaTextSha256: createHash('sha256').update(NDA_TEXT, 'utf8').digest('hex'),
    shortlist: 'shortlisted',
    shortlistDecidedAt: at(-18),
  });
}

async function freeLoans(db: Executor, bankId: number) {
  return db
    .select({ id: loans.id, principal: loans.currentPrincipal })
    .from(loans)
    .where(
      and(
        eq(loans.bankId, bankId),
        eq(loans.status, 'approved'),
        notExists(sql`(select 1 from ${poolLoans} where ${poolLoans.loanId} = ${loans.id})`),
        notExists(
          sql`(select 1 from ${pendingActions} where ${pendingActions.targetType} = 'loan' and ${pendingActions.targetId} = ${loans.id} and ${pendingActions.status} = 'pending')`,
        ),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(LOANS);
}

async function bid(
  db: Executor,
  poolId: number,
  investorId: number,
  book: { id: number; principal: string }[],
  prices: string[],
  placedAt: Date,
  currency: string,
) {
  const lines = book.map((loan, index) => ({
    loanId: loan.id,
    pricePct: prices[index]!,
    amountMinor: lineAmountMinor(principalMinor(loan.principal, currency), parseBidPrice(prices[index]!)!),
  }));
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0n);
  const [row] = await db
    .insert(poolBindingBids)
    .values({ poolId, investorId, totalMinor, placedAt, updatedAt: placedAt })
    .returning({ id: poolBindingBids.id });
  await db.insert(poolBindingBidLines).values(lines.map((line) => ({ bidId: row!.id, ...line })));
  return { id: row!.id, lines, totalMinor };
}

export async function seedDemoPoolAward(db: Executor, bank: DemoBank): Promise<void> {
  const ids = await idsOf(db);
  const book = await freeLoans(db, bank.id);
  if (!ids || book.length < LOANS) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: bank.id,
      name: DEMO_AWARDED_POOL_NAME,
      description: 'Buy-to-let loans sold together to the best binding bid.',
      cutOffDate: at(-40).toISOString().slice(0, 10),
      currency: bank.currency,
      status: 'sold',
      accessMode: 'open',
      phase1Deadline: at(-20),
      phase2Deadline: at(-6),
      phase2DeadlineListed: at(-6),
      exclusionLimit: 0,
      ndaText: NDA_TEXT,
      listedAt: at(-30),
      createdById: bank.officerId,
      version: 4,
    })
    .returning();
  await db.insert(poolLoans).values(book.map((loan) => ({ poolId: pool!.id, loanId: loan.id, live: false })));
  await seat(db, pool!.id, ids.summit, ids.director, at);
  await seat(db, pool!.id, ids.bluewater, ids.backupDirector, at);
  const winner = await bid(db, pool!.id, ids.summit, book, ['98.250', '97.800', '98.600'], at(-7), bank.currency);
  const backup = await bid(db, pool!.id, ids.bluewater, book, ['96.900', '97.100', '97.000'], at(-6.5), bank.currency);
  await db.insert(pendingActions).values({
    scope: 'bank',
    scopeEntityId: bank.id,
    actionType: 'pool.award',
    targetType: 'pool_award',
    targetId: pool!.id,
    targetVersion: 2,
    payload: { winning_bid_id: winner.id, backup_bid_ids: [backup.id] },
    makerId: bank.officerId,
    checkerId: bank.managerId,
    status: 'approved',
    createdAt: at(-5),
    decidedAt: at(-4.5),
  });
  await db.insert(poolAwards).values([
    {
      poolId: pool!.id,
      rank: 1,
      bindingBidId: winner.id,
      status: 'accepted',
      invitedAt: at(-4.5),
      respondBy: at(-2.5),
      respondedAt: at(-4),
      respondedById: ids.director.id,
    },
    { poolId: pool!.id, rank: 2, bindingBidId: backup.id, status: 'waiting' },
  ]);
  const amount = formatDecimal({ units: winner.totalMinor, scale: 2 });
  const principal = book.reduce((sum, loan) => sum + cents(loan.principal), 0n);
  const [deal] = await db
    .insert(deals)
    .values({
      poolId: pool!.id,
      bankId: bank.id,
      investorId: ids.summit,
      pricePct: overallPricePct(winner.totalMinor, principal),
      amount,
      platformFeeBps: DEFAULT_PLATFORM_FEE_BPS,
      platformFeeAmount: platformFee(amount, DEFAULT_PLATFORM_FEE_BPS),
      settlementDate: at(10).toISOString().slice(0, 10),
      createdById: ids.director.id,
      createdAt: at(-4),
      updatedAt: at(-4),
    })
    .returning();
  await db.insert(dealLines).values(
    winner.lines.map((line) => ({
      dealId: deal!.id,
      loanId: line.loanId,
      pricePct: line.pricePct,
      amount: formatDecimal({ units: line.amountMinor, scale: 2 }),
    })),
  );
  for (const line of winner.lines)
    await db
      .update(loans)
      .set({ status: 'sold', soldAt: at(-4), soldAmount: formatDecimal({ units: line.amountMinor, scale: 2 }) })
      .where(eq(loans.id, line.loanId));
  await db
    .insert(dealEvents)
    .values({ dealId: deal!.id, kind: 'created', actorId: ids.director.id, createdAt: at(-4) });
  await db.insert(revisions).values({
    targetType: 'deal',
    targetId: deal!.id,
    version: 1,
    before: null,
    after: { ...dealSnapshot(deal!), pool_id: pool!.id },
    actorId: ids.director.id,
  });
}
