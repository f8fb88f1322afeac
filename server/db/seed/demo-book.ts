/**
 * Writes a bank's demo loans with their history: every loan's revisions from its creation on,
 * the maker/checker actions that moved it (approved, rejected, and some still pending for the
 * bank's manager). Multi-row inserts in chunks, so `--loans 100000` stays quick.
 */
import type { Executor } from '../client.ts';
import { snapshotOf, type LoanSnapshot } from '../loan-snapshot.ts';
import { loans, pendingActions, revisions } from '../schema/index.ts';
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import { centsToMoney, generateLoanFields, seededRandom, type DemoLoanFields } from './demo-loans.ts';

const MAX_PARAMETERS = 60_000;
/** "1234.56" -> 123456: the generator always writes two decimals. */
const moneyToCents = (money: string) => Number(money.replace('.', ''));
const DAY_MS = 24 * 3600 * 1000;

export interface DemoBank {
  id: number;
  prefix: string;
  currency: string;
  officerId: number;
  managerId: number;
}

type NewLoan = typeof loans.$inferInsert;
type NewAction = typeof pendingActions.$inferInsert;
type NewRevision = typeof revisions.$inferInsert;

/** The statuses each demo loan went through to reach its status; a revision for each. */
export const PATHS: Record<LoanStatus, LoanStatus[]> = {
  draft: ['draft'],
  pending_approval: ['draft'],
  rejected: ['draft'],
  approved: ['draft', 'approved'],
  listed: ['draft', 'approved', 'listed'],
  withdrawn: ['draft', 'approved', 'listed', 'withdrawn'],
  under_offer: ['draft', 'approved', 'listed', 'under_offer'],
  sold: ['draft', 'approved', 'listed', 'under_offer', 'sold'],
};
export const REJECTION_REASON = 'The valuation is older than our policy allows; attach a recent one.';
export const ACTION_OF: Partial<Record<LoanStatus, string>> = {
  approved: 'loan.submit',
  listed: 'loan.list',
  withdrawn: 'loan.withdraw',
};

async function insertChunked<T extends NewLoan | NewAction | NewRevision>(
  rows: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  // As many rows per INSERT as PostgreSQL's 65,535 bind parameters allow.
  const widest = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / widest));
  for (let start = 0; start < rows.length; start += chunk)
    ids.push(...(await insert(rows.slice(start, start + chunk))).map((row) => row.id));
  return ids;
}

interface PlannedLoan {
  fields: DemoLoanFields;
  status: LoanStatus;
  createdAt: Date;
  listing: { askingPricePct: string; bidDeadline: string; listingDescription: string } | null;
  sold: { soldAt: Date; soldAmount: string } | null;
  /** Actions still awaiting the manager. */
  pending: { actionType: string; payload: Record<string, unknown>; ageHours: number }[];
  rejectedSubmission: boolean;
}

function plan(random: () => number, bank: DemoBank, index: number, status: LoanStatus, now: number): PlannedLoan {
  const fields = generateLoanFields(random, bank.prefix, index, bank.currency);
  const createdAt = new Date(now - (20 + Math.floor(random() * 340)) * DAY_MS);
  const listed = ['listed', 'withdrawn', 'under_offer', 'sold'].includes(status);
  const listing = listed
    ? {
        askingPricePct: `${96 + Math.floor(random() * 6)}.${String(Math.floor(random() * 1000)).padStart(3, '0')}`,
        bidDeadline: new Date(now + (10 + Math.floor(random() * 50)) * DAY_MS).toISOString().slice(0, 10),
        listingDescription: `${fields.propertyType === 'flat' ? 'Flat' : 'Home'} in ${fields.region}, ${fields.occupancy.replace('_', ' ')}, ${fields.accountStatus}.`,
      }
    : null;
  const sold =
    status === 'sold'
      ? {
          soldAt: new Date(createdAt.getTime() + PATHS.sold.length * DAY_MS),
          soldAmount: centsToMoney(
            Math.floor((moneyToCents(fields.currentPrincipal) * (97 + Math.floor(random() * 5))) / 100),
          ),
        }
      : null;
  const pending: PlannedLoan['pending'] = [];
  const ageHours = Math.floor(random() * 120);
  if (status === 'pending_approval') pending.push({ actionType: 'loan.submit', payload: {}, ageHours });
  if (status === 'approved' && index % 5 === 0) {
    pending.push({
      actionType: 'loan.edit',
      payload: { changes: { monthly_payment: centsToMoney(moneyToCents(fields.monthlyPayment) + 1000) } },
      ageHours,
    });
  }
  if (status === 'approved' && index % 7 === 1) {
    pending.push({
      actionType: 'loan.list',
      payload: {
        asking_price_pct: '99.500',
        bid_deadline: new Date(now + 30 * DAY_MS).toISOString().slice(0, 10),
        listing_description: `Seasoned ${fields.propertyType} loan in ${fields.region}.`,
      },
      ageHours,
    });
  }
  if (status === 'listed' && index % 9 === 0) pending.push({ actionType: 'loan.withdraw', payload: {}, ageHours });
  return { fields, status, createdAt, listing, sold, pending, rejectedSubmission: status === 'rejected' };
}

/** The loan row at a point of its path. */
function rowAt(planned: PlannedLoan, status: LoanStatus): Partial<typeof loans.$inferSelect> {
  const listed = ['listed', 'withdrawn', 'under_offer', 'sold'].includes(status);
  return {
    ...planned.fields,
    status,
    askingPricePct: listed ? planned.listing!.askingPricePct : null,
    bidDeadline: listed ? planned.listing!.bidDeadline : null,
    listingDescription: listed ? planned.listing!.listingDescription : null,
  };
}

/** Inserts `statuses.length` loans of the bank, numbered from `firstIndex`. */
export async function seedBankBook(
  db: Executor,
  bank: DemoBank,
  statuses: readonly LoanStatus[],
  firstIndex: number,
  seed: number,
): Promise<void> {
  const random = seededRandom(seed);
  const now = Date.now();
  const planned = statuses.map((status, i) => plan(random, bank, firstIndex + i, status, now));

  const loanIds = await insertChunked(
    planned.map((loan): NewLoan => ({
      ...(rowAt(loan, loan.status) as NewLoan),
      bankId: bank.id,
      status: loan.status,
      listedAt: loan.listing && loan.status !== 'withdrawn' ? new Date(loan.createdAt.getTime() + 3 * DAY_MS) : null,
      soldAt: loan.sold?.soldAt ?? null,
      soldAmount: loan.sold?.soldAmount ?? null,
      version: PATHS[loan.status].length,
      createdById: bank.officerId,
      createdAt: loan.createdAt,
      updatedAt: new Date(loan.createdAt.getTime() + PATHS[loan.status].length * DAY_MS),
    })),
    (chunk) => db.insert(loans).values(chunk).returning({ id: loans.id }),
  );

  // The decided actions behind each step, then the ones still waiting.
  const actions: NewAction[] = [];
  const actionOfStep = new Map<string, number>();
  planned.forEach((loan, i) => {
    const loanId = loanIds[i]!;
    PATHS[loan.status].forEach((status, step) => {
      const actionType = ACTION_OF[status];
      if (!actionType || step === 0) return;
      const decidedAt = new Date(loan.createdAt.getTime() + step * DAY_MS);
      actionOfStep.set(`${loanId}:${step}`, actions.length);
      actions.push({
        scope: 'bank',
        scopeEntityId: bank.id,
        actionType,
        targetType: 'loan',
        targetId: loanId,
        targetVersion: step,
        payload:
          actionType === 'loan.list'
            ? {
                asking_price_pct: loan.listing!.askingPricePct,
                bid_deadline: loan.listing!.bidDeadline,
                listing_description: loan.listing!.listingDescription,
              }
            : {},
        makerId: bank.officerId,
        checkerId: bank.managerId,
        status: 'approved',
        createdAt: new Date(decidedAt.getTime() - 3600 * 1000),
        decidedAt,
      });
    });
    if (loan.rejectedSubmission) {
      actions.push({
        scope: 'bank',
        scopeEntityId: bank.id,
        actionType: 'loan.submit',
        targetType: 'loan',
        targetId: loanId,
        targetVersion: 1,
        payload: {},
        makerId: bank.officerId,
        checkerId: bank.managerId,
        status: 'rejected',
        reason: REJECTION_REASON,
        createdAt: new Date(loan.createdAt.getTime() + DAY_MS),
        decidedAt: new Date(loan.createdAt.getTime() + 2 * DAY_MS),
      });
    }
    for (const waiting of loan.pending) {
      actions.push({
        scope: 'bank',
        scopeEntityId: bank.id,
        actionType: waiting.actionType,
        targetType: 'loan',
        targetId: loanId,
        targetVersion: PATHS[loan.status].length,
        payload: waiting.payload,
        makerId: bank.officerId,
        status: 'pending',
        createdAt: new Date(now - waiting.ageHours * 3600 * 1000),
      });
    }
  });
  const actionIds = await insertChunked(actions, (chunk) =>
    db.insert(pendingActions).values(chunk).returning({ id: pendingActions.id }),
  );

  const history: NewRevision[] = [];
  planned.forEach((loan, i) => {
    const loanId = loanIds[i]!;
    let before: LoanSnapshot | null = null;
    PATHS[loan.status].forEach((status, step) => {
      const after = snapshotOf(rowAt(loan, status));
      const actionIndex = actionOfStep.get(`${loanId}:${step}`);
      history.push({
        targetType: 'loan',
        targetId: loanId,
        version: step + 1,
        before,
        after,
        actorId: step === 0 ? bank.officerId : actionIndex === undefined ? bank.managerId : bank.officerId,
        approverId: actionIndex === undefined ? null : bank.managerId,
        pendingActionId: actionIndex === undefined ? null : actionIds[actionIndex]!,
        createdAt: new Date(loan.createdAt.getTime() + step * DAY_MS),
      });
      before = after;
    });
  });
  await insertChunked(history, (chunk) => db.insert(revisions).values(chunk).returning({ id: revisions.id }));
}

/** The demo mix of statuses, in a shuffled but fixed order. */
export function demoStatuses(mix: readonly [LoanStatus, number][], seed: number): LoanStatus[] {
  const statuses = mix.flatMap(([status, n]) => Array.from({ length: n }, () => status));
  const random = seededRandom(seed);
  for (let i = statuses.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
  }
  return statuses;
}
