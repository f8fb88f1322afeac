/**
 * The four-eyes rules of DOMAIN.md, enforced here for every action type alike: the checker
 * is never the maker, a rejection needs a reason, one pending action per target and type,
 * and the change applies only on approval, in one transaction, if the target has not
 * changed since the action was made. Every transaction locks the target row before the
 * action row, so concurrent makers and checkers queue instead of deadlocking.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pendingActions } from '../../db/schema/index.ts';
import { isPlatformAdminActor, mayActIn, type Actor } from '../access/actor.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { conflict, forbidden, notFound, ValidationError } from '../http-errors.ts';
import { writeRevision } from '../revisions/write-revision.ts';
import { SCOPE_ROLES, type ActionTypeDefinition, type PendingActionRow } from './action-types.ts';
import type { ActionTypes } from './registry.ts';
import { MAKER_CHECKER_MESSAGES as MESSAGES } from './messages.ts';
import { notifyCheckers, notifyMaker } from './notifications.ts';

export interface ProposedAction {
  type: string;
  targetId: number;
  payload?: Record<string, unknown>;
}

/** Whether the actor may see actions of this scope: its members and the platform's admins. */
export function maySeeScope(actor: Actor, scopeEntityId: number): boolean {
  return isPlatformAdminActor(actor) || actor.memberships.some((membership) => membership.entityId === scopeEntityId);
}

async function lockTargetOrFail(tx: Transaction, definition: ActionTypeDefinition, actor: Actor, targetId: number) {
  const target = await definition.lockTarget(tx, targetId);
  if (!target || !maySeeScope(actor, target.scopeEntityId)) throw notFound();
  return target;
}

export async function proposeAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  proposal: ProposedAction,
): Promise<PendingActionRow> {
  const definition = actionTypes.definition(proposal.type);
  const payload = proposal.payload ?? {};
  try {
    return await db.transaction(async (tx) => {
      const target = await lockTargetOrFail(tx, definition, actor, proposal.targetId);
      if (!mayActIn(actor, target.scopeEntityId, SCOPE_ROLES[definition.scope].makers)) throw forbidden();
      await definition.onPropose?.({ tx, actor }, proposal.targetId, payload);
      const [created] = await tx
        .insert(pendingActions)
        .values({
          scope: definition.scope,
          scopeEntityId: target.scopeEntityId,
          actionType: definition.type,
          targetType: definition.targetType,
          targetId: proposal.targetId,
          targetVersion: target.version,
          payload,
          makerId: actor.userId,
        })
        .returning();
      await notifyCheckers(tx, actionTypes, actor, created!);
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyPending);
    throw error;
  }
}

/** Reads an action the actor may see, or 404. */
export async function findVisibleAction(
  db: Database | Transaction,
  actor: Actor,
  id: number,
): Promise<PendingActionRow> {
  const [action] = await db.select().from(pendingActions).where(eq(pendingActions.id, id));
  if (!action || !maySeeScope(actor, action.scopeEntityId)) throw notFound();
  return action;
}

/**
 * Runs a decision on a pending action: locks the target, then the action, and checks that
 * it is still pending. `decide` does the rest inside the same transaction.
 */
async function decide(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  decision: (tx: Transaction, action: PendingActionRow, definition: ActionTypeDefinition) => Promise<void>,
): Promise<PendingActionRow> {
  const seen = await findVisibleAction(db, actor, id);
  const definition = actionTypes.definition(seen.actionType);
  return db.transaction(async (tx) => {
    await definition.lockTarget(tx, seen.targetId);
    const [action] = await tx.select().from(pendingActions).where(eq(pendingActions.id, id)).for('update');
    if (!action) throw notFound();
    if (action.status !== 'pending') throw conflict(MESSAGES.notPending(action.status));
    await decision(tx, action, definition);
    const [decided] = await tx.select().from(pendingActions).where(eq(pendingActions.id, id));
    return decided!;
  });
}

function assertChecker(actor: Actor, action: PendingActionRow): void {
  if (action.makerId === actor.userId) throw forbidden(MESSAGES.ownAction);
  if (!mayActIn(actor, action.scopeEntityId, SCOPE_ROLES[action.scope].checkers)) throw forbidden();
}

/** Hands the committed decision to its action type's afterDecision hook. */
function afterCommit(actionTypes: ActionTypes, decided: PendingActionRow): PendingActionRow {
  actionTypes.definition(decided.actionType).afterDecision?.(decided);
  return decided;
}

export async function approveAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<PendingActionRow> {
  const decided = await decide(db, actionTypes, actor, id, async (tx, action, definition) => {
    assertChecker(actor, action);
    const target = await definition.lockTarget(tx, action.targetId);
    if (!target || target.version !== action.targetVersion) throw conflict(MESSAGES.stale);
    const change = await definition.apply({ tx, actor }, action);
    if (change) {
      await writeRevision(tx, {
        targetType: action.targetType,
        targetId: action.targetId,
        version: change.version,
        before: change.before,
        after: change.after,
        actorId: action.makerId,
        approverId: actor.userId,
        pendingActionId: action.id,
      });
    }
    await tx
      .update(pendingActions)
      .set({ status: 'approved', checkerId: actor.userId, decidedAt: new Date() })
      .where(and(eq(pendingActions.id, action.id), eq(pendingActions.status, 'pending')));
    await notifyMaker(tx, actionTypes, actor, action, { approved: true });
  });
  return afterCommit(actionTypes, decided);
}

export async function rejectAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  reason: string,
): Promise<PendingActionRow> {
  const trimmed = reason.trim();
  if (!trimmed) throw new ValidationError({ reason: [MESSAGES.reasonRequired] });
  const decided = await decide(db, actionTypes, actor, id, async (tx, action, definition) => {
    assertChecker(actor, action);
    // The hook sees the reason it is rejected for, as the row will hold it.
    await definition.onReject?.({ tx, actor }, { ...action, reason: trimmed });
    await tx
      .update(pendingActions)
      .set({ status: 'rejected', checkerId: actor.userId, reason: trimmed, decidedAt: new Date() })
      .where(eq(pendingActions.id, action.id));
    await notifyMaker(tx, actionTypes, actor, action, { approved: false, reason: trimmed });
  });
  return afterCommit(actionTypes, decided);
}

export async function cancelAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<PendingActionRow> {
  return decide(db, actionTypes, actor, id, async (tx, action, definition) => {
    if (action.makerId !== actor.userId) throw forbidden(MESSAGES.onlyMakerCancels);
    await definition.onCancel?.({ tx, actor }, action);
    await tx
      .update(pendingActions)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(eq(pendingActions.id, action.id));
  });
}

/** Whether the actor could approve or reject this action: a checker of its scope (as its type had it when made) who is not its maker. */
export function mayCheck(actor: Actor, action: PendingActionRow): boolean {
  return (
    action.status === 'pending' &&
    action.makerId !== actor.userId &&
    mayActIn(actor, action.scopeEntityId, SCOPE_ROLES[action.scope].checkers)
  );
}
