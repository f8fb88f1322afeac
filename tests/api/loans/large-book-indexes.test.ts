/**
 * A large book loads with the tables' secondary indexes and foreign keys set aside: afterwards
 * they are all back, defined exactly as before, and a duplicate is still refused while they are away.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withoutSecondaryIndexes } from '../../../server/db/seed/bulk-load.ts';
import { useApiHarness } from '../../support/api-harness.ts';

const h = useApiHarness();

const definitions = async () =>
  (
    await h.t.db.execute<{ definition: string }>(
      sql`select tablename || ': ' || indexdef as definition from pg_indexes
            where tablename in ('loans', 'pending_actions', 'revisions')
          union all
          select conrelid::regclass::text || ': ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
            where conrelid in ('loans'::regclass, 'pending_actions'::regclass, 'revisions'::regclass)
          order by 1`,
    )
  ).rows.map((row) => row.definition);

const indexCount = async () =>
  (
    await h.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_indexes where tablename in ('loans', 'pending_actions', 'revisions')`,
    )
  ).rows[0]!.n;

describe('the large book’s bulk load', () => {
  it('puts back every index and foreign key as it was, and keeps the unique ones during the load', async () => {
    const before = await definitions();
    let during = 0;
    await withoutSecondaryIndexes(h.t.db, async () => {
      during = await indexCount();
      const [revision] = (
        await h.t.db.execute<{ target_id: number; version: number }>(
          sql`select target_id, version from revisions where target_type = 'loan' limit 1`,
        )
      ).rows;
      const duplicate = await h.t.db
        .execute(
          sql`insert into revisions (target_type, target_id, version, after, actor_id)
              select 'loan', ${revision!.target_id}, ${revision!.version}, '{}'::jsonb, actor_id from revisions limit 1`,
        )
        .then(
          () => undefined,
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(duplicate).toMatch(/duplicate key value violates unique constraint "revisions_target_version_key"/);
    });
    expect(during).toBeLessThan(before.filter((definition) => definition.includes('INDEX')).length);
    expect(await definitions()).toEqual(before);
  });

  it('puts them back when the load fails', async () => {
    const before = await definitions();
    await expect(
      withoutSecondaryIndexes(h.t.db, async () => {
        throw new Error('the load failed');
      }),
    ).rejects.toThrow('the load failed');
    expect(await definitions()).toEqual(before);
  });
});
