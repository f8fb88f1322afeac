/**
 * A large book loads faster into tables without their secondary indexes and foreign keys: each
 * index is then built once by a sort over the finished table instead of growing by a million
 * single inserts, and each foreign key is checked by one join instead of a lookup per row. The
 * definitions are read from the catalogue before they are dropped and replayed as they were, so
 * the schema ends exactly as the migrations left it. The unique indexes stay, so a duplicate still
 * fails the statement that writes it (and the primary keys serve the seed's reads by id); the
 * seed writes their keys in ascending order, which keeps them cheap to maintain. A failed load
 * still gets them back; a seed process killed half-way does not (seed a new database then).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { timed } from './seed-timing.ts';

const TABLES = ['loans', 'pending_actions', 'revisions'] as const;
const tableList = `array[${TABLES.map((table) => `'${table}'::regclass`).join(', ')}]`;

interface Dropped {
  indexes: { table: string; name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

/** The tables in the order their indexes are built: the largest first, so neither connection is left with a long build at the end. */
const BUILD_ORDER: readonly string[] = ['revisions', 'pending_actions', 'loans'];

async function dropSecondaryStructures(db: Database): Promise<Dropped> {
  return db.transaction(async (tx) => {
    const indexes = (
      await tx.execute<{ table: string; name: string; definition: string }>(
        sql.raw(`select i.indrelid::regclass::text as table, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = any(${tableList}) and not i.indisunique
            and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
          order by c.relname`),
      )
    ).rows;
    const foreignKeys = (
      await tx.execute<{ table: string; name: string; definition: string }>(
        sql.raw(`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'f' and conrelid = any(${tableList}) order by conname`),
      )
    ).rows;
    for (const { table, name } of foreignKeys)
      await tx.execute(sql.raw(`alter table ${table} drop constraint "${name}"`));
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
    return { indexes, foreignKeys };
  });
}

/**
 * Builds the dropped indexes on two connections at once, then restores the foreign keys, each validated by one query.
 */
async function restoreSecondaryStructures(db: Database, dropped: Dropped): Promise<void> {
  const queue = [...dropped.indexes].sort((a, b) => BUILD_ORDER.indexOf(a.table) - BUILD_ORDER.indexOf(b.table));
  const builder = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, definition } = next;
      await timed(`index ${name}`, () =>
        db.transaction(async (tx) => {
          // Memory for the sort that builds the index (3,000,000 revisions at a million loans) to stay off the disk.
          await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
          await tx.execute(sql.raw(definition));
        }),
      );
    }
  };
  await Promise.all([builder(), builder()]);
  for (const { table, name, definition } of dropped.foreignKeys)
    await timed(`foreign key ${name}`, () =>
      db.execute(sql.raw(`alter table ${table} add constraint "${name}" ${definition}`)),
    );
}

/** Runs `load` with the tables' secondary indexes and foreign keys set aside, and puts them back even when it fails. */
export async function withoutSecondaryIndexes<T>(db: Database, load: () => Promise<T>): Promise<T> {
  const dropped = await timed('drop indexes', () => dropSecondaryStructures(db));
  try {
    return await load();
  } finally {
    await restoreSecondaryStructures(db, dropped);
  }
}
