/** SQL for data-tape batches: the batch, its valid rows and errors, progress, and the stratification of its valid rows. */
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { batchErrors, batchRows, batches, entities, pendingActions, users } from '../../db/schema/index.ts';
import type { LoanValues } from '../../../src/domain/loans/validate.ts';
import { loanColumnsSql } from './import-sql.ts';
import { unnestStagedRowsSql } from './staged-columns.ts';
import { stratify, type Stratification } from '../../lib/stratification.ts';

export type BatchRow = typeof batches.$inferSelect;
export type BatchStatus = BatchRow['status'];
export type NewBatchError = typeof batchErrors.$inferInsert;

export async function insertBatch(db: Executor, values: typeof batches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(batches).values(values).returning();
  if (!row) throw new Error('batch insert returned nothing');
  return row;
}

export async function findBatch(db: Executor, id: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id)).limit(1);
  return row ?? null;
}

export async function lockBatch(db: Executor, id: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id)).for('update').limit(1);
  return row ?? null;
}

export interface BatchListQuery {
  status?: BatchStatus | undefined;
  /** Only batches whose import waits for a decision by this user (not its maker). */
  awaitingUserId?: number | null;
  page: number;
  perPage: number;
}

/** `bankIds` null: every bank (platform admins). */
export async function listBatches(db: Executor, bankIds: readonly number[] | null, query: BatchListQuery) {
  const conditions: SQL[] = [];
  if (bankIds) conditions.push(bankIds.length > 0 ? inArray(batches.bankId, [...bankIds]) : sql`false`);
  if (query.status) conditions.push(eq(batches.status, query.status));
  if (query.awaitingUserId != null) {
    conditions.push(sql`exists (select 1 from ${pendingActions} where ${pendingActions.targetType} = 'batch'
      and ${pendingActions.targetId} = ${batches.id} and ${pendingActions.status} = 'pending'
      and ${pendingActions.makerId} <> ${query.awaitingUserId})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ total: count() }).from(batches).where(where);
  const rows = await db
    .select()
    .from(batches)
    .where(where)
    .orderBy(desc(batches.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: total?.total ?? 0 };
}

export interface BatchCounters {
  processedRows: number;
  /** Bytes of the file read when the counted rows were. */
  bytesRead: number;
  totalRows: number;
  validRows: number;
  errorRows: number;
  errorCount: number;
}

/**
 * Progress of a validation; also its heartbeat (updated_at) while it runs. The heartbeat and the
 * sweep of abandoned validations both read the database's clock, never a process's: the process
 * that validates and the one that sweeps may run on machines whose clocks disagree.
 */
export async function saveProgress(db: Executor, id: number, counters: BatchCounters): Promise<void> {
  await db
    .update(batches)
    .set({ ...counters, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.status, 'validating')));
}

export async function finishValidation(
  db: Executor,
  id: number,
  status: BatchStatus,
  counters: BatchCounters,
  failureMessage: string | null = null,
) {
  await db
    .update(batches)
    .set({ ...counters, status, failureMessage, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.status, 'validating')));
}

/** A failed tape keeps nothing to import and no partial errors: its failure message is its report. */
export async function clearRowsAndErrors(db: Executor, batchId: number): Promise<void> {
  await db.delete(batchRows).where(eq(batchRows.batchId, batchId));
  await db.delete(batchErrors).where(eq(batchErrors.batchId, batchId));
}

/** A valid row of a chunk: its values as validateLoan normalised them. */
export interface ChunkRow {
  rowNumber: number;
  values: LoanValues;
}

const errorsJson = (errors: readonly Omit<NewBatchError, 'batchId'>[]) =>
  JSON.stringify(errors.map((error) => ({ n: error.rowNumber, c: error.column, v: error.value, m: error.message })));

export async function insertErrors(
  db: Executor,
  batchId: number,
  errors: readonly Omit<NewBatchError, 'batchId'>[],
): Promise<void> {
  if (errors.length === 0) return;
  await db.execute(sql`
    insert into batch_errors (batch_id, row_number, "column", value, message)
    select ${batchId}, (e->>'n')::int, e->>'c', e->>'v', e->>'m'
    from json_array_elements(${errorsJson(errors)}::json) e`);
}

/**
 * A validated chunk in one statement (one round trip): its valid rows, its errors and the
 * progress after it, which never moves back (two chunks may be written at once, and either may
 * finish first). The rows travel as one typed array per column (staged-columns.ts).
 */
export async function writeChunk(
  db: Executor,
  batchId: number,
  chunk: { rows: readonly ChunkRow[]; errors: readonly Omit<NewBatchError, 'batchId'>[]; counters: BatchCounters },
): Promise<void> {
  const { counters } = chunk;
  await db.execute(sql`
    with new_rows as (
      insert into batch_rows (batch_id, row_number, ${loanColumnsSql})
      select ${batchId}, staged.* from ${unnestStagedRowsSql(chunk.rows)} as staged
    ), new_errors as (
      insert into batch_errors (batch_id, row_number, "column", value, message)
      select ${batchId}, (e->>'n')::int, e->>'c', e->>'v', e->>'m'
      from json_array_elements(${errorsJson(chunk.errors)}::json) e
    )
    update batches
    set processed_rows = greatest(processed_rows, ${counters.processedRows}),
      bytes_read = greatest(bytes_read, ${counters.bytesRead}), total_rows = greatest(total_rows, ${counters.totalRows}),
      valid_rows = greatest(valid_rows, ${counters.validRows}), error_rows = greatest(error_rows, ${counters.errorRows}),
      error_count = greatest(error_count, ${counters.errorCount}), updated_at = now()
    where id = ${batchId} and status = 'validating'`);
}

/** Which of `lowerRefs` (lower-cased) the bank already has as loans. */
export async function existingLoanRefs(
  db: Executor,
  bankId: number,
  lowerRefs: readonly string[],
): Promise<Set<string>> {
  if (lowerRefs.length === 0) return new Set();
  const result = await db.execute<{ ref: string }>(sql`
    select lower(loan_ref) as ref from loans
    where bank_id = ${bankId} and lower(loan_ref) in (select jsonb_array_elements_text(${JSON.stringify(lowerRefs)}::jsonb))`);
  return new Set(result.rows.map((row) => row.ref));
}

/** Fresh statistics of the key, so the import reads the batch's rows by it, in order, without a sort. */
export async function analyseBatchRows(db: Executor): Promise<void> {
  await db.execute(sql`analyze batch_rows (batch_id, row_number)`);
}

export async function errorPage(db: Executor, batchId: number, page: number, perPage: number) {
  const [total] = await db.select({ total: count() }).from(batchErrors).where(eq(batchErrors.batchId, batchId));
  const rows = await db
    .select({
      row: batchErrors.rowNumber,
      column: batchErrors.column,
      value: batchErrors.value,
      message: batchErrors.message,
    })
    .from(batchErrors)
    .where(eq(batchErrors.batchId, batchId))
    .orderBy(asc(batchErrors.rowNumber), asc(batchErrors.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: total?.total ?? 0 };
}

/** Every error of a batch in row order, a page at a time by key, so the report streams whatever its size. */
export async function* allErrors(db: Executor, batchId: number, pageSize = 5000) {
  let after = { row: 0, id: 0 };
  for (;;) {
    const rows = await db
      .select({
        id: batchErrors.id,
        row: batchErrors.rowNumber,
        column: batchErrors.column,
        value: batchErrors.value,
        message: batchErrors.message,
      })
      .from(batchErrors)
      .where(
        and(
          eq(batchErrors.batchId, batchId),
          or(
            gt(batchErrors.rowNumber, after.row),
            and(eq(batchErrors.rowNumber, after.row), gt(batchErrors.id, after.id)),
          ),
        ),
      )
      .orderBy(asc(batchErrors.rowNumber), asc(batchErrors.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { row: last.row, id: last.id };
  }
}

/** The stratification of a batch's valid rows (server/lib/stratification.ts, which a pool page shares). */
export async function stratifyBatch(db: Executor, batchId: number): Promise<Stratification> {
  return stratify(db, batchRows, eq(batchRows.batchId, batchId));
}

/** Batches whose validation stopped beating (the process that ran it died) become failed. */
export async function failAbandonedValidations(
  db: Executor,
  silentForSeconds: number,
  message: string,
): Promise<number> {
  // Idempotent and conditional: every API process sweeps, and two sweeping at once fail each batch once.
  const rows = await db
    .update(batches)
    .set({ status: 'failed', failureMessage: message, updatedAt: sql`now()` })
    .where(
      and(
        eq(batches.status, 'validating'),
        lt(batches.updatedAt, sql`now() - make_interval(secs => ${silentForSeconds})`),
      ),
    )
    .returning({ id: batches.id });
  return rows.length;
}

/** The latest batch.import action of each batch. */
export async function latestImportActions(db: Executor, batchIds: readonly number[]) {
  if (batchIds.length === 0) return new Map<number, typeof pendingActions.$inferSelect>();
  const rows = await db
    .selectDistinctOn([pendingActions.targetId])
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.targetType, 'batch'),
        eq(pendingActions.actionType, 'batch.import'),
        inArray(pendingActions.targetId, [...batchIds]),
      ),
    )
    .orderBy(pendingActions.targetId, desc(pendingActions.id));
  return new Map(rows.map((row) => [row.targetId, row]));
}

export async function bankNames(db: Executor, bankIds: readonly number[]): Promise<Map<number, string>> {
  if (bankIds.length === 0) return new Map();
  const rows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(inArray(entities.id, [...new Set(bankIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the people who made and decided the batches' actions. */
export async function userNames(db: Executor, userIds: readonly (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Progress of an import, written beside its transaction (on another connection), so readers see
 * it before the transaction commits; never moves back, and does nothing once the batch has left
 * `importing` (a write that arrives after the import committed or failed).
 */
export async function saveImportProgress(db: Executor, id: number, importedRows: number): Promise<void> {
  await db
    .update(batches)
    .set({ importedRows: sql`greatest(${batches.importedRows}, ${importedRows})`, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.status, 'importing')));
}

/** An import that failed imported nothing: the batch says why and imports no more. */
export async function failImport(db: Executor, id: number, message: string): Promise<void> {
  await db
    .update(batches)
    .set({ status: 'failed', failureMessage: message, importedRows: 0, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.status, 'importing')));
}

/** The batches whose import was approved and has not committed: running here or elsewhere, or left by a stopped process. */
export async function importingBatchIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.status, 'importing'))
    .orderBy(asc(batches.id));
  return rows.map((row) => row.id);
}
