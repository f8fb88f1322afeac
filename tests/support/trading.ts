/**
 * What the loan, proposal, deal and portfolio API tests share: the seeded organisations and users
 * by name, seeded loans handed out once per file, proposals taken through the API, and deals
 * written straight into the database as final acceptance leaves them.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { dealSnapshot } from '../../server/db/deal-snapshot.ts';
import {
  dealEvents,
  deals,
  entities,
  loans,
  pendingActions,
  poolLoans,
  proposals,
  revisions,
  users,
} from '../../server/db/schema/index.ts';
import type { LoanStatus } from '../../src/domain/loans/vocabulary.ts';
import { platformFee, proposalAmount } from '../../src/domain/trading/amounts.ts';
import { addDays } from '../../src/domain/trading/proposal-terms.ts';
import type { DealStatus } from '../../src/domain/trading/deal-status.ts';
import { API, useApiHarness, type ApiHarness } from './api-harness.ts';
import type { BrowserClient } from './browser-client.ts';
import { signedInPeople } from './signed-in-people.ts';
import { DEMO } from './demo-people.ts';

export type BankName = 'Northwind Bank' | 'Harbor Savings';
export type InvestorName = 'Summit Capital' | 'Bluewater Pension Fund';

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

/** A trading test file's set-up: its API harness and its cast, signed in on first use. */
export function useTradingFile<Person extends string>(cast: Readonly<Record<Person, string | null>>) {
  const h = useApiHarness();
  return { h, as: signedInPeople(h, cast) };
}

export async function entityId(db: Database, name: BankName | InvestorName | 'DealLedger Platform'): Promise<number> {
  const [row] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row!.id;
}

export async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export interface LoanPoolRule {
  /** Only loans nobody has proposed on. */
  untraded?: boolean;
  /** Only loans whose bid deadline is more than this many days away. */
  biddableForDays?: number;
}

/** Seeded loans of a bank in a status with nothing pending on them and in no pool, each handed out once per file. */
export function seededLoans(h: ApiHarness, rule: LoanPoolRule = {}) {
  const used = new Set<number>();
  return async (bank: BankName, status: LoanStatus = 'listed'): Promise<number> => {
    const db = h.t.db;
    const bankId = await entityId(db, bank);
    const rows = await db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.bankId, bankId),
          eq(loans.status, status),
          rule.biddableForDays === undefined
            ? undefined
            : sql`${loans.bidDeadline} > current_date + ${rule.biddableForDays}::int`,
          rule.untraded
            ? notExists(
                db
                  .select({ one: sql`1` })
                  .from(proposals)
                  .where(eq(proposals.loanId, loans.id)),
              )
            : undefined,
          // A pooled loan is sold with its pool: a test that lists or edits a loan takes one outside every pool.
          notExists(
            db
              .select({ one: sql`1` })
              .from(poolLoans)
              .where(and(eq(poolLoans.loanId, loans.id), eq(poolLoans.live, true))),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(pendingActions)
              .where(
                and(
                  eq(pendingActions.targetType, 'loan'),
                  eq(pendingActions.targetId, loans.id),
                  eq(pendingActions.status, 'pending'),
                ),
              ),
          ),
        ),
      )
      .orderBy(loans.id);
    const free = rows.find((row) => !used.has(row.id));
    if (!free) throw new Error(`no free ${status} loan of ${bank} left`);
    used.add(free.id);
    return free.id;
  };
}

/** Seeded loans of a bank in a status with nothing pending on them, each handed out once per file. */
export const loanPool = (h: ApiHarness) => seededLoans(h);

/** Listed loans of a bank that nobody has proposed on and that have nothing pending. */
export const freshListedLoans = (h: ApiHarness) => {
  const next = seededLoans(h, { untraded: true });
  return (bank: BankName) => next(bank);
};

export const today = () => new Date().toISOString().slice(0, 10);

/** Terms every rule accepts: an offer standing five days, settlement in two weeks. */
export const validTerms = (changes: Record<string, unknown> = {}) => ({
  price_pct: '97.500',
  settlement_date: addDays(today(), 14),
  valid_until: addDays(today(), 5),
  ...changes,
});

/** Submits a proposal and returns its answer's data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's proposal
export async function submit(client: BrowserClient, loanId: number, terms: Record<string, unknown> = {}): Promise<any> {
  const created = await client.post(`${API}/proposals`, { loan_id: loanId, ...validTerms(terms) });
  expectStatus(created, 201);
  return created.json().data;
}

/** Asks for the bank's acceptance (officer) and has the manager approve it. */
export async function acceptThroughFourEyes(
  officer: BrowserClient,
  manager: BrowserClient,
  proposalId: number,
): Promise<number> {
  const asked = await officer.post(`${API}/proposals/${proposalId}/accept`);
  expectStatus(asked, 202);
  const actionId = asked.json().data.pending_action_id;
  expectStatus(await manager.post(`${API}/pending-actions/${actionId}/approve`), 200);
  return actionId;
}

export const CONFIRMED = { confirm_terms: true, confirm_fee: true, confirm_settlement: true };

export interface NewDeal {
  loanId: number;
  investor: InvestorName;
  pricePct?: string;
  feeBps?: number;
  status?: DealStatus;
  settlementDate?: string;
}

/** A deal as final acceptance makes it, with its first revision; the loan is sold for its amount. Returns the deal's id. */
export async function insertDeal(db: Database, deal: NewDeal): Promise<number> {
  const [loan] = await db.select().from(loans).where(eq(loans.id, deal.loanId));
  if (!loan) throw new Error(`no loan ${deal.loanId}`);
  const investorId = await entityId(db, deal.investor);
  const directorId = await userId(
    db,
    deal.investor === 'Summit Capital' ? DEMO.summitDirector.email : DEMO.bluewaterDirector.email,
  );
  const pricePct = deal.pricePct ?? '98.500';
  const amount = proposalAmount(pricePct, loan.currentPrincipal);
  const feeBps = deal.feeBps ?? 10;
  const settlementDate = deal.settlementDate ?? '2030-01-15';
  const status = deal.status ?? 'pending_settlement';
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .insert(proposals)
      .values({
        loanId: loan.id,
        investorId,
        bankId: loan.bankId,
        status: 'final_accepted',
        pricePct,
        amount,
        settlementDate,
        validUntil: settlementDate,
        createdById: directorId,
      })
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
      .returning();
    await tx.insert(revisions).values({
      targetType: 'deal',
      targetId: created!.id,
      version: 1,
      before: null,
      after: dealSnapshot(created!),
      actorId: directorId,
    });
    await tx.insert(dealEvents).values({ dealId: created!.id, kind: 'created', actorId: directorId });
    if (status !== 'cancelled')
      await tx
        .update(loans)
        .set({ status: 'sold', soldAt: new Date(), soldAmount: amount })
        .where(eq(loans.id, loan.id));
    return created!.id;
  });
}
