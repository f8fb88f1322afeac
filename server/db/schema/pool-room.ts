/**
 * A data room (DOMAIN.md, "Portfolio sales"): a pool's or a single listed loan's folders of documents,
 * each at level 1 or level 2, stored like other uploads under a generated name and typed by their
 * content; the log of every view and download; and the questions investors ask on a pool, with the
 * bank's answer, private to the asker or published to every participant. A room row belongs to exactly
 * one owner: a pool or a loan (the `*_owner_check` constraints).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUESTION_VISIBILITIES, ROOM_ACCESS_ACTIONS } from '../../../src/domain/pools/data-room.ts';
import { entities } from './organisations.ts';
import { loans } from './loans.ts';
import { users } from './users.ts';
import { pools } from './pools.ts';

/** Exactly one owner: the pool whose room it is, or the single listed loan's. */
const ownerCheck = (name: string, table: { poolId: AnyPgColumn; loanId: AnyPgColumn }) =>
  check(`${name}_owner_check`, sql`num_nonnulls(${table.poolId}, ${table.loanId}) = 1`);

export const roomAccessAction = pgEnum('pool_room_access_action', ROOM_ACCESS_ACTIONS);
export const questionVisibility = pgEnum('pool_question_visibility', QUESTION_VISIBILITIES);

export const poolRoomFolders = pgTable(
  'pool_room_folders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer().references(() => pools.id, { onDelete: 'cascade' }),
    loanId: integer().references(() => loans.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pool_room_folders_name_key').on(table.poolId, sql`lower(${table.name})`),
    uniqueIndex('pool_room_folders_loan_name_key').on(table.loanId, sql`lower(${table.name})`),
    ownerCheck('pool_room_folders', table),
  ],
);

export const poolRoomDocuments = pgTable(
  'pool_room_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer().references(() => pools.id, { onDelete: 'cascade' }),
    loanId: integer().references(() => loans.id, { onDelete: 'cascade' }),
    /** Null once deleted: a deleted document keeps its row for the access log, in no folder. */
    folderId: integer().references(() => poolRoomFolders.id, { onDelete: 'set null' }),
    level: smallint().notNull(),
    originalName: text().notNull(),
    /** Generated file name under the storage directory; never derived from user input. */
    storedName: text().notNull().unique(),
    /** Detected from the content, not taken from the upload's declared type. */
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('pool_room_documents_pool_idx').on(table.poolId, table.folderId),
    index('pool_room_documents_loan_idx').on(table.loanId, table.folderId),
    ownerCheck('pool_room_documents', table),
    check('pool_room_documents_level_check', sql`${table.level} in (1, 2)`),
  ],
);

export const poolRoomAccessLog = pgTable(
  'pool_room_access_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer().references(() => pools.id, { onDelete: 'cascade' }),
    loanId: integer().references(() => loans.id, { onDelete: 'cascade' }),
    documentId: integer()
      .notNull()
      .references(() => poolRoomDocuments.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The user's name as it was: the log outlives a renamed or removed user. */
    userName: text().notNull(),
    action: roomAccessAction().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pool_room_access_log_investor_idx').on(table.poolId, table.investorId, table.at),
    index('pool_room_access_log_loan_investor_idx').on(table.loanId, table.investorId, table.at),
    ownerCheck('pool_room_access_log', table),
    index('pool_room_access_log_document_idx').on(table.documentId, table.at),
  ],
);

export const poolQuestions = pgTable(
  'pool_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer()
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => entities.id),
    askedById: integer().references(() => users.id, { onDelete: 'set null' }),
    askedByName: text().notNull(),
    question: text().notNull(),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answer: text(),
    answeredById: integer().references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text(),
    answeredAt: timestamp({ withTimezone: true }),
    /** Null until answered: the answer goes to the asker only, or with the question to every participant. */
    visibility: questionVisibility(),
  },
  (table) => [
    index('pool_questions_pool_idx').on(table.poolId, table.askedAt),
    check(
      'pool_questions_answer_check',
      sql`(${table.answer} is null) = (${table.answeredAt} is null) and (${table.answer} is null) = (${table.visibility} is null)`,
    ),
  ],
);
