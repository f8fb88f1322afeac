/**
 * The demo trades: both demo investors' proposals on both demo banks' listed loans in every
 * status, each with its history; every loan under offer has its accepted proposal and every
 * sold loan its deal (awaiting funds, funds sent or settled); a few deals were cancelled
 * through the platform's four eyes (their loans are listed again) and one cancellation
 * waits for a checker. Many listed loans keep no proposal, so a whole trade can start from
 * one. Amounts and fees come from the shared trading rules; multi-row inserts throughout.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { platformFee, proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { finalAcceptanceDeadline } from '../../../src/domain/trading/business-days.ts';
import { DEFAULT_PLATFORM_FEE_BPS } from '../../../src/domain/trading/deal-status.ts';
import type { Executor } from '../client.ts';
import { dealSnapshot, type DealSnapshotSource } from '../deal-snapshot.ts';
import { proposalSnapshot } from '../proposal-snapshot.ts';
import {
  dealEvents,
  deals,
  entities,
  loans,
  pendingActions,
  proposalEvents,
  proposals,
  revisions,
  users,
} from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';
import { seededRandom } from './demo-loans.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

type NewProposal = typeof proposals.$inferInsert;
type ProposalRow = typeof proposals.$inferSelect;
type NewProposalEvent = Omit<typeof proposalEvents.$inferInsert, 'proposalId'>;
type NewDeal = Omit<typeof deals.$inferInsert, 'proposalId'>;
type NewDealEvent = Omit<typeof dealEvents.$inferInsert, 'dealId'>;

interface DemoInvestor {
  id: number;
  analystId: number;
  directorId: number;
}

interface Platform {
  id: number;
  makerId: number;
  checkerId: number;
}

interface Cancellation {
  reason: string;
  requestedAt: Date;
  /** Null while it waits for a checker. */
  decidedAt: Date | null;
}

interface PlannedDeal {
  row: NewDeal;
  /** The statuses it went through, each with when and by whom. */
  steps: { status: NewDeal['status']; at: Date; actorId: number }[];
  cancellation: Cancellation | null;
}

interface PlannedProposal {
  row: NewProposal;
  events: NewProposalEvent[];
  /** The proposal after each of its versions, and who made the change: one revision each. */
  versions: { row: NewProposal; actorId: number | null; at: Date }[];
  deal: PlannedDeal | null;
}

/** A planned row as its revision records it; columns the plan never set are empty. */
function plannedSnapshot(row: NewProposal): Record<string, unknown> {
  const empty = {
    note: null,
    counterPricePct: null,
    counterAmount: null,
    counterNote: null,
    rejectionReason: null,
    acceptedAt: null,
    finalAcceptanceDeadline: null,
  };
  return proposalSnapshot({ ...empty, ...row } as ProposalRow);
}

interface TradedLoan {
  id: number;
  currentPrincipal: string;
  askingPricePct: string | null;
  listedAt: Date | null;
  soldAt: Date | null;
}

const DEMO_INVESTORS = [
  { name: 'Summit Capital', analyst: 'analyst@summit.test', director: 'director@summit.test' },
  { name: 'Bluewater Pension Fund', analyst: 'analyst@bluewater.test', director: 'director@bluewater.test' },
] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A price some thousandths of a percent away from `pct` ("98.125" - 625 -> "97.500"), in integers. */
function priceNear(pct: string | null, thousandths: number): string {
  const [whole = '98', fraction = ''] = (pct ?? '98.000').split('.');
  const units = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3)) + thousandths;
  return `${Math.floor(units / 1000)}.${String(units % 1000).padStart(3, '0')}`;
}

async function userIds(db: Executor, emails: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function demoInvestors(db: Executor): Promise<DemoInvestor[]> {
  const people = await userIds(
    db,
    DEMO_INVESTORS.flatMap((investor) => [investor.analyst, investor.director]),
  );
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(
      and(
        eq(entities.kind, 'investor'),
        inArray(
          entities.name,
          DEMO_INVESTORS.map((investor) => investor.name),
        ),
      ),
    );
  return DEMO_INVESTORS.flatMap((investor) => {
    const entity = rows.find((row) => row.name === investor.name);
    const analystId = people.get(investor.analyst);
    const directorId = people.get(investor.director);
    return entity && analystId && directorId ? [{ id: entity.id, analystId, directorId }] : [];
  });
}

async function demoPlatform(db: Executor): Promise<Platform | null> {
  const [entity] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(eq(entities.kind, 'dladminprofile'))
    .orderBy(asc(entities.id))
    .limit(1);
  const people = await userIds(db, ['maker@dealledger.test', 'checker@dealledger.test']);
  const makerId = people.get('maker@dealledger.test');
  const checkerId = people.get('checker@dealledger.test');
  return entity && makerId && checkerId ? { id: entity.id, makerId, checkerId } : null;
}

/** The bank's listed (without a pending change), under-offer and sold loans, oldest first; sold ones most recently sold first. */
async function tradedLoans(db: Executor, bankId: number) {
  const columns = {
    id: loans.id,
    status: loans.status,
    currentPrincipal: loans.currentPrincipal,
    askingPricePct: loans.askingPricePct,
    listedAt: loans.listedAt,
    soldAt: loans.soldAt,
  };
  const rows = await db
    .select(columns)
    .from(loans)
    .where(and(eq(loans.bankId, bankId), inArray(loans.status, ['listed', 'under_offer', 'sold'])))
    .orderBy(asc(loans.id));
  const changing = new Set(
    (
      await db
        .select({ id: pendingActions.targetId })
        .from(pendingActions)
        .where(and(eq(pendingActions.targetType, 'loan'), eq(pendingActions.status, 'pending')))
    ).map((row) => row.id),
  );
  return {
    listed: rows.filter((row) => row.status === 'listed' && !changing.has(row.id)),
    underOffer: rows.filter((row) => row.status === 'under_offer'),
    sold: rows
      .filter((row) => row.status === 'sold')
      .sort((a, b) => (b.soldAt?.getTime() ?? 0) - (a.soldAt?.getTime() ?? 0)),
  };
}

interface Terms {
  price: string;
  createdAt: Date;
  validUntil: string;
  settlementDate: string;
  note?: string | null;
}

/** A proposal's row and its first event; the caller sets the status and adds what happened next. */
function proposal(bank: DemoBank, investor: DemoInvestor, loan: TradedLoan, terms: Terms): PlannedProposal {
  const planned = submitted(bank, investor, loan, terms);
  planned.versions.push({ row: planned.row, actorId: investor.analystId, at: terms.createdAt });
  return planned;
}

function submitted(bank: DemoBank, investor: DemoInvestor, loan: TradedLoan, terms: Terms): PlannedProposal {
  const amount = proposalAmount(terms.price, loan.currentPrincipal);
  return {
    row: {
      loanId: loan.id,
      investorId: investor.id,
      bankId: bank.id,
      status: 'submitted',
      pricePct: terms.price,
      amount,
      settlementDate: terms.settlementDate,
      validUntil: terms.validUntil,
      note: terms.note ?? null,
      version: 1,
      createdById: investor.analystId,
      createdAt: terms.createdAt,
      updatedAt: terms.createdAt,
    },
    events: [
      {
        kind: 'submitted',
        actorId: investor.analystId,
        pricePct: terms.price,
        amount,
        settlementDate: terms.settlementDate,
        validUntil: terms.validUntil,
        note: terms.note ?? null,
        createdAt: terms.createdAt,
      },
    ],
    versions: [],
    deal: null,
  };
}

/** Moves a planned proposal on: a new status, an event, a version. */
function step(
  planned: PlannedProposal,
  status: NewProposal['status'],
  event: NewProposalEvent,
  changes: Partial<NewProposal> = {},
): PlannedProposal {
  planned.events.push(event);
  planned.row = {
    ...planned.row,
    ...changes,
    status,
    version: (planned.row.version ?? 1) + 1,
    updatedAt: event.createdAt,
  };
  planned.versions.push({
    row: planned.row,
    actorId: event.actorId ?? null,
    at: event.createdAt ?? planned.row.updatedAt!,
  });
  return planned;
}

/** Bank acceptance through its four eyes: the officer asks, the manager accepts. */
function accept(planned: PlannedProposal, bank: DemoBank, acceptedAt: Date): PlannedProposal {
  planned.events.push({
    kind: 'acceptance_requested',
    actorId: bank.officerId,
    createdAt: later(acceptedAt, -4 * HOUR_MS),
  });
  return step(
    planned,
    'accepted',
    { kind: 'accepted', actorId: bank.managerId, createdAt: acceptedAt },
    { acceptedAt, finalAcceptanceDeadline: finalAcceptanceDeadline(acceptedAt) },
  );
}

/** Final acceptance and the deal it made, taken to `dealStatus` (cancellation handled by the caller). */
function finalAccept(
  planned: PlannedProposal,
  bank: DemoBank,
  investor: DemoInvestor,
  at: Date,
  steps: { fundsSentAt?: Date; settledAt?: Date },
): PlannedProposal {
  step(planned, 'final_accepted', { kind: 'final_accepted', actorId: investor.directorId, createdAt: at });
  const amount = planned.row.amount;
  const dealSteps: PlannedDeal['steps'] = [{ status: 'pending_settlement', at, actorId: investor.directorId }];
  if (steps.fundsSentAt) dealSteps.push({ status: 'funds_sent', at: steps.fundsSentAt, actorId: investor.analystId });
  if (steps.settledAt) dealSteps.push({ status: 'settled', at: steps.settledAt, actorId: bank.officerId });
  const last = dealSteps.at(-1)!;
  planned.deal = {
    row: {
      loanId: planned.row.loanId,
      bankId: bank.id,
      investorId: investor.id,
      status: last.status,
      pricePct: planned.row.pricePct,
      amount,
      platformFeeBps: DEFAULT_PLATFORM_FEE_BPS,
      platformFeeAmount: platformFee(amount, DEFAULT_PLATFORM_FEE_BPS),
      settlementDate: planned.row.settlementDate,
      fundsSentAt: steps.fundsSentAt ?? null,
      settledAt: steps.settledAt ?? null,
      version: dealSteps.length,
      createdById: investor.directorId,
      createdAt: at,
      updatedAt: last.at,
    },
    steps: dealSteps,
    cancellation: null,
  };
  return planned;
}

/** One bank's trades with both investors; `b` alternates who proposes what between the banks. */
function planBank(
  bank: DemoBank,
  b: number,
  investors: readonly DemoInvestor[],
  book: Awaited<ReturnType<typeof tradedLoans>>,
  random: () => number,
  now: Date,
): PlannedProposal[] {
  const planned: PlannedProposal[] = [];
  const investorOf = (k: number) => investors[(k + b) % investors.length]!;
  const otherOf = (k: number) => investors[(k + b + 1) % investors.length]!;
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  const open = { validUntil: isoDay(later(today, 7 * DAY_MS)), settlementDate: isoDay(later(today, 30 * DAY_MS)) };
  const hoursAgo = (hours: number) => later(now, -hours * HOUR_MS);
  const { listed, underOffer, sold } = book;
  let next = 0;
  const take = () => listed[next++];

  // Submitted: one loan with both investors' proposals, four with one; one was revised.
  const shared = take();
  if (shared)
    for (const k of [0, 1])
      planned.push(
        proposal(bank, investorOf(k), shared, {
          ...open,
          price: priceNear(shared.askingPricePct, -250 * (k + 1)),
          createdAt: hoursAgo(30 + k * 5),
        }),
      );
  for (let k = 0; k < 4; k += 1) {
    const loan = take();
    if (!loan) break;
    const made = proposal(bank, investorOf(k), loan, {
      ...open,
      price: priceNear(loan.askingPricePct, -500 - Math.floor(random() * 8) * 125),
      createdAt: hoursAgo(48 + k * 7),
      note: k === 1 ? 'Subject to the usual file review.' : null,
    });
    if (k === 2) {
      const price = priceNear(made.row.pricePct, 250);
      const amount = proposalAmount(price, loan.currentPrincipal);
      step(
        made,
        'submitted',
        {
          kind: 'revised',
          actorId: investorOf(k).directorId,
          pricePct: price,
          amount,
          settlementDate: open.settlementDate,
          validUntil: open.validUntil,
          note: 'Improved after the credit committee.',
          createdAt: hoursAgo(20),
        },
        { pricePct: price, amount, note: 'Improved after the credit committee.' },
      );
    }
    planned.push(made);
  }

  // Countered by the bank.
  for (let k = 0; k < 3; k += 1) {
    const loan = take();
    if (!loan) break;
    const made = proposal(bank, investorOf(k), loan, {
      ...open,
      price: priceNear(loan.askingPricePct, -1500),
      createdAt: hoursAgo(72 + k * 6),
    });
    const counter = priceNear(loan.askingPricePct, -500);
    const counterAmount = proposalAmount(counter, loan.currentPrincipal);
    const note = 'We can meet you closer to the asking price.';
    planned.push(
      step(
        made,
        'countered',
        {
          kind: 'countered',
          actorId: bank.officerId,
          pricePct: counter,
          amount: counterAmount,
          note,
          createdAt: hoursAgo(50 - k * 6),
        },
        { counterPricePct: counter, counterAmount, counterNote: note },
      ),
    );
  }

  // Closed without a deal: rejected, withdrawn, expired.
  const closed: [NewProposal['status'], (made: PlannedProposal, k: number) => void][] = [
    [
      'rejected',
      (made, k) => {
        const reason = 'Below our reserve for this loan.';
        step(
          made,
          'rejected',
          { kind: 'rejected', actorId: bank.managerId, note: reason, createdAt: hoursAgo(140 - k * 5) },
          { rejectionReason: reason },
        );
      },
    ],
    [
      'withdrawn',
      (made, k) => {
        step(made, 'withdrawn', {
          kind: 'withdrawn',
          actorId: investorOf(k).analystId,
          createdAt: hoursAgo(130 - k * 5),
        });
      },
    ],
  ];
  for (const [, close] of closed) {
    for (let k = 0; k < 2; k += 1) {
      const loan = take();
      if (!loan) break;
      const made = proposal(bank, investorOf(k), loan, {
        ...open,
        price: priceNear(loan.askingPricePct, -2000),
        createdAt: hoursAgo(190 + k * 5),
      });
      close(made, k);
      planned.push(made);
    }
  }
  for (let k = 0; k < 2; k += 1) {
    const loan = take();
    if (!loan) break;
    const validUntil = later(today, -(2 + k) * DAY_MS);
    const made = proposal(bank, investorOf(k), loan, {
      price: priceNear(loan.askingPricePct, -1000),
      createdAt: later(validUntil, -6 * DAY_MS),
      validUntil: isoDay(validUntil),
      settlementDate: isoDay(later(validUntil, 14 * DAY_MS)),
    });
    planned.push(
      step(made, 'expired', { kind: 'expired', actorId: null, createdAt: later(validUntil, DAY_MS + 5 * 60 * 1000) }),
    );
  }

  // Deals the platform cancelled: the loans are listed again.
  for (let k = 0; k < 2; k += 1) {
    const loan = take();
    if (!loan?.listedAt) break;
    const start = loan.listedAt;
    const made = proposal(bank, investorOf(k), loan, {
      price: priceNear(loan.askingPricePct, -250),
      createdAt: later(start, 6 * HOUR_MS),
      validUntil: isoDay(later(start, 7 * DAY_MS)),
      settlementDate: isoDay(later(start, 16 * DAY_MS)),
    });
    accept(made, bank, later(start, DAY_MS));
    finalAccept(
      made,
      bank,
      investorOf(k),
      later(start, 2 * DAY_MS),
      k === 1 ? { fundsSentAt: later(start, 3 * DAY_MS) } : {},
    );
    const cancelledAt = later(start, 5 * DAY_MS);
    const reason =
      k === 0
        ? 'The borrower redeemed the loan before settlement.'
        : 'The funds were returned: the transfer could not be completed.';
    made.deal!.cancellation = { reason, requestedAt: later(start, 4 * DAY_MS), decidedAt: cancelledAt };
    made.deal!.row = {
      ...made.deal!.row,
      status: 'cancelled',
      cancelReason: reason,
      cancelledAt,
      version: made.deal!.steps.length + 1,
      updatedAt: cancelledAt,
    };
    planned.push(made);
  }

  // Under offer: the bank accepted; the investor has two business days to accept finally.
  underOffer.forEach((loan, k) => {
    const made = proposal(bank, investorOf(k), loan, {
      ...open,
      price: priceNear(loan.askingPricePct, -125 * (k % 4)),
      createdAt: hoursAgo(72 + k),
    });
    planned.push(accept(made, bank, hoursAgo(2 + k)));
    if (k % 3 === 0)
      planned.push(
        proposal(bank, otherOf(k), loan, {
          ...open,
          price: priceNear(loan.askingPricePct, -1250),
          createdAt: hoursAgo(60 + k),
        }),
      );
  });

  // Sold: a deal each; the latest still await funds or settlement, the others are settled.
  sold.forEach((loan, k) => {
    if (!loan.listedAt || !loan.soldAt) return;
    const start = loan.listedAt;
    const settled = k >= 4;
    const settlementDate = settled ? isoDay(later(loan.soldAt, 14 * DAY_MS)) : isoDay(later(today, 7 * DAY_MS));
    const made = proposal(bank, investorOf(k), loan, {
      price: priceNear(loan.askingPricePct, -125 * (k % 5)),
      createdAt: later(start, 6 * HOUR_MS),
      validUntil: isoDay(later(start, 7 * DAY_MS)),
      settlementDate,
    });
    accept(made, bank, later(start, DAY_MS));
    const steps = settled
      ? { fundsSentAt: later(loan.soldAt, 10 * DAY_MS), settledAt: new Date(`${settlementDate}T12:00:00Z`) }
      : k >= 2
        ? { fundsSentAt: hoursAgo(20 + k) }
        : {};
    planned.push(finalAccept(made, bank, investorOf(k), loan.soldAt, steps));
    if (k % 4 === 1) {
      const lost = proposal(bank, otherOf(k), loan, {
        price: priceNear(loan.askingPricePct, -1500),
        createdAt: later(start, 8 * HOUR_MS),
        validUntil: isoDay(later(start, 7 * DAY_MS)),
        settlementDate,
      });
      planned.push(step(lost, 'superseded', { kind: 'superseded', actorId: null, createdAt: loan.soldAt }));
    }
  });
  return planned;
}

/** Deals' timelines, from their steps and any cancellation. */
function dealTimeline(deal: PlannedDeal, platform: Platform): NewDealEvent[] {
  const kindOf = {
    pending_settlement: 'created',
    funds_sent: 'funds_sent',
    settled: 'settled',
    cancelled: 'cancelled',
  } as const;
  const events: NewDealEvent[] = deal.steps.map((one) => ({
    kind: kindOf[one.status!],
    actorId: one.actorId,
    createdAt: one.at,
  }));
  const cancellation = deal.cancellation;
  if (cancellation) {
    events.push({
      kind: 'cancellation_requested',
      actorId: platform.makerId,
      note: cancellation.reason,
      createdAt: cancellation.requestedAt,
    });
    if (cancellation.decidedAt)
      events.push({
        kind: 'cancelled',
        actorId: platform.checkerId,
        note: cancellation.reason,
        createdAt: cancellation.decidedAt,
      });
  }
  return events;
}

export async function seedDemoTrading(db: Executor, banks: readonly DemoBank[]): Promise<void> {
  const investors = await demoInvestors(db);
  const platform = await demoPlatform(db);
  if (investors.length === 0 || !platform) return;
  const now = new Date();
  const planned: PlannedProposal[] = [];
  for (const [b, bank] of banks.entries())
    planned.push(...planBank(bank, b, investors, await tradedLoans(db, bank.id), seededRandom(5000 + b), now));

  // One cancellation of a deal still awaiting funds waits for a platform checker.
  const waiting = planned.find((one) => one.deal?.row.status === 'pending_settlement' && !one.deal.cancellation);
  if (waiting?.deal)
    waiting.deal.cancellation = {
      reason: 'The bank reports the borrower has asked to redeem early.',
      requestedAt: later(now, -3 * HOUR_MS),
      decidedAt: null,
    };

  if (planned.length === 0) return;
  const proposalIds = (
    await db
      .insert(proposals)
      .values(planned.map((one) => one.row))
      .returning({ id: proposals.id })
  ).map((row) => row.id);
  await db
    .insert(proposalEvents)
    .values(planned.flatMap((one, i) => one.events.map((event) => ({ ...event, proposalId: proposalIds[i]! }))));
  await db.insert(revisions).values(
    planned.flatMap((one, i) =>
      one.versions.map((version, at) => ({
        targetType: 'proposal',
        targetId: proposalIds[i]!,
        version: at + 1,
        before: at === 0 ? null : plannedSnapshot(one.versions[at - 1]!.row),
        after: plannedSnapshot(version.row),
        actorId: version.actorId,
        createdAt: version.at,
      })),
    ),
  );

  const withDeals = planned.flatMap((one, i) => (one.deal ? [{ deal: one.deal, proposalId: proposalIds[i]! }] : []));
  const dealIds = (
    await db
      .insert(deals)
      .values(withDeals.map(({ deal, proposalId }) => ({ ...deal.row, proposalId })))
      .returning({ id: deals.id })
  ).map((row) => row.id);
  await db
    .insert(dealEvents)
    .values(
      withDeals.flatMap(({ deal }, i) =>
        dealTimeline(deal, platform).map((event) => ({ ...event, dealId: dealIds[i]! })),
      ),
    );

  // The cancellations' four-eyes actions, decided or waiting.
  const cancelled = withDeals.flatMap(({ deal }, i) =>
    deal.cancellation ? [{ deal, dealId: dealIds[i]!, cancellation: deal.cancellation }] : [],
  );
  const actionIds =
    cancelled.length === 0
      ? []
      : (
          await db
            .insert(pendingActions)
            .values(
              cancelled.map(({ dealId, deal, cancellation }) => ({
                scope: 'platform' as const,
                scopeEntityId: platform.id,
                actionType: 'deal.cancel',
                targetType: 'deal',
                targetId: dealId,
                targetVersion: deal.steps.length,
                payload: { reason: cancellation.reason },
                makerId: platform.makerId,
                checkerId: cancellation.decidedAt ? platform.checkerId : null,
                status: cancellation.decidedAt ? ('approved' as const) : ('pending' as const),
                createdAt: cancellation.requestedAt,
                decidedAt: cancellation.decidedAt,
              })),
            )
            .returning({ id: pendingActions.id })
        ).map((row) => row.id);
  const actionOfDeal = new Map(cancelled.map(({ dealId }, i) => [dealId, actionIds[i]!]));

  // Each deal's revisions: its creation and every step, with the deal as it stood after it.
  await db.insert(revisions).values(
    withDeals.flatMap(({ deal }, i) => {
      const dealId = dealIds[i]!;
      const base: DealSnapshotSource = {
        status: 'pending_settlement',
        pricePct: deal.row.pricePct,
        amount: deal.row.amount,
        platformFeeBps: deal.row.platformFeeBps,
        platformFeeAmount: deal.row.platformFeeAmount,
        settlementDate: deal.row.settlementDate,
        fundsSentAt: null,
        settledAt: null,
        cancelReason: null,
        cancelledAt: null,
      };
      const states = deal.steps.map((one) => ({
        row: {
          ...base,
          status: one.status!,
          fundsSentAt: one.status === 'pending_settlement' ? null : (deal.row.fundsSentAt ?? null),
          settledAt: one.status === 'settled' ? (deal.row.settledAt ?? null) : null,
        },
        at: one.at,
        actorId: one.actorId,
        approverId: null as number | null,
        pendingActionId: null as number | null,
      }));
      if (deal.row.status === 'cancelled' && deal.cancellation?.decidedAt) {
        states.push({
          row: {
            ...states.at(-1)!.row,
            status: 'cancelled',
            cancelReason: deal.row.cancelReason ?? null,
            cancelledAt: deal.row.cancelledAt ?? null,
          },
          at: deal.cancellation.decidedAt,
          actorId: platform.makerId,
          approverId: platform.checkerId,
          pendingActionId: actionOfDeal.get(dealId) ?? null,
        });
      }
      return states.map((state, version) => ({
        targetType: 'deal',
        targetId: dealId,
        version: version + 1,
        before: version === 0 ? null : dealSnapshot(states[version - 1]!.row),
        after: dealSnapshot(state.row),
        actorId: state.actorId,
        approverId: state.approverId,
        pendingActionId: state.pendingActionId,
        createdAt: state.at,
      }));
    }),
  );

  // A sold loan was sold for its deal's amount.
  await db.execute(
    sql`update ${loans} set sold_amount = ${deals.amount} from ${deals} where ${deals.loanId} = ${loans.id} and ${deals.status} <> 'cancelled'`,
  );
}
