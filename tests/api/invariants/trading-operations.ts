/**
 * Random trading and desk operations, as the people who make them would send them through the
 * API: proposals and the bank's answers, four-eyes decisions, final acceptance, settlement,
 * deal cancellation, withdrawing, editing and relisting loans, and time passing. Each operation
 * names its targets by position, resolved against the book as it stands when it runs, so any
 * sequence is meaningful whatever came before it.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../../server/db/client.ts';
import { deals, entities, loans, pendingActions, proposals } from '../../../server/db/schema/index.ts';
import { expireProposals } from '../../../server/modules/proposals/expiry.ts';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { CONFIRMED, today, validTerms } from '../../support/trading.ts';
import { DEMO } from '../../support/demo-people.ts';
import { API } from '../../support/api-harness.ts';

export type Operation =
  | { kind: 'submit'; investor: number; loan: number; price: number }
  | { kind: 'revise' | 'counter'; proposal: number; price: number }
  | { kind: 'withdraw_proposal' | 'accept_counter' | 'reject'; proposal: number }
  | { kind: 'request_acceptance'; proposal: number; byManager: boolean }
  | { kind: 'final_accept'; proposal: number; confirmShownTerms: boolean }
  | { kind: 'decide'; action: number; approve: boolean }
  | { kind: 'funds_sent' | 'settle' | 'cancel_deal'; deal: number }
  | { kind: 'withdraw_listing' | 'relist'; loan: number }
  | { kind: 'edit_principal'; loan: number; permille: number }
  | { kind: 'time_passes'; days: number };

const position = fc.nat({ max: 1000 });
/** 50.000% to 120.000%, three decimals. */
const price = fc.integer({ min: 50_000, max: 120_000 });

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('submit' as const), investor: position, loan: position, price }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('revise' as const, 'counter' as const), proposal: position, price }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('withdraw_proposal' as const, 'accept_counter' as const, 'reject' as const),
      proposal: position,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request_acceptance' as const),
      proposal: position,
      byManager: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      action: position,
      approve: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('final_accept' as const),
      proposal: position,
      confirmShownTerms: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('funds_sent' as const, 'settle' as const, 'cancel_deal' as const),
      deal: position,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('withdraw_listing' as const, 'relist' as const), loan: position }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit_principal' as const),
      loan: position,
      permille: fc.integer({ min: 500, max: 1100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('time_passes' as const), days: fc.integer({ min: 1, max: 4 }) }),
  },
);

/** A price in thousandths of a percent as the API takes it: 97125 is "97.125". */
export const priceText = (thousandths: number) =>
  `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
export const pick = <T>(items: readonly T[], at: number): T | undefined =>
  items.length === 0 ? undefined : items[at % items.length];
/** Mostly a target the operation applies to, so sequences get far; one time in five any target, so refusals are tried too. */
export function choose<T extends { status: string }>(
  items: readonly T[],
  at: number,
  statuses: readonly string[],
): T | undefined {
  const fitting = items.filter((item) => statuses.includes(item.status));
  return at % 5 === 0 || fitting.length === 0 ? pick(items, at) : pick(fitting, Math.floor(at / 5));
}
const TARGET_STATUSES: Record<string, readonly string[]> = {
  revise: ['submitted', 'countered'],
  withdraw_proposal: ['submitted', 'countered', 'accepted'],
  accept_counter: ['countered'],
  final_accept: ['accepted'],
  counter: ['submitted'],
  reject: ['submitted', 'countered'],
  request_acceptance: ['submitted'],
  funds_sent: ['pending_settlement'],
  settle: ['funds_sent'],
  cancel_deal: ['pending_settlement', 'funds_sent'],
  withdraw_listing: ['listed'],
  relist: ['approved', 'withdrawn'],
  edit_principal: ['approved', 'withdrawn'],
};

/** The people of the book, by organisation: who acts for a bank, an investor and the platform. */
export const CAST = {
  'Northwind Bank': { officer: DEMO.northwindOfficer.email, manager: DEMO.northwindManager.email },
  'Harbor Savings': { officer: DEMO.harborOfficer.email, manager: DEMO.harborManager.email },
  'Summit Capital': { user: DEMO.summitAnalyst.email, manager: DEMO.summitDirector.email },
  'Bluewater Pension Fund': { user: DEMO.bluewaterAnalyst.email, manager: DEMO.bluewaterDirector.email },
  platform: { maker: DEMO.adminMaker.email, checker: DEMO.adminChecker.email },
} as const;
export const INVESTORS = ['Summit Capital', 'Bluewater Pension Fund'] as const;

export interface Book {
  db: Database;
  /** A signed-in client of the demo person with this e-mail. */
  as(email: string): Promise<BrowserClient>;
  /** The loans the operations trade. */
  loanIds: readonly number[];
}

/** What one operation sent and got: the line a failure report shows. */
export interface Step<Op = Operation> {
  operation: Op;
  request: string | null;
  status: number | null;
}

async function entityNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: entities.id, name: entities.name }).from(entities);
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function proposalsOf(book: Book) {
  return book.db
    .select()
    .from(proposals)
    .where(inArray(proposals.loanId, [...book.loanIds]))
    .orderBy(asc(proposals.id));
}

async function dealsOf(book: Book) {
  return book.db
    .select()
    .from(deals)
    .where(inArray(deals.loanId, [...book.loanIds]))
    .orderBy(asc(deals.id));
}

async function loansOf(book: Book) {
  return book.db
    .select()
    .from(loans)
    .where(inArray(loans.id, [...book.loanIds]))
    .orderBy(asc(loans.id));
}

/** Waiting four-eyes actions on the book's loans, their proposals and their deals. */
async function waitingActions(book: Book) {
  const proposalIds = (await proposalsOf(book)).map((row) => row.id);
  const dealIds = (await dealsOf(book)).map((row) => row.id);
  const on = (type: string, ids: readonly number[]) =>
    ids.length === 0 ? undefined : and(eq(pendingActions.targetType, type), inArray(pendingActions.targetId, [...ids]));
  return book.db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.status, 'pending'),
        or(on('loan', book.loanIds), on('proposal', proposalIds), on('deal', dealIds)),
      ),
    )
    .orderBy(asc(pendingActions.id));
}

type Send = (email: string, method: 'POST' | 'PATCH', url: string, body?: unknown) => Promise<Step>;

/** Runs one operation; `skipped` when it had nothing to act on. Never throws for an answer the API gave. */
export async function runOperation(book: Book, op: Operation, send: Send): Promise<Step> {
  const names = await entityNames(book.db);
  const skipped: Step = { operation: op, request: null, status: null };
  const bankOf = (bankId: number) => CAST[names.get(bankId) as 'Northwind Bank' | 'Harbor Savings'];
  const investorOf = (investorId: number) => CAST[names.get(investorId) as (typeof INVESTORS)[number]];

  switch (op.kind) {
    case 'submit': {
      const loan = pick(book.loanIds, op.loan)!;
      return send(CAST[INVESTORS[op.investor % 2]!].user, 'POST', `${API}/proposals`, {
        loan_id: loan,
        ...validTerms({ price_pct: priceText(op.price) }),
      });
    }
    case 'revise':
    case 'withdraw_proposal':
    case 'accept_counter':
    case 'final_accept': {
      const proposal = choose(await proposalsOf(book), op.proposal, TARGET_STATUSES[op.kind]!);
      if (!proposal) return skipped;
      const investor = investorOf(proposal.investorId);
      if (op.kind === 'revise')
        return send(investor.user, 'PATCH', `${API}/proposals/${proposal.id}`, {
          ...validTerms({ price_pct: priceText(op.price) }),
          version: proposal.version,
        });
      if (op.kind === 'withdraw_proposal')
        return send(investor.user, 'POST', `${API}/proposals/${proposal.id}/withdraw`);
      if (op.kind === 'accept_counter')
        return send(investor.user, 'POST', `${API}/proposals/${proposal.id}/accept-counter`);
      // As the final-acceptance screen sends it: the terms the investor read, or only the ticks.
      const shown =
        op.kind === 'final_accept' && op.confirmShownTerms
          ? { price_pct: proposal.pricePct, amount: proposal.amount }
          : {};
      return send(investor.manager, 'POST', `${API}/proposals/${proposal.id}/final-accept`, { ...CONFIRMED, ...shown });
    }
    case 'counter':
    case 'reject':
    case 'request_acceptance': {
      const proposal = choose(await proposalsOf(book), op.proposal, TARGET_STATUSES[op.kind]!);
      if (!proposal) return skipped;
      const bank = bankOf(proposal.bankId);
      if (op.kind === 'counter')
        return send(bank.officer, 'POST', `${API}/proposals/${proposal.id}/counter`, {
          price_pct: priceText(op.price),
        });
      if (op.kind === 'reject')
        return send(bank.officer, 'POST', `${API}/proposals/${proposal.id}/reject`, {
          reason: 'The price is too low for this loan.',
        });
      return send(
        op.kind === 'request_acceptance' && op.byManager ? bank.manager : bank.officer,
        'POST',
        `${API}/proposals/${proposal.id}/accept`,
      );
    }
    case 'decide': {
      const action = pick(await waitingActions(book), op.action);
      if (!action) return skipped;
      const checker = action.scope === 'platform' ? CAST.platform.checker : bankOf(action.scopeEntityId).manager;
      return op.approve
        ? send(checker, 'POST', `${API}/pending-actions/${action.id}/approve`)
        : send(checker, 'POST', `${API}/pending-actions/${action.id}/reject`, {
            reason: 'Not now: check the figures again.',
          });
    }
    case 'funds_sent':
    case 'settle':
    case 'cancel_deal': {
      const deal = choose(await dealsOf(book), op.deal, TARGET_STATUSES[op.kind]!);
      if (!deal) return skipped;
      if (op.kind === 'funds_sent')
        return send(investorOf(deal.investorId).user, 'POST', `${API}/deals/${deal.id}/funds-sent`);
      if (op.kind === 'settle') return send(bankOf(deal.bankId).officer, 'POST', `${API}/deals/${deal.id}/settle`);
      return send(CAST.platform.maker, 'POST', `${API}/deals/${deal.id}/cancel`, {
        reason: 'The parties asked to unwind the trade.',
      });
    }
    case 'withdraw_listing':
    case 'relist':
    case 'edit_principal': {
      const loan = choose(await loansOf(book), op.loan, TARGET_STATUSES[op.kind]!)!;
      const officer = bankOf(loan.bankId).officer;
      if (op.kind === 'withdraw_listing') return send(officer, 'POST', `${API}/loans/${loan.id}/withdraw`);
      if (op.kind === 'relist') {
        return send(officer, 'POST', `${API}/loans/${loan.id}/list`, {
          asking_price_pct: '99.000',
          bid_deadline: addDays(today(), 30),
          listing_description: 'Listed again.',
        });
      }
      if (op.kind !== 'edit_principal') return skipped;
      const original = BigInt(loan.originalPrincipal.replace('.', ''));
      const principal = (original * BigInt(op.permille)) / 1000n;
      const text = `${principal / 100n}.${String(principal % 100n).padStart(2, '0')}`;
      return send(officer, 'PATCH', `${API}/loans/${loan.id}`, { current_principal: text });
    }
    case 'time_passes':
      await expireProposals(book.db, new Date(Date.now() + op.days * 86_400_000));
      return { operation: op, request: `expiry pass ${op.days} days on`, status: null };
  }
}

/** Listed loans of each bank that nobody has an open proposal on, nothing waits on, and that stay biddable for a week. */
export async function freshListedLoans(db: Database, perBank: number, exclude: ReadonlySet<number>): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id, bankId: loans.bankId })
    .from(loans)
    .where(
      and(
        eq(loans.status, 'listed'),
        sql`${loans.bidDeadline} > current_date + 7`,
        sql`not exists (select 1 from proposals p where p.loan_id = ${loans.id} and p.status in ('submitted', 'countered', 'accepted'))`,
        sql`not exists (select 1 from pending_actions a where a.target_type = 'loan' and a.target_id = ${loans.id} and a.status = 'pending')`,
      ),
    )
    .orderBy(asc(loans.id));
  const chosen: number[] = [];
  const taken = new Map<number, number>();
  for (const row of rows) {
    if (exclude.has(row.id) || (taken.get(row.bankId) ?? 0) >= perBank) continue;
    taken.set(row.bankId, (taken.get(row.bankId) ?? 0) + 1);
    chosen.push(row.id);
  }
  return chosen;
}
