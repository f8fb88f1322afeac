/**
 * Reading and deciding pending actions; the four-eyes rules themselves are the engine's
 * (server/lib/maker-checker). A bank user sees their bank's actions only; platform admins all.
 */
import type { Actor } from '../../lib/access/actor.ts';
import { assertCanReadBank, readableBanks } from '../../lib/bank-scope.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { approveAction, cancelAction, rejectAction, type ActionTypes } from '../../lib/maker-checker/index.ts';
import {
  toPendingActionResources,
  type PendingActionResource,
  type PendingActionRow,
} from '../../lib/pending-action-resource.ts';
import { findPendingAction, listPendingActions } from './queries.ts';
import type { PendingActionListQuery } from './schemas.ts';

/** Throws unless the actor may see the action: 403 for a user of no desk, 404 for another bank's or a platform one. */
function assertCanSee(actor: Actor, action: PendingActionRow): void {
  const banks = readableBanks(actor);
  if (banks === null) return;
  if (action.scope !== 'bank') throw new HttpError(404, 'Not found.');
  assertCanReadBank(actor, action.scopeEntityId);
}

async function visibleAction(db: Database, actor: Actor, id: number): Promise<PendingActionRow> {
  readableBanks(actor);
  const row = await findPendingAction(db, id);
  if (!row) throw new HttpError(404, 'Not found.');
  assertCanSee(actor, row);
  return row;
}

async function resourceOf(
  db: Database,
  actionTypes: ActionTypes,
  row: PendingActionRow,
): Promise<PendingActionResource> {
  const [resource] = await toPendingActionResources(db, actionTypes, [row]);
  return resource!;
}

export async function listActions(db: Database, actionTypes: ActionTypes, actor: Actor, query: PendingActionListQuery) {
  const { rows, total, total_is_estimate } = await listPendingActions(db, query, readableBanks(actor));
  return {
    data: await toPendingActionResources(db, actionTypes, rows),
    meta: { total, total_is_estimate, page: query.page, per_page: query.per_page },
  };
}

export async function getAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<PendingActionResource> {
  return resourceOf(db, actionTypes, await visibleAction(db, actor, id));
}

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'cancel' };

export async function decideAction(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  decision: Decision,
): Promise<PendingActionResource> {
  await visibleAction(db, actor, id);
  if (decision.kind === 'approve') await approveAction(db, actionTypes, actor, id);
  else if (decision.kind === 'reject') await rejectAction(db, actionTypes, actor, id, decision.reason);
  else await cancelAction(db, actionTypes, actor, id);
  const row = await findPendingAction(db, id);
  return resourceOf(db, actionTypes, row!);
}
