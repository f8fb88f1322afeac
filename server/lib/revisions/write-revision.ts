/** Every applied change to a loan, entity, user, proposal or deal leaves one revision (DOMAIN.md, "Revisions"). */
import type { Executor } from '../../db/client.ts';
import { revisions } from '../../db/schema/index.ts';

export interface RevisionInput {
  targetType: string;
  targetId: number;
  /** The record's version after the change; one revision per version. */
  version: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  /** Null for a change the platform made on its own, such as a scheduled expiry. */
  actorId: number | null;
  approverId?: number | null;
  pendingActionId?: number | null;
}

export async function writeRevision(tx: Executor, input: RevisionInput): Promise<number> {
  const [row] = await tx
    .insert(revisions)
    .values({
      targetType: input.targetType,
      targetId: input.targetId,
      version: input.version,
      before: input.before,
      after: input.after,
      actorId: input.actorId,
      approverId: input.approverId ?? null,
      pendingActionId: input.pendingActionId ?? null,
    })
    .returning({ id: revisions.id });
  return row!.id;
}

/** The fields whose values differ between two snapshots of a record, for a diff or a pending edit. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}
