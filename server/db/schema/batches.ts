/** Data tapes a bank uploads, their valid rows waiting for approval and their errors (DOMAIN.md, "Data tapes"). */
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { loanTemplateColumns } from './loan-fields.ts';
import { entities } from './organisations.ts';
import { users } from './users.ts';

export const BATCH_STATUSES = [
  'validating',
  'validated',
  'validated_with_errors',
  'failed',
  'pending_approval',
  'importing',
  'imported',
  'rejected',
] as const;
export const batchStatus = pgEnum('batch_status', BATCH_STATUSES);
export const tapeFormat = pgEnum('tape_format', ['csv', 'xlsx']);

export const batches = pgTable(
  'batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => entities.id),
    fileName: text().notNull(),
    fileFormat: tapeFormat().notNull(),
    filePath: text().notNull(),
    fileBytes: bigint({ mode: 'number' }).notNull(),
    status: batchStatus().notNull().default('validating'),
    failureMessage: text(),
    processedRows: integer().notNull().default(0),
    /** Bytes of the file read so far by a running validation: the rows it holds are not known until the end. */
    bytesRead: bigint({ mode: 'number' }).notNull().default(0),
    totalRows: integer().notNull().default(0),
    validRows: integer().notNull().default(0),
    errorRows: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    /** Loans written so far by a running import (import-run.ts); visible before its transaction commits. */
    importedRows: integer().notNull().default(0),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('batches_bank_status_idx').on(table.bankId, table.status, table.id)],
);

/**
 * Each valid row, staged until the batch is imported: its template fields, validated and
 * normalised, typed as the loans table types them. The import copies them into loans and
 * builds each loan's first revision from the loan it inserted, parsing nothing again.
 */
export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: integer()
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    ...loanTemplateColumns(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.rowNumber] })],
);

export const batchErrors = pgTable(
  'batch_errors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    column: text().notNull(),
    value: text().notNull().default(''),
    message: text().notNull(),
  },
  (table) => [index('batch_errors_batch_idx').on(table.batchId, table.rowNumber, table.id)],
);
