/**
 * Every API process sweeps for validations a stopped process left behind. The sweep goes by the
 * database's clock, as the heartbeat does, so processes whose clocks disagree never fail a live
 * validation; and two processes sweeping at once fail an abandoned one once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { batches, entities } from '../../../server/db/schema/index.ts';
import { failAbandonedValidations } from '../../../server/modules/batches/queries.ts';
import { BATCH_MESSAGES } from '../../../server/modules/batches/messages.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/test-database.ts';

describe('the sweep of abandoned validations', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase({ seeded: true });
  });
  afterAll(async () => database.drop());

  async function validatingBatch(silentForSeconds: number): Promise<number> {
    const db = database.handle.db;
    const [bank] = await db.select({ id: entities.id }).from(entities).where(eq(entities.kind, 'bank')).limit(1);
    const [row] = await db
      .insert(batches)
      .values({
        bankId: bank!.id,
        fileName: 'tape.csv',
        fileFormat: 'csv',
        filePath: '/nowhere/tape.csv',
        fileBytes: 1,
        updatedAt: sql`now() - make_interval(secs => ${silentForSeconds})`,
      })
      .returning({ id: batches.id });
    return row!.id;
  }

  const statusOf = async (id: number) =>
    (await database.handle.db.select({ status: batches.status }).from(batches).where(eq(batches.id, id)))[0]!.status;

  it('fails a validation silent for longer than the timeout, once, and leaves a live one running', async () => {
    const abandoned = await validatingBatch(120);
    const live = await validatingBatch(10);
    const swept = await Promise.all(
      [1, 2].map(() => failAbandonedValidations(database.handle.db, 60, BATCH_MESSAGES.abandoned)),
    );
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await statusOf(abandoned)).toBe('failed');
    expect(await statusOf(live)).toBe('validating');
  });

  // PGlite runs inside the process and reads its clock: several processes need PostgreSQL anyway.
  it.skipIf(!process.env['DATABASE_URL'])(
    'goes by the database clock, not by the clock of the process that sweeps',
    async () => {
      const live = await validatingBatch(10);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 });
      try {
        expect(await failAbandonedValidations(database.handle.db, 60, BATCH_MESSAGES.abandoned)).toBe(0);
      } finally {
        vi.useRealTimers();
      }
      expect(await statusOf(live)).toBe('validating');
    },
  );
});
