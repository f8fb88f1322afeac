/**
 * The demo listed pool's data room: two folders of small generated documents (a PDF summary and
 * a CSV of the anonymised lines at level 1, a servicing report at level 2), and two questions from
 * Summit Capital, one answered privately and one published. Start-up writes the files its storage
 * directory lacks (`writeDemoRoomFiles`, for the listed loan's room too).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { entities, poolQuestions, pools, users } from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';
import { LISTING_DEMO_DOCUMENTS } from './demo-listing-room.ts';
import { DEMO_POOL_NAMES } from './demo-pools.ts';
import { demoPdf, insertDemoRoom, writeDemoFiles, type DemoDocument } from './demo-room-files.ts';

const HOUR_MS = 3600 * 1000;

const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    folder: 'Pool overview',
    name: 'Pool summary.pdf',
    level: 1,
    mimeType: 'application/pdf',
    content: () =>
      demoPdf('Seasoned residential book: pool summary', [
        'Performing residential mortgages originated before 2022.',
        'Servicing by Northwind Bank; no loan more than 30 days in arrears at cut-off.',
        'Figures per loan are in the anonymised tape; loan files open to shortlisted bidders.',
      ]),
  },
  {
    folder: 'Pool overview',
    name: 'Anonymised lines.csv',
    level: 1,
    mimeType: 'text/csv',
    content: () =>
      Buffer.from(
        'line,region,property_type,current_principal,interest_rate_pct\n' +
          '1,CA,single_family,182000.00,3.250\n2,TX,condo,96500.00,3.875\n' +
          '3,NY,single_family,241300.00,2.990\n4,FL,townhouse,134900.00,4.125\n',
      ),
  },
  {
    folder: 'Loan files',
    name: 'Servicing report 2026-Q3.pdf',
    level: 2,
    mimeType: 'application/pdf',
    content: () =>
      demoPdf('Servicing report, third quarter 2026', [
        'Payments received on time: 4 of 4 loans.',
        'Escrow balances reconciled on 30 September 2026.',
        'No forbearance, modification or litigation open.',
      ]),
  },
];

export async function seedDemoPoolRoom(db: Executor, bank: DemoBank): Promise<void> {
  const [pool] = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.bankId, bank.id), eq(pools.name, DEMO_POOL_NAMES.listed)));
  if (!pool) return;
  await insertDemoRoom(db, { poolId: pool.id }, DEMO_DOCUMENTS, bank.officerId);

  const [investor] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, 'Summit Capital'));
  const [manager] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, bank.managerId));
  const [asker] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'analyst@summit.test'));
  if (!investor || !asker || !manager) return;
  const now = Date.now();
  await db.insert(poolQuestions).values([
    {
      poolId: pool.id,
      investorId: investor.id,
      askedById: asker.id,
      askedByName: asker.name,
      question: 'Who services the loans after the sale, and on what fee?',
      askedAt: new Date(now - 6 * HOUR_MS),
      answer:
        'Northwind keeps servicing for twelve months at 0.25% a year of the principal; the buyer may then move it.',
      answeredById: manager.id,
      answeredByName: manager.name,
      answeredAt: new Date(now - 4 * HOUR_MS),
      visibility: 'private' as const,
    },
    {
      poolId: pool.id,
      investorId: investor.id,
      askedById: asker.id,
      askedByName: asker.name,
      question: 'Has any loan in the pool ever been in forbearance?',
      askedAt: new Date(now - 3 * HOUR_MS),
      answer: 'No loan of the pool has been in forbearance or modified since origination.',
      answeredById: manager.id,
      answeredByName: manager.name,
      answeredAt: new Date(now - 2 * HOUR_MS),
      visibility: 'published' as const,
    },
  ]);
}

/** Writes the demo rooms' files that the storage directory lacks (the pool's and the listed loan's), for the rows the seed wrote. */
export async function writeDemoRoomFiles(db: Executor, storageDir: string): Promise<void> {
  await writeDemoFiles(db, storageDir, [...DEMO_DOCUMENTS, ...LISTING_DEMO_DOCUMENTS]);
}
