/** The demo banks' loan books: a few hundred loans at start-up, or a large book on request (`npm run seed -- --loans N`). */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import { entities, loans, users } from '../schema/index.ts';
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import { seedDemoBatch } from './demo-batch.ts';
import { reserveBookIds, seedBankBookInSql } from './large-book-sql.ts';
import { withoutSecondaryIndexes } from './bulk-load.ts';
import { demoStatuses, seedBankBook, type DemoBank } from './demo-book.ts';
import { DEMO_CURRENCY_OF_BANK, DEMO_STATUS_MIX } from './demo-loans.ts';
import { seedDemoTrading } from './demo-trading.ts';
import { seedDemoPools } from './demo-pools.ts';
import { seedDemoPoolRoom } from './demo-pool-room.ts';
import { seedDemoListingRoom } from './demo-listing-room.ts';
import { seedDemoPhase2Pool } from './demo-pool-phase2.ts';
import { seedDemoPoolPhase1 } from './demo-pool-phase1.ts';
import { seedDemoPoolAward } from './demo-pool-award.ts';

const DEMO_BANKS = [
  { name: 'Northwind Bank', prefix: 'NW', officer: 'officer@northwind.test', manager: 'manager@northwind.test' },
  { name: 'Harbor Savings', prefix: 'HS', officer: 'officer@harbor.test', manager: 'manager@harbor.test' },
] as const;

async function demoBanks(db: Executor): Promise<DemoBank[]> {
  const found: DemoBank[] = [];
  for (const bank of DEMO_BANKS) {
    const [entity] = await db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.kind, 'bank'), eq(entities.name, bank.name)));
    const people = await db
      .select({ email: users.email, id: users.id })
      .from(users)
      .where(inArray(users.email, [bank.officer, bank.manager]));
    const officer = people.find((person) => person.email === bank.officer);
    const manager = people.find((person) => person.email === bank.manager);
    if (!entity || !officer || !manager) continue;
    found.push({
      id: entity.id,
      prefix: bank.prefix,
      currency: DEMO_CURRENCY_OF_BANK[bank.name] ?? 'USD',
      officerId: officer.id,
      managerId: manager.id,
    });
  }
  return found;
}

/** The demo mix for each demo bank: every status, with pending actions awaiting each manager, and the trades on them. */
export async function seedDemoLoans(db: Executor): Promise<void> {
  const banks = await demoBanks(db);
  for (const [i, bank] of banks.entries())
    await seedBankBook(db, bank, demoStatuses(DEMO_STATUS_MIX, 1000 + i), 1, 42 + i);
  if (banks[0]) await seedDemoBatch(db, banks[0]);
  await seedDemoTrading(db, banks);
  if (banks[0]) await seedDemoListingRoom(db, banks[0]);
  if (banks[0]) await seedDemoPools(db, banks[0]);
  if (banks[0]) await seedDemoPoolRoom(db, banks[0]);
  if (banks[0]) await seedDemoPhase2Pool(db, banks[0]);
  await seedDemoPoolPhase1(db);
  if (banks[0]) await seedDemoPoolAward(db, banks[0]);
}

/** From this many loans on, building the indexes once after the load is faster than keeping them up to date during it. */
const BULK_LOAD_FROM = 100_000;

/**
 * `total` more loans, shared between the demo banks, in the demo mix's proportions or all in
 * `status` when given; written by the database in sets (large-book-sql.ts), each bank's share in
 * its own transaction, all at once on PostgreSQL (a connection and a core each).
 */
export async function seedLargeBook(db: Database, total: number, status?: LoanStatus): Promise<number> {
  const banks = await demoBanks(db);
  if (banks.length === 0) throw new Error('The demo banks are missing: seed the demo data first.');
  const mix: readonly (readonly [LoanStatus, number])[] = status ? [[status, 1]] : DEMO_STATUS_MIX;
  const shares = [];
  let planned = 0;
  for (const [i, bank] of banks.entries()) {
    const share = i === banks.length - 1 ? total - planned : Math.floor(total / banks.length);
    const [existing] = await db.select({ n: count() }).from(loans).where(eq(loans.bankId, bank.id));
    const held = existing?.n ?? 0;
    shares.push({ bank, mix, count: share, firstIndex: held + 1, seed: 7000 + i * 1000 + held });
    planned += share;
  }
  const plans = await reserveBookIds(db, shares);
  const load = () => Promise.all(plans.map((plan) => db.transaction((tx) => seedBankBookInSql(tx, plan))));
  if (total >= BULK_LOAD_FROM) await withoutSecondaryIndexes(db, load);
  else await load();
  return planned;
}
