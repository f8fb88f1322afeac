/** Four eyes and history: pending maker/checker actions and the revisions applied changes leave (DOMAIN.md). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { entities } from './organisations.ts';
import { users } from './users.ts';

export const actionScope = pgEnum('action_scope', ['bank', 'platform']);
export const pendingActionStatus = pgEnum('pending_action_status', ['pending', 'approved', 'rejected', 'cancelled']);

export const pendingActions = pgTable(
  'pending_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scope: actionScope().notNull(),
    /** The bank whose managers check the action, or the platform operator's entity. */
    scopeEntityId: integer()
      .notNull()
      .references(() => entities.id),
    actionType: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    /** The target's version when the action was made; approval refuses when it has moved on. */
    targetVersion: integer().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    makerId: integer()
      .notNull()
      .references(() => users.id),
    checkerId: integer().references(() => users.id),
    status: pendingActionStatus().notNull().default('pending'),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One pending action per target and type, even under concurrent makers.
    uniqueIndex('pending_actions_one_open_key')
      .on(table.targetType, table.targetId, table.actionType)
      .where(sql`${table.status} = 'pending'`),
    index('pending_actions_scope_status_idx').on(table.scopeEntityId, table.status, table.createdAt),
    index('pending_actions_target_idx').on(table.targetType, table.targetId),
    // The list's order, newest first, whatever else it is filtered by; the waiting ones on their own, with their
    // scope so the admin dashboard counts them by scope and age from the index alone.
    index('pending_actions_created_idx').on(table.createdAt, table.id),
    index('pending_actions_pending_created_idx')
      .on(table.createdAt, table.id, table.scope)
      .where(sql`${table.status} = 'pending'`),
    // The bank dashboard's waiting approvals (per bank, per kind of record, not the user's own) from the index alone.
    index('pending_actions_pending_bank_idx')
      .on(table.scopeEntityId, table.scope, table.targetType, table.targetId, table.makerId)
      .where(sql`${table.status} = 'pending'`),
    // A manager's own waiting changes, which are not theirs to decide, however many others wait.
    index('pending_actions_pending_maker_idx')
      .on(table.makerId, table.scopeEntityId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const revisions = pgTable(
  'revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    version: integer().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    // The trail is append-only: it keeps the ids of who acted, who approved and through which action as
    // they were, with no foreign key that would rewrite a revision (set null) or check every row of a
    // 100,000-loan import one lookup at a time. Users and pending actions are never deleted.
    actorId: integer(),
    approverId: integer(),
    pendingActionId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('revisions_target_version_key').on(table.targetType, table.targetId, table.version),
    index('revisions_created_idx').on(table.createdAt),
  ],
);
