/** A revision as the API shows it: the record's before and after, who made and who approved the change. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { revisions, users } from '../db/schema/index.ts';
import type { FieldChange } from './maker-checker/index.ts';
import { FieldChangeSchema } from './pending-action-resource.ts';

export type RevisionRow = typeof revisions.$inferSelect;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const RevisionSchema = z.object({
  id: z.number().int(),
  target_type: z.string(),
  target_id: z.number().int(),
  version: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
  changes: z.array(FieldChangeSchema).describe('The fields that differ between before and after'),
  actor: PersonSchema.nullable(),
  approver: PersonSchema.nullable(),
  pending_action_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RevisionResource = z.infer<typeof RevisionSchema>;

type Json = Record<string, unknown>;

export function changesBetween(before: Json | null, after: Json): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes.push({ field, before: old, after: now });
  }
  return changes;
}

export async function toRevisionResources(db: Executor, rows: readonly RevisionRow[]): Promise<RevisionResource[]> {
  const people = [
    ...new Set(rows.flatMap((row) => [row.actorId, row.approverId]).filter((id): id is number => id !== null)),
  ];
  const names = new Map(
    people.length === 0
      ? []
      : (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people))).map(
          (user) => [user.id, user.name],
        ),
  );
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return rows.map((row) => {
    const before = (row.before ?? null) as Json | null;
    const after = (row.after ?? {}) as Json;
    return {
      id: row.id,
      target_type: row.targetType,
      target_id: row.targetId,
      version: row.version,
      before,
      after,
      changes: changesBetween(before, after),
      actor: person(row.actorId),
      approver: person(row.approverId),
      pending_action_id: row.pendingActionId,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** A record's history, oldest first. */
export async function listRevisionsOf(db: Executor, targetType: string, targetId: number): Promise<RevisionRow[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.targetType, targetType), eq(revisions.targetId, targetId)))
    .orderBy(asc(revisions.version), asc(revisions.id));
}
