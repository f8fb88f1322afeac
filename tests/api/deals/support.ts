/**
 * What the deal tests share: deals written straight into the test's database as final
 * acceptance leaves them (a final_accepted proposal, the deal with its frozen fee and its
 * `created` event, the loan sold), on seeded listed loans nobody has proposed on.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { dealEvents, deals, entities, loans, pendingActions, proposals, users } from '../../../server/db/schema/index.ts';
import type { Database } from '../../../server/db/client.ts';
import { platformFee, proposalAmount } from '../../../src/domain/trading/amounts.ts';
import type { DealStatus } from '../../../src/domain/trading/deal-status.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';

export { API, people, type Person } from '../loans/support.ts';

export type BankName = 'Northwind Bank' | 'Harbor Savings';
export type InvestorName = 'Summit Capital' | 'Bluewater Pension Fund';

export async function entityId(db: Database, name: BankName | InvestorName | 'DealLedger Platform'): Promise<number> {
  const [row] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row!.id;
}

export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Listed loans of a bank with no proposal and nothing pending, each handed out once per file. */
export function freshListedLoans(h: ApiHarness) {
  const used = new Set<number>();
  return async (bank: BankName): Promise<number> => {
    const bankId = await entityId(h.t.db, bank);
    const rows = await h.t.db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.bankId, bankId),
          eq(loans.status, 'listed'),
          notExists(h.t.db.select({ one: sql`1` }).from(proposals).where(eq(proposals.loanId, loans.id))),
          notExists(
            h.t.db
              .select({ one: sql`1` })
              .from(pendingActions)
              .where(and(eq(pendingActions.targetType, 'loan'), eq(pendingActions.targetId, loans.id), eq(pendingActions.status, 'pending'))),
          ),
        ),
      )
      .orderBy(loans.id);
    const free = rows.find((row) => !used.has(row.id));
    if (!free) throw new Error(`no fresh listed loan of ${bank} left`);
    used.add(free.id);
    return free.id;
  };
}

export interface NewDeal {
  loanId: number;
  investor: InvestorName;
  pricePct?: string;
  feeBps?: number;
  status?: DealStatus;
  settlementDate?: string;
}

/** A deal as final acceptance makes it; the loan is sold for its amount. Returns the deal's id. */
export async function insertDeal(db: Database, deal: NewDeal): Promise<number> {
  const [loan] = await db.select().from(loans).where(eq(loans.id, deal.loanId));
  if (!loan) throw new Error(`no loan ${deal.loanId}`);
  const investorId = await entityId(db, deal.investor);
  const directorId = await userId(db, deal.investor === 'Summit Capital' ? 'director@summit.test' : 'director@bluewater.test');
  const pricePct = deal.pricePct ?? '98.500';
  const amount = proposalAmount(pricePct, loan.currentPrincipal);
  const feeBps = deal.feeBps ?? 10;
  const settlementDate = deal.settlementDate ?? '2030-01-15';
  const status = deal.status ?? 'pending_settlement';
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .insert(proposals)
      .values({ loanId: loan.id, investorId, bankId: loan.bankId, status: 'final_accepted', pricePct, amount, settlementDate, validUntil: settlementDate, createdById: directorId })
      .returning({ id: proposals.id });
    const [created] = await tx
      .insert(deals)
      .values({
        loanId: loan.id,
        proposalId: proposal!.id,
        bankId: loan.bankId,
        investorId,
        status,
        pricePct,
        amount,
        platformFeeBps: feeBps,
        platformFeeAmount: platformFee(amount, feeBps),
        settlementDate,
        fundsSentAt: status === 'funds_sent' || status === 'settled' ? new Date() : null,
        settledAt: status === 'settled' ? new Date() : null,
        createdById: directorId,
      })
      .returning({ id: deals.id });
    await tx.insert(dealEvents).values({ dealId: created!.id, kind: 'created', actorId: directorId });
    if (status !== 'cancelled') await tx.update(loans).set({ status: 'sold', soldAt: new Date(), soldAmount: amount }).where(eq(loans.id, loan.id));
    return created!.id;
  });
}

/** Signs in a demo user who is not one of the common test people (e.g. the other investor). */
export async function signIn(h: ApiHarness, email: string): Promise<BrowserClient> {
  const client = h.freshClient();
  const answer = await client.login(email);
  if (answer.statusCode !== 200) throw new Error(`${email} could not sign in: ${answer.body}`);
  return client;
}
