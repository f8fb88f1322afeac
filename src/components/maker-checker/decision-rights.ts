/**
 * What a viewer may do with a pending action, from the action's own fields (its status and maker)
 * and the screen's word on the viewer: four eyes keep the maker from approving or rejecting, only
 * the maker cancels, and nothing is decided twice.
 */
import type { DecisionWords } from './decision-words';

export type ActionStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** What a decision needs of an action; the answers carry it in three shapes, read by the adapters below. */
export interface DecidableAction {
  id: number;
  status: ActionStatus;
  makerId: number | null;
}

export interface DecisionViewer {
  userId: number | null;
  /** Holds the checker's role for the action's scope, e.g. a bank manager for the bank's actions. */
  checker: boolean;
}

export interface DecisionOptions {
  /** The API's own word where the answer has one (a `can` flag); without it the role decides. */
  mayDecide?: boolean;
  /** The screen lets the maker take the action back. */
  cancellable?: boolean;
  /** The record changed since the action was made: approving it would be refused, rejecting it is what is left. */
  stale?: boolean;
}

export interface DecisionRights {
  own: boolean;
  stale: boolean;
  approve: boolean;
  reject: boolean;
  cancel: boolean;
}

export function decisionRights(
  action: DecidableAction,
  viewer: DecisionViewer,
  options: DecisionOptions = {},
): DecisionRights {
  const pending = action.status === 'pending';
  const own = viewer.userId !== null && action.makerId === viewer.userId;
  const checks = pending && viewer.checker && (options.mayDecide ?? true) && !own;
  const stale = pending && (options.stale ?? false);
  return {
    own,
    stale,
    approve: checks && !stale,
    reject: checks,
    cancel: pending && own && (options.cancellable ?? false),
  };
}

/** The line that tells a viewer who may not decide why; null for one who may, or once it is decided. */
export function decisionNote(
  action: DecidableAction,
  rights: DecisionRights,
  words: Pick<DecisionWords, 'makerNote' | 'onlookerNote' | 'staleNote'>,
): string | null {
  if (action.status !== 'pending') return null;
  if (rights.stale && words.staleNote) return words.staleNote;
  if (rights.own) return words.makerNote ?? null;
  return rights.approve ? null : (words.onlookerNote ?? null);
}

/** A pending action as the pending-action resource shows it (loans, organisations, registration requests, the admin list). */
export const fromResource = (action: {
  id: number;
  status: ActionStatus;
  maker: { id: number } | null;
}): DecidableAction => ({
  id: action.id,
  status: action.status,
  makerId: action.maker?.id ?? null,
});

/** A batch's pending action, which names its maker by id. */
export const fromBatchAction = (action: { id: number; status: ActionStatus; maker_id: number }): DecidableAction => ({
  id: action.id,
  status: action.status,
  makerId: action.maker_id,
});

/** A proposal's pending acceptance, listed only while it waits. */
export const fromAcceptance = (acceptance: {
  pending_action_id: number;
  maker: { id: number } | null;
}): DecidableAction => ({
  id: acceptance.pending_action_id,
  status: 'pending',
  makerId: acceptance.maker?.id ?? null,
});
