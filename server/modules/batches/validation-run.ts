/**
 * Validates an uploaded tape in the background, in the server process that received it: each
 * row through validateLoan (the rules the form uses), duplicates inside the file and against the
 * bank's loans (loan_ref, case-insensitive); every problem stored as row, column, value, message;
 * valid rows staged in chunks for the import, typed as loans are. Progress (and a heartbeat) is
 * saved every chunk.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { validateLoan, type LoanValues } from '../../../src/domain/loans/validate.ts';
import { openTape, type TapeFormat } from '../../lib/tapes/read-tape.ts';
import { TAPE_LIMITS, type TapeLimits } from '../../lib/tapes/limits.ts';
import { TapeRefusal } from '../../lib/tapes/refusal.ts';
import type { ReadProgress } from '../../lib/tapes/raw-row.ts';
import type { CellProblem } from '../../lib/tapes/header.ts';
import { BATCH_MESSAGES } from './messages.ts';
import {
  clearRowsAndErrors,
  existingLoanRefs,
  finishValidation,
  insertErrors,
  analyseBatchRows,
  saveProgress,
  writeChunk,
  type BatchCounters,
  type ChunkRow,
  type NewBatchError,
} from './queries.ts';

/**
 * Rows validated between two writes: one statement with at most this many valid rows, their errors and the
 * progress. Fewer, larger statements cost the database less per row (1,500 rather than 500: 0.15 s less on
 * 100,000 rows), while two of them in flight keep the peak memory of a large tape near 280 MB.
 */
export const CHUNK_ROWS = 1500;
/**
 * Chunks written at once, each on a connection of its own (the embedded database runs them one
 * after the other): staging a chunk costs the database about as long as reading and validating
 * it costs this process, so with one writer the validation waited on it.
 */
const WRITES_IN_FLIGHT = 2;
/**
 * Validating rows keeps the event loop busy; every this many rows it lets the chunks' queries
 * answer, so the database writes while the next rows are validated.
 */
const YIELD_EVERY_ROWS = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** While it runs, a validation says so at least this often; silent for HEARTBEAT_TIMEOUT_SECONDS, it is taken for dead. */
export const HEARTBEAT_SECONDS = 5;
export const HEARTBEAT_TIMEOUT_SECONDS = 60;

export interface ValidationJob {
  batchId: number;
  bankId: number;
  path: string;
  format: TapeFormat;
  limits?: TapeLimits;
}

interface Candidate {
  rowNumber: number;
  loanRef: string;
  lowerRef: string;
  values: LoanValues;
  shapeProblems: CellProblem[];
}

interface Chunk {
  candidates: Candidate[];
  errors: StoredError[];
  /** Rows read when the chunk closed: the progress once it is written. */
  rowsRead: number;
  /** Bytes of the file read when the chunk closed. */
  bytesRead: number;
}

type StoredError = Omit<NewBatchError, 'batchId'>;

const toError = (problem: CellProblem): StoredError => ({
  rowNumber: problem.rowNumber,
  column: problem.column,
  value: problem.value.slice(0, 1000),
  message: problem.message,
});

export async function runValidation(db: Database, job: ValidationJob, log: FastifyBaseLogger): Promise<void> {
  const counters: BatchCounters = {
    processedRows: 0,
    bytesRead: 0,
    totalRows: 0,
    validRows: 0,
    errorRows: 0,
    errorCount: 0,
  };
  const reading: ReadProgress = { bytesRead: 0 };
  const heartbeat = setInterval(() => {
    saveProgress(db, job.batchId, counters).catch(() => {});
  }, HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  /** Checks a chunk's valid rows against the bank's loans in one query, then writes rows, errors and progress in another. */
  const write = async (chunk: Chunk) => {
    const existing = await existingLoanRefs(
      db,
      job.bankId,
      chunk.candidates.map((candidate) => candidate.lowerRef),
    );
    const rows: ChunkRow[] = [];
    const errors = chunk.errors;
    for (const candidate of chunk.candidates) {
      const duplicate = existing.has(candidate.lowerRef);
      if (duplicate || candidate.shapeProblems.length > 0) {
        counters.errorRows += 1;
        counters.errorCount += candidate.shapeProblems.length + (duplicate ? 1 : 0);
        for (const problem of candidate.shapeProblems) errors.push(toError(problem));
        if (duplicate) {
          errors.push({
            rowNumber: candidate.rowNumber,
            column: 'loan_ref',
            value: candidate.loanRef,
            message: BATCH_MESSAGES.duplicateOfLoan(candidate.loanRef),
          });
        }
      } else {
        counters.validRows += 1;
        rows.push({ rowNumber: candidate.rowNumber, values: candidate.values });
      }
    }
    counters.processedRows = chunk.rowsRead;
    counters.bytesRead = chunk.bytesRead;
    // Errors in row order, as the report lists them.
    await writeChunk(db, job.batchId, {
      rows,
      errors: errors.sort((a, b) => a.rowNumber - b.rowNumber),
      counters: { ...counters },
    });
  };

  // Chunks are written while the next rows are read and validated, the oldest first.
  const writing: Promise<void>[] = [];
  try {
    const tape = await openTape(job.path, job.format, job.limits ?? TAPE_LIMITS, reading);
    await insertErrors(db, job.batchId, tape.headerProblems.map(toError));
    counters.errorCount += tape.headerProblems.length;
    if (tape.unusable) {
      await finishValidation(db, job.batchId, 'failed', counters, BATCH_MESSAGES.missingColumns);
      return;
    }

    const today = todayIso();
    const firstRowOf = new Map<string, number>();
    let chunk: Chunk = { candidates: [], errors: [], rowsRead: 0, bytesRead: 0 };
    const closeChunk = async () => {
      const closed = { ...chunk, rowsRead: counters.totalRows, bytesRead: reading.bytesRead };
      chunk = { candidates: [], errors: [], rowsRead: 0, bytesRead: 0 };
      if (writing.length >= WRITES_IN_FLIGHT) await writing.shift();
      const written = write(closed);
      written.catch(() => {}); // awaited when a later chunk needs its place, or at the end
      writing.push(written);
    };

    for await (const { rowNumber, record, problems: shapeProblems } of tape.rows) {
      counters.totalRows += 1;
      const result = validateLoan(record, { today });
      const rowErrors: CellProblem[] = [];
      for (const [column, messages] of Object.entries(result.errors)) {
        for (const message of messages ?? [])
          rowErrors.push({ rowNumber, column, value: record[column] ?? '', message });
      }
      const loanRef = (record['loan_ref'] ?? '').trim();
      const lowerRef = loanRef.toLowerCase();
      if (loanRef !== '') {
        const firstRow = firstRowOf.get(lowerRef);
        if (firstRow === undefined) firstRowOf.set(lowerRef, rowNumber);
        else
          rowErrors.push({
            rowNumber,
            column: 'loan_ref',
            value: loanRef,
            message: BATCH_MESSAGES.duplicateInFile(loanRef, firstRow),
          });
      }
      if (rowErrors.length > 0 || !result.values) {
        counters.errorRows += 1;
        counters.errorCount += rowErrors.length + shapeProblems.length;
        for (const problem of shapeProblems) chunk.errors.push(toError(problem));
        for (const problem of rowErrors) chunk.errors.push(toError(problem));
      } else {
        // The bank's loans are checked a chunk at a time, in one query. (A valid loan_ref is the trimmed cell.)
        chunk.candidates.push({
          rowNumber,
          loanRef,
          lowerRef,
          values: result.values,
          shapeProblems,
        });
      }
      if (counters.totalRows % CHUNK_ROWS === 0) await closeChunk();
      else if (counters.totalRows % YIELD_EVERY_ROWS === 0) await nextTurn();
    }
    await closeChunk();
    await Promise.all(writing);
    await analyseBatchRows(db);
    const status = counters.errorCount === 0 ? 'validated' : 'validated_with_errors';
    await finishValidation(db, job.batchId, status, counters);
  } catch (error) {
    const refused = error instanceof TapeRefusal;
    if (!refused) log.error({ err: error, batchId: job.batchId }, 'data tape validation failed');
    await Promise.allSettled(writing);
    await clearRowsAndErrors(db, job.batchId).catch(() => {});
    await finishValidation(
      db,
      job.batchId,
      'failed',
      { ...counters, validRows: 0, errorRows: 0, errorCount: 0 },
      refused ? error.message : BATCH_MESSAGES.unreadable,
    ).catch((failure: unknown) => log.error({ err: failure, batchId: job.batchId }, 'could not mark the batch failed'));
  } finally {
    clearInterval(heartbeat);
  }
}
