/**
 * A demo pool in its binding phase (DOMAIN.md, "Portfolio sales", phase 2): listed at the bank, phase 1
 * over, Summit and Bluewater shortlisted after accepting the NDA, and each with a binding bid priced per
 * loan (Bluewater leaving one loan out, within the limit), the amounts worked out by the bids' own rules.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { lineAmountMinor, parseBidPrice, principalMinor, priceText } from '../../../src/domain/pools/binding-bid.ts';
import type { Executor } from '../client.ts';
import {
  entities,
  loans,
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
const POOL_LOANS = 5;

export const DEMO_PHASE2_POOL_NAME = 'Buy-to-let portfolio, binding round';

const NDA_TEXT =
  'The recipient keeps every document and figure of this data room confidential and uses them only to bid for the pool.';
const NDA_SHA256 = 'c1f3b8e5a7d9024e6b3f1a8c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';

/** Each bidder's price per line (cycled), and the lines it leaves out. */
const BIDS = [
  { investor: 'Summit Capital', email: 'analyst@summit.test', prices: ['97.250', '96.500', '98.125'], excluded: [] },
  { investor: 'Bluewater Pension Fund', email: 'director@bluewater.test', prices: ['98.500', '97.750'], excluded: [4] },
] as const;

async function freeApprovedLoans(db: Executor, bankId: number) {
  return db
    .select({ id: loans.id, principal: loans.currentPrincipal })
    .from(loans)
    .where(
      and(
        eq(loans.bankId, bankId),
        eq(loans.status, 'approved'),
        notExists(sql`(select 1 from ${poolLoans} where ${poolLoans.loanId} = ${loans.id} and ${poolLoans.live})`),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(POOL_LOANS);
}

export async function seedDemoPhase2Pool(db: Executor, bank: DemoBank): Promise<void> {
  const poolLoanRows = await freeApprovedLoans(db, bank.id);
  if (poolLoanRows.length < POOL_LOANS) return;
  const bidders = await db
    .select({ investorId: entities.id, name: entities.name })
    .from(entities)
    .where(
      inArray(
        entities.name,
        BIDS.map((bid) => bid.investor),
      ),
    );
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        BIDS.map((bid) => bid.email),
      ),
    );
  if (bidders.length < BIDS.length || people.length < BIDS.length) return;

  const now = Date.now();
  const deadline = new Date(now + 10 * DAY_MS);
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: bank.id,
      name: DEMO_PHASE2_POOL_NAME,
      description: 'Performing buy-to-let loans; the shortlisted investors place their binding bids.',
      cutOffDate: new Date(now - 30 * DAY_MS).toISOString().slice(0, 10),
      currency: bank.currency,
      status: 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(now - 4 * DAY_MS),
      phase2Deadline: deadline,
      phase2DeadlineListed: deadline,
      exclusionLimit: 1,
      ndaText: NDA_TEXT,
      listedAt: new Date(now - 20 * DAY_MS),
      createdById: bank.officerId,
    })
    .returning();
  const lines = [...poolLoanRows].sort((a, b) => a.id - b.id);
  await db.insert(poolLoans).values(lines.map((loan) => ({ poolId: pool!.id, loanId: loan.id })));
  await db.insert(revisions).values({
    targetType: 'pool',
    targetId: pool!.id,
    version: 1,
    before: null,
    after: { name: pool!.name, status: pool!.status, currency: pool!.currency, loan_count: lines.length },
    actorId: bank.officerId,
  });

  for (const bid of BIDS) {
    const investorId = bidders.find((bidder) => bidder.name === bid.investor)!.investorId;
    const person = people.find((user) => user.email === bid.email)!;
    await db.insert(poolParticipants).values({
      poolId: pool!.id,
      investorId,
      ndaAcceptedById: person.id,
      ndaAcceptedByName: person.name,
      ndaAcceptedByEmail: person.email,
      ndaAcceptedAt: new Date(now - 15 * DAY_MS),
      ndaAcceptedFromAddress: '203.0.113.10',
      ndaTextSha256: NDA_SHA256,
      shortlist: 'shortlisted',
      shortlistDecidedAt: new Date(now - 3 * DAY_MS),
    });
    const priced = lines.map((loan, index) => {
      const excluded = (bid.excluded as readonly number[]).includes(index + 1);
      const units = parseBidPrice(bid.prices[index % bid.prices.length]!)!;
      const amountMinor = excluded ? 0n : lineAmountMinor(principalMinor(loan.principal, bank.currency), units);
      return { loanId: loan.id, excluded, pricePct: excluded ? null : priceText(units), amountMinor };
    });
    const [row] = await db
      .insert(poolBindingBids)
      .values({
        poolId: pool!.id,
        investorId,
        totalMinor: priced.reduce((sum, line) => sum + line.amountMinor, 0n),
        excludedCount: priced.filter((line) => line.excluded).length,
        placedById: person.id,
        placedAt: new Date(now - 2 * DAY_MS),
        updatedAt: new Date(now - 2 * DAY_MS),
      })
      .returning({ id: poolBindingBids.id });
    await db.insert(poolBindingBidLines).values(priced.map((line) => ({ bidId: row!.id, ...line })));
  }
}
