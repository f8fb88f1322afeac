/**
 * What a maker/checker action type is: the functions that lock its target and apply the change,
 * which a module registers in the app's registry (registry.ts), and how its actions describe
 * themselves. The engine (engine.ts) enforces the four-eyes rules for all of them alike.
 */
import type { Executor, Transaction } from '../../db/client.ts';
import type { pendingActions } from '../../db/schema/index.ts';
import type { Actor } from '../access/actor.ts';
import { BANK_ROLES, type RoleName } from '../../../src/domain/roles.ts';

export type PendingActionRow = typeof pendingActions.$inferSelect;
export type ActionScope = PendingActionRow['scope'];

export interface LockedTarget {
  /** The target's version now; an action made at another version is stale. */
  version: number;
  /** The bank whose managers check the action, or the platform operator's entity. */
  scopeEntityId: number;
}

/** What an approval changed, written as the target's revision; null when apply writes its own revisions. */
export interface AppliedChange {
  version: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface ActionContext {
  tx: Transaction;
  actor: Actor;
}

export interface ActionTypeDefinition {
  type: string;
  targetType: string;
  scope: ActionScope;
  /** Reads the target with a row lock (SELECT ... FOR UPDATE); null when it does not exist. */
  lockTarget(tx: Transaction, targetId: number): Promise<LockedTarget | null>;
  /** Checks that the target may take this action now and does the bookkeeping of making it (e.g. a status). */
  onPropose?(context: ActionContext, targetId: number, payload: Record<string, unknown>): Promise<void>;
  /** Applies the approved change; runs in the approval's transaction after the staleness check. */
  apply(context: ActionContext, action: PendingActionRow): Promise<AppliedChange | null>;
  onReject?(context: ActionContext, action: PendingActionRow): Promise<void>;
  onCancel?(context: ActionContext, action: PendingActionRow): Promise<void>;
  /**
   * Runs once an approval or a rejection has committed, with the decided action: for what must
   * not happen if the transaction rolls back, such as e-mail. Must not throw.
   */
  afterDecision?(action: PendingActionRow): void;
}

/** Who may make and who may check an action of each scope (DOMAIN.md, "Maker/checker"). */
export const SCOPE_ROLES: Record<ActionScope, { makers: readonly RoleName[]; checkers: readonly RoleName[] }> = {
  bank: { makers: BANK_ROLES, checkers: ['bank_manager'] },
  platform: { makers: ['dl_admin_maker', 'super_admin'], checkers: ['dl_admin_checker', 'super_admin'] },
};

/** One field of a proposed change as the pending-action screens show it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ActionDescription {
  label: string | null;
  diff: FieldChange[];
}

/** Describes the actions on one target type (label and diff), read in one query for all of them. */
export type ActionDescriber = (
  db: Executor,
  actions: readonly PendingActionRow[],
) => Promise<Map<number, ActionDescription>>;
