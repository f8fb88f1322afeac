/**
 * The platform's changes to an organisation, each a platform-scope maker/checker action:
 * `entity.edit` (payload {version, before, changes}), `entity.suspend` (payload {reason})
 * and `entity.reactivate`. Approval applies the change in the checker's transaction and
 * the engine writes the organisation's revision.
 */
import type { Executor, Transaction } from '../../db/client.ts';
import { ENTITY_MESSAGES, type EditableEntityField } from '../../../src/domain/entity-edit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-errors.ts';
import type {
  ActionContext,
  ActionDescription,
  ActionTypes,
  FieldChange,
  PendingActionRow,
} from '../../lib/maker-checker/index.ts';
import { platformEntityId } from '../../lib/platform-entity.ts';
import { entityNames, lockEntity, updateEntity, TARGET_TYPE, type EntityChanges, type EntityRow } from './queries.ts';
import { columnsOf, snapshotOf } from './record.ts';

export const EDIT_ACTION = 'entity.edit';
export const SUSPEND_ACTION = 'entity.suspend';
export const REACTIVATE_ACTION = 'entity.reactivate';
export const REGISTRATION_NUMBER_TAKEN = 'Another organisation of this kind has this registration number.';

export interface EditPayload {
  version: number;
  before: Partial<Record<EditableEntityField, string | null>>;
  changes: Partial<Record<EditableEntityField, string | null>>;
}

const editOf = (action: { payload: unknown }): EditPayload => {
  const payload = (action.payload ?? {}) as Partial<EditPayload>;
  return { version: Number(payload.version ?? 0), before: payload.before ?? {}, changes: payload.changes ?? {} };
};
const reasonOf = (action: { payload: unknown }): string | null => {
  const reason = ((action.payload ?? {}) as Record<string, unknown>)['reason'];
  return typeof reason === 'string' ? reason : null;
};

async function lockTarget(tx: Transaction, targetId: number) {
  const row = await lockEntity(tx, targetId);
  const platform = row ? await platformEntityId(tx) : null;
  return row && platform !== null ? { version: row.version, scopeEntityId: platform } : null;
}

async function lockedOrGone(tx: Transaction, id: number): Promise<EntityRow> {
  const row = await lockEntity(tx, id);
  if (!row) throw conflict(ENTITY_MESSAGES.stale);
  return row;
}

async function applyChange(tx: Transaction, id: number, changes: EntityChanges) {
  const before = await lockedOrGone(tx, id);
  try {
    // A savepoint, so a registration number clash is a 409 and not an aborted transaction.
    const after = await tx.transaction((inner) => updateEntity(inner, id, changes));
    return { version: after.version, before: snapshotOf(before), after: snapshotOf(after) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REGISTRATION_NUMBER_TAKEN);
    throw error;
  }
}

export function registerEntityActionTypes(actionTypes: ActionTypes): void {
  actionTypes.register({
    type: EDIT_ACTION,
    targetType: TARGET_TYPE,
    scope: 'platform',
    lockTarget,
    async onPropose({ tx }: ActionContext, targetId, payload) {
      const row = await lockedOrGone(tx, targetId);
      if (row.version !== editOf({ payload }).version) throw conflict(ENTITY_MESSAGES.stale);
    },
    apply: ({ tx }, action) => applyChange(tx, action.targetId, columnsOf(editOf(action).changes)),
  });

  actionTypes.register({
    type: SUSPEND_ACTION,
    targetType: TARGET_TYPE,
    scope: 'platform',
    lockTarget,
    async onPropose({ tx }, targetId) {
      const row = await lockedOrGone(tx, targetId);
      // Suspending the operator would leave nobody able to check its reactivation.
      if (row.kind === 'dladminprofile') throw conflict(ENTITY_MESSAGES.platformNotSuspended);
      if (row.status === 'suspended') throw conflict(ENTITY_MESSAGES.suspendedAlready);
    },
    async apply({ tx }, action) {
      const row = await lockedOrGone(tx, action.targetId);
      if (row.status === 'suspended') throw conflict(ENTITY_MESSAGES.suspendedAlready);
      return applyChange(tx, action.targetId, { status: 'suspended' });
    },
  });

  actionTypes.register({
    type: REACTIVATE_ACTION,
    targetType: TARGET_TYPE,
    scope: 'platform',
    lockTarget,
    async onPropose({ tx }, targetId) {
      const row = await lockedOrGone(tx, targetId);
      if (row.status === 'active') throw conflict(ENTITY_MESSAGES.activeAlready);
    },
    async apply({ tx }, action) {
      const row = await lockedOrGone(tx, action.targetId);
      if (row.status === 'active') throw conflict(ENTITY_MESSAGES.activeAlready);
      return applyChange(tx, action.targetId, { status: 'active' });
    },
  });

  actionTypes.registerDescriber(TARGET_TYPE, describeEntityActions);
}

function diffOf(action: PendingActionRow): FieldChange[] {
  if (action.actionType === EDIT_ACTION) {
    const { before, changes } = editOf(action);
    return Object.entries(changes).map(([field, after]) => ({
      field,
      before: before[field as EditableEntityField] ?? null,
      after,
    }));
  }
  if (action.actionType === SUSPEND_ACTION)
    return [
      { field: 'status', before: 'active', after: 'suspended' },
      { field: 'reason', before: null, after: reasonOf(action) },
    ];
  if (action.actionType === REACTIVATE_ACTION) return [{ field: 'status', before: 'suspended', after: 'active' }];
  return Object.entries(action.payload ?? {}).map(([field, after]) => ({ field, before: null, after }));
}

async function describeEntityActions(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const names = await entityNames(
    db,
    actions.map((action) => action.targetId),
  );
  return new Map(
    actions.map((action) => [action.id, { label: names.get(action.targetId) ?? null, diff: diffOf(action) }]),
  );
}
