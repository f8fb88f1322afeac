/**
 * The waiting four-eyes changes counted as they change, kept by triggers on pending_actions
 * (migration 0023) in the transaction of every insert, update and delete: the dashboards read
 * these few rows instead of counting every waiting change.
 *
 * pending_action_tallies: each statement appends its signed differences, per scope, organisation,
 * kind of record, maker and hour of creation (UTC) for the changes, and per scope, organisation and
 * kind of record for the records with at least one change waiting (maker and hour empty); a total is
 * the sum of its rows, which a periodic pass folds (server/lib/pending-tallies/compact.ts).
 * pending_action_targets: how many changes wait on each record; its row is locked while a statement
 * moves it, so a record enters or leaves the records' tally exactly once whatever runs at once.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { actionScope } from './approvals.ts';

export const pendingActionTallies = pgTable(
  'pending_action_tallies',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: actionScope().notNull(),
    scopeEntityId: integer().notNull(),
    targetType: text().notNull(),
    /** Null on a row of the records' tally. */
    makerId: integer(),
    /** The hour (UTC) the changes were made in; null on a row of the records' tally. */
    createdHour: timestamp({ withTimezone: false }),
    changes: bigint({ mode: 'number' }).notNull().default(0),
    records: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [index('pending_action_tallies_scope_idx').on(table.scope, table.scopeEntityId)],
);

export const pendingActionTargets = pgTable(
  'pending_action_targets',
  {
    scope: actionScope().notNull(),
    scopeEntityId: integer().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    pending: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.scopeEntityId, table.targetType, table.targetId] })],
);
