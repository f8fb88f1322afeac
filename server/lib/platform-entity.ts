/** The platform operator's organisation: the scope of every platform maker/checker action. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { entities } from '../db/schema/index.ts';

export async function platformEntityId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(eq(entities.kind, 'dladminprofile'))
    .orderBy(asc(entities.id))
    .limit(1);
  return row?.id ?? null;
}
