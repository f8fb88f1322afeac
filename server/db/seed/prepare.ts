/**
 * What start-up does about the demo data. The roles are ensured always; the demo data's code
 * (organisations, loans, trading history) is loaded only when the demo data is wanted, so a
 * production start never parses it.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { ensureRoles } from './roles.ts';

/**
 * What start-up did about the demo data: seeded it now, found it from an earlier start,
 * or left it out because nobody asked for it or because the database already had users.
 */
export type DemoDataOutcome = 'seeded' | 'present' | 'not-wanted' | 'not-empty';

async function hasDemoAccounts(db: Database): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0]!.email;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(sql`lower(${users.email})`, first));
  return (row?.n ?? 0) > 0;
}

/**
 * Makes sure the roles exist; seeds the demo data only when wanted and the database has no user yet.
 * With a storage directory, the demo data room's files are written there when it lacks them.
 */
export async function prepareDemoData(db: Database, wanted: boolean, storageDir?: string): Promise<DemoDataOutcome> {
  await ensureRoles(db);
  if (wanted) {
    const { seedDemoData } = await import('./index.ts');
    const seeded = await seedDemoData(db);
    if (storageDir) await (await import('./demo-pool-room.ts')).writeDemoRoomFiles(db, storageDir);
    if (seeded) return 'seeded';
  }
  if (await hasDemoAccounts(db)) return 'present';
  return wanted ? 'not-empty' : 'not-wanted';
}
