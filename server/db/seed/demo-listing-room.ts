/**
 * The demo listed loan's data room: one of Northwind's listed loans with Summit Capital's open proposal
 * (and none of Bluewater's) gets two folders, a level-1 valuation summary and a level-2 payment history,
 * and Summit's analyst has viewed the summary once: the bank's log and both investors' levels have
 * something to show.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { OPEN_PROPOSAL_STATUSES } from '../../../src/domain/trading/proposal-status.ts';
import type { Executor } from '../client.ts';
import { entities, loans, poolRoomAccessLog, proposals, users } from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';
import { demoPdf, insertDemoRoom, type DemoDocument } from './demo-room-files.ts';

const HOUR_MS = 3600 * 1000;

export const LISTING_DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    folder: 'Property',
    name: 'Valuation summary.pdf',
    level: 1,
    mimeType: 'application/pdf',
    content: () =>
      demoPdf('Desktop valuation summary', [
        'Single-family home, valued in August 2026 by an independent surveyor.',
        'Indexed value supports the loan-to-value shown on the listing.',
        'The full report opens to investors with a live proposal.',
      ]),
  },
  {
    folder: 'Payments',
    name: 'Payment history.csv',
    level: 2,
    mimeType: 'text/csv',
    content: () =>
      Buffer.from(
        'month,due,paid,days_late\n2026-07,1412.50,1412.50,0\n2026-08,1412.50,1412.50,0\n' +
          '2026-09,1412.50,1412.50,0\n2026-10,1412.50,1412.50,0\n',
      ),
  },
];

async function investorNamed(db: Executor, name: string) {
  const [row] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row?.id ?? null;
}

const openProposalOf = (investorId: number) =>
  and(
    eq(proposals.loanId, loans.id),
    eq(proposals.investorId, investorId),
    inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]),
  );

export async function seedDemoListingRoom(db: Executor, bank: DemoBank): Promise<void> {
  const summit = await investorNamed(db, 'Summit Capital');
  const bluewater = await investorNamed(db, 'Bluewater Pension Fund');
  const [analyst] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'analyst@summit.test'));
  if (summit === null || bluewater === null || !analyst) return;
  const [loan] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.bankId, bank.id),
        eq(loans.status, 'listed'),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(proposals)
          .where(openProposalOf(summit))})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(proposals)
            .where(openProposalOf(bluewater)),
        ),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(1);
  if (!loan) return;
  const documentIds = await insertDemoRoom(db, { loanId: loan.id }, LISTING_DEMO_DOCUMENTS, bank.officerId);
  await db.insert(poolRoomAccessLog).values({
    loanId: loan.id,
    documentId: documentIds.get('Valuation summary.pdf')!,
    investorId: summit,
    userId: analyst.id,
    userName: analyst.name,
    action: 'view',
    at: new Date(Date.now() - 2 * HOUR_MS),
  });
}
