/**
 * The demo trades keep the trading rules: proposals in every status from both investors on
 * both banks' loans, deals at every step; every loan under offer has exactly its accepted
 * proposal (deadline ahead), every sold loan exactly one live deal from a final_accepted
 * proposal and was sold for its amount; amounts and fees are the shared rules' own; each
 * timeline and history matches its status; and fresh listed loans remain to trade.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dealLines,
  dealEvents,
  deals,
  entities,
  loans,
  pendingActions,
  proposalEvents,
  proposals,
} from '../../../server/db/schema/index.ts';
import { platformFee, proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { OPEN_PROPOSAL_STATUSES, PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import { useApiHarness } from '../../support/api-harness.ts';

const h = useApiHarness();

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => Map.groupBy(rows, key);

describe('demo trades', () => {
  it('cover every proposal and deal status, from both investors on both banks', async () => {
    const names = new Map(
      (await h.t.db.select({ id: entities.id, name: entities.name }).from(entities)).map((row) => [row.id, row.name]),
    );
    const all = await h.t.db.select().from(proposals);
    expect([...new Set(all.map((row) => row.status))].sort()).toEqual([...PROPOSAL_STATUSES].sort());
    expect([...new Set(all.map((row) => names.get(row.investorId)))].sort()).toEqual([
      'Bluewater Pension Fund',
      'Summit Capital',
    ]);
    expect([...new Set(all.map((row) => names.get(row.bankId)))].sort()).toEqual(['Harbor Savings', 'Northwind Bank']);
    const dealRows = await h.t.db.select().from(deals);
    expect([...new Set(dealRows.map((row) => row.status))].sort()).toEqual([...DEAL_STATUSES].sort());
    for (const status of DEAL_STATUSES)
      expect(dealRows.filter((row) => row.status === status).length, status).toBeGreaterThanOrEqual(2);
  });

  it('keep loan statuses consistent with the trades, and amounts and fees to the shared rules', async () => {
    // A pool's deal sells its loans as lines (tests/api/pools/award.test.ts): these are the single loans' trades.
    const pooled = new Set(
      (await h.t.db.select({ loanId: dealLines.loanId }).from(dealLines)).map((row) => row.loanId),
    );
    const loanRows = (
      await h.t.db
        .select()
        .from(loans)
        .where(inArray(loans.status, ['listed', 'under_offer', 'sold']))
    ).filter((row) => !pooled.has(row.id));
    const loanOf = new Map(loanRows.map((row) => [row.id, row]));
    const all = await h.t.db.select().from(proposals);
    const dealRows = (await h.t.db.select().from(deals)).flatMap((row) =>
      row.loanId === null || row.proposalId === null
        ? []
        : [{ ...row, loanId: row.loanId, proposalId: row.proposalId }],
    );
    const problems: string[] = [];

    for (const proposal of all) {
      const loan = loanOf.get(proposal.loanId);
      if (!loan) problems.push(`proposal ${proposal.id} is on a loan that was never listed`);
      else if (proposal.amount !== proposalAmount(proposal.pricePct, loan.currentPrincipal))
        problems.push(`proposal ${proposal.id} amount`);
      if (proposal.status === 'accepted') {
        if (loan?.status !== 'under_offer') problems.push(`accepted proposal ${proposal.id} on a ${loan?.status} loan`);
        if (!proposal.finalAcceptanceDeadline || proposal.finalAcceptanceDeadline <= new Date())
          problems.push(`accepted proposal ${proposal.id} deadline`);
      }
      if (OPEN_PROPOSAL_STATUSES.includes(proposal.status) && loan?.status === 'sold')
        problems.push(`open proposal ${proposal.id} on a sold loan`);
    }
    const acceptedPerLoan = groupBy(
      all.filter((row) => row.status === 'accepted'),
      (row) => row.loanId,
    );
    const liveDealPerLoan = groupBy(
      dealRows.filter((row) => row.status !== 'cancelled'),
      (row) => row.loanId,
    );
    const proposalOf = new Map(all.map((row) => [row.id, row]));
    for (const loan of loanRows) {
      if (loan.status === 'under_offer' && acceptedPerLoan.get(loan.id)?.length !== 1)
        problems.push(`loan ${loan.id} under offer without its accepted proposal`);
      if (loan.status !== 'under_offer' && acceptedPerLoan.has(loan.id))
        problems.push(`loan ${loan.id} ${loan.status} with an accepted proposal`);
      const live = liveDealPerLoan.get(loan.id) ?? [];
      if (loan.status === 'sold' && (live.length !== 1 || loan.soldAmount !== live[0]!.amount))
        problems.push(`sold loan ${loan.id} without its deal and amount`);
      if (loan.status !== 'sold' && live.length > 0) problems.push(`loan ${loan.id} ${loan.status} with a live deal`);
    }
    for (const deal of dealRows) {
      const proposal = proposalOf.get(deal.proposalId);
      if (
        proposal?.status !== 'final_accepted' ||
        proposal.loanId !== deal.loanId ||
        proposal.investorId !== deal.investorId
      )
        problems.push(`deal ${deal.id} proposal`);
      if (deal.amount !== proposal?.amount || deal.pricePct !== proposal.pricePct)
        problems.push(`deal ${deal.id} terms`);
      if (deal.platformFeeAmount !== platformFee(deal.amount, deal.platformFeeBps))
        problems.push(`deal ${deal.id} fee`);
      if (
        deal.status === 'cancelled' &&
        (loanOf.get(deal.loanId)?.status !== 'listed' || !deal.cancelReason || !deal.cancelledAt)
      )
        problems.push(`cancelled deal ${deal.id}`);
    }
    expect(problems).toEqual([]);
  });

  it('give every proposal its history and every deal its timeline, as their statuses say', async () => {
    const events = groupBy(
      await h.t.db.select().from(proposalEvents).orderBy(proposalEvents.id),
      (row) => row.proposalId,
    );
    const lastKind: Record<string, string> = {
      countered: 'countered',
      accepted: 'accepted',
      final_accepted: 'final_accepted',
      rejected: 'rejected',
      withdrawn: 'withdrawn',
      expired: 'expired',
      superseded: 'superseded',
    };
    for (const proposal of await h.t.db.select().from(proposals)) {
      const kinds = (events.get(proposal.id) ?? []).map((row) => row.kind);
      expect(kinds[0], `proposal ${proposal.id}`).toBe('submitted');
      if (proposal.status === 'submitted') expect(['submitted', 'revised']).toContain(kinds.at(-1));
      else expect(kinds.at(-1), `proposal ${proposal.id}`).toBe(lastKind[proposal.status]);
    }
    const timelines = groupBy(await h.t.db.select().from(dealEvents).orderBy(dealEvents.id), (row) => row.dealId);
    const expected: Record<string, string[]> = {
      pending_settlement: ['created'],
      funds_sent: ['created', 'funds_sent'],
      settled: ['created', 'funds_sent', 'settled'],
    };
    const waiting = await h.t.db
      .select({ dealId: pendingActions.targetId })
      .from(pendingActions)
      .where(and(eq(pendingActions.actionType, 'deal.cancel'), eq(pendingActions.status, 'pending')));
    expect(waiting).toHaveLength(1);
    for (const deal of await h.t.db.select().from(deals)) {
      const kinds = (timelines.get(deal.id) ?? []).map((row) => row.kind);
      if (deal.status === 'cancelled')
        expect(kinds.slice(-2), `deal ${deal.id}`).toEqual(['cancellation_requested', 'cancelled']);
      else if (deal.id === waiting[0]!.dealId)
        expect(kinds).toEqual([...expected[deal.status]!, 'cancellation_requested']);
      else expect(kinds, `deal ${deal.id}`).toEqual(expected[deal.status]);
    }
  });

  it('leave several listed loans of each bank with no proposal, so a whole trade can start from one', async () => {
    for (const bank of ['Northwind Bank', 'Harbor Savings']) {
      const [entity] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, bank));
      const fresh = await h.t.db
        .select({ id: loans.id })
        .from(loans)
        .leftJoin(proposals, eq(proposals.loanId, loans.id))
        .where(and(eq(loans.bankId, entity!.id), eq(loans.status, 'listed'), isNull(proposals.id)));
      expect(fresh.length, bank).toBeGreaterThanOrEqual(10);
    }
  });
});
