/**
 * Which of the committed migrations a database has not applied yet: drizzle records each applied
 * one in drizzle.__drizzle_migrations with the journal's timestamp of that migration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import type { Executor } from './client.ts';

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | null = null;

/** The migrations folder's journal, read once: the folder does not change under a running process. */
export function committedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return journal;
}

/** The tags of the committed migrations the database lacks, in order. */
export async function pendingMigrations(db: Executor): Promise<string[]> {
  const table = await db.execute<{ found: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  const applied = new Set<number>();
  if (table.rows[0]?.found) {
    const rows = await db.execute<{ created_at: string | number }>(
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    for (const row of rows.rows) applied.add(Number(row.created_at));
  }
  return committedMigrations()
    .filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}
