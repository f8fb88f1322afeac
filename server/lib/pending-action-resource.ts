/**
 * A pending action as the API shows it, with the change it proposes as a field-by-field diff.
 * Each module that registers action types also registers how to describe its actions' changes
 * (the app's ActionTypes), so the loan screen and the pending-actions list show the same diff.
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { users, type pendingActions } from '../db/schema/index.ts';
import type { ActionDescription, ActionTypes, FieldChange } from './maker-checker/index.ts';
import { availableCheckers } from './maker-checker/available-checkers.ts';

export type PendingActionRow = typeof pendingActions.$inferSelect;

export const FieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const PendingActionSchema = z.object({
  id: z.number().int(),
  scope: z.enum(['bank', 'platform']),
  scope_entity_id: z.number().int(),
  action_type: z.string().meta({ example: 'loan.edit' }),
  target_type: z.string().meta({ example: 'loan' }),
  target_id: z.number().int(),
  target_version: z.number().int(),
  target_label: z.string().nullable().describe('How people name the target, e.g. the loan reference'),
  payload: z.record(z.string(), z.unknown()),
  diff: z.array(FieldChangeSchema).describe('The proposed change, field by field'),
  maker: PersonSchema.nullable(),
  checker: PersonSchema.nullable(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  checkers_available: z
    .number()
    .int()
    .describe('How many people other than its maker may decide it now; 0: it waits until a checker is added'),
});
export type PendingActionResource = z.infer<typeof PendingActionSchema>;

/** Without a describer, the payload's own fields are the change. */
function payloadDiff(action: PendingActionRow): FieldChange[] {
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  return Object.entries(payload).map(([field, after]) => ({ field, before: null, after }));
}

export async function toPendingActionResources(
  db: Executor,
  actionTypes: ActionTypes,
  actions: readonly PendingActionRow[],
): Promise<PendingActionResource[]> {
  if (actions.length === 0) return [];
  const people = new Set<number>();
  for (const action of actions) {
    people.add(action.makerId);
    if (action.checkerId !== null) people.add(action.checkerId);
  }
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...people]))
    ).map((user) => [user.id, user.name]),
  );
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });

  const descriptions = new Map<number, ActionDescription>();
  const byType = Map.groupBy(actions, (action) => action.targetType);
  for (const [targetType, group] of byType) {
    const describe = actionTypes.describer(targetType);
    if (describe) for (const [id, description] of await describe(db, group)) descriptions.set(id, description);
  }

  const checkers = await availableCheckers(db, actions);
  return actions.map((action) => {
    const description = descriptions.get(action.id);
    return {
      id: action.id,
      scope: action.scope,
      scope_entity_id: action.scopeEntityId,
      action_type: action.actionType,
      target_type: action.targetType,
      target_id: action.targetId,
      target_version: action.targetVersion,
      target_label: description?.label ?? null,
      payload: (action.payload ?? {}) as Record<string, unknown>,
      diff: description?.diff ?? payloadDiff(action),
      maker: person(action.makerId),
      checker: person(action.checkerId),
      status: action.status,
      reason: action.reason,
      created_at: action.createdAt.toISOString(),
      decided_at: action.decidedAt?.toISOString() ?? null,
      checkers_available: checkers.get(action.id) ?? 0,
    };
  });
}
