/** SQL for revisions: one, its neighbours in the same record's history. */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { revisions } from '../../db/schema/index.ts';
import type { RevisionRow } from '../../lib/revision-resource.ts';

export async function findRevision(db: Executor, id: number): Promise<RevisionRow | null> {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
  return row ?? null;
}

export async function neighbourIds(
  db: Executor,
  row: RevisionRow,
): Promise<{ previousId: number | null; nextId: number | null }> {
  const sameRecord = and(eq(revisions.targetType, row.targetType), eq(revisions.targetId, row.targetId));
  const [previous] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(sameRecord, lt(revisions.version, row.version)))
    .orderBy(desc(revisions.version))
    .limit(1);
  const [next] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(sameRecord, gt(revisions.version, row.version)))
    .orderBy(asc(revisions.version))
    .limit(1);
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}
