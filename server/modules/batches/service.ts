/** The batches API's work: who may do what (access.ts), the batch as the API shows it, submitting for approval. */
import type { Database, Executor } from '../../db/client.ts';
import { entityIdsOfKind, type Actor } from '../../lib/access/actor.ts';
import { mayCheck, proposeAction, type ActionTypes, type PendingActionRow } from '../../lib/maker-checker/index.ts';
import { assertCanReadBank, isMakerAt, isManagerAt, readableBankIds } from './access.ts';
import { BATCH_IMPORT } from './import-action.ts';
import {
  bankNames,
  findBatch,
  latestImportActions,
  listBatches,
  stratifyBatch,
  userNames,
  type BatchRow,
  type BatchStatus,
} from './queries.ts';
import type { Batch, BatchAction } from './schemas.ts';
import { notFound } from '../../lib/http-errors.ts';

/** `names`: the people's names by id, where the answer shows them. */
export function toBatchAction(action: PendingActionRow, names: ReadonlyMap<number, string> = new Map()): BatchAction {
  return {
    id: action.id,
    action_type: action.actionType,
    status: action.status,
    maker_id: action.makerId,
    maker_name: names.get(action.makerId) ?? null,
    checker_id: action.checkerId,
    checker_name: action.checkerId === null ? null : (names.get(action.checkerId) ?? null),
    reason: action.reason,
    created_at: action.createdAt.toISOString(),
    decided_at: action.decidedAt?.toISOString() ?? null,
  };
}

function toBatch(
  actor: Actor,
  row: BatchRow,
  bankName: string,
  action: PendingActionRow | undefined,
  names: ReadonlyMap<number, string>,
): Batch {
  const pending = action?.status === 'pending' ? action : undefined;
  const submittable: BatchStatus[] = ['validated', 'validated_with_errors'];
  return {
    id: row.id,
    bank_id: row.bankId,
    bank: { id: row.bankId, name: bankName },
    file_name: row.fileName,
    file_format: row.fileFormat,
    file_bytes: row.fileBytes,
    status: row.status,
    failure_message: row.failureMessage,
    processed_rows: row.processedRows,
    bytes_read: row.bytesRead,
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    error_rows: row.errorRows,
    error_count: row.errorCount,
    imported_rows: row.importedRows,
    uploaded_by_id: row.uploadedById,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pending_action: action ? toBatchAction(action, names) : null,
    can: {
      submit: submittable.includes(row.status) && row.validRows > 0 && isMakerAt(actor, row.bankId),
      approve: pending !== undefined && mayCheck(actor, pending),
      reject: pending !== undefined && mayCheck(actor, pending),
      cancel: pending !== undefined && pending.makerId === actor.userId,
    },
  };
}

export async function batchResources(db: Executor, actor: Actor, rows: readonly BatchRow[]): Promise<Batch[]> {
  const names = await bankNames(
    db,
    rows.map((row) => row.bankId),
  );
  const actions = await latestImportActions(
    db,
    rows.map((row) => row.id),
  );
  const people = await userNames(
    db,
    [...actions.values()].flatMap((action) => [action.makerId, action.checkerId]),
  );
  return rows.map((row) => toBatch(actor, row, names.get(row.bankId) ?? '', actions.get(row.id), people));
}

/** A batch the actor may read, or 404 (403 for someone who reads no bank's batches). */
export async function readableBatch(db: Executor, actor: Actor, id: number): Promise<BatchRow> {
  readableBankIds(actor);
  const row = await findBatch(db, id);
  if (!row) throw notFound();
  assertCanReadBank(actor, row.bankId);
  return row;
}

export async function batchDetail(db: Executor, actor: Actor, id: number) {
  const row = await readableBatch(db, actor, id);
  const [batch] = await batchResources(db, actor, [row]);
  return { ...batch!, stratification: await stratifyBatch(db, row.id) };
}

export async function batchPage(
  db: Executor,
  actor: Actor,
  query: {
    status?: BatchStatus | undefined;
    bank_id?: number | undefined;
    awaiting_approval?: 'true' | 'false' | undefined;
    page: number;
    per_page: number;
  },
) {
  let banks = readableBankIds(actor);
  if (query.bank_id !== undefined) {
    if (banks && !banks.includes(query.bank_id)) banks = [];
    else banks = [query.bank_id];
  }
  const awaiting = query.awaiting_approval === 'true';
  // Only a bank's managers decide its batches: for anyone else nothing awaits them.
  if (awaiting) banks = (banks ?? entityIdsOfKind(actor, 'bank')).filter((bankId) => isManagerAt(actor, bankId));
  const { rows, total } = await listBatches(db, banks, {
    status: query.status,
    awaitingUserId: awaiting ? actor.userId : null,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: await batchResources(db, actor, rows), meta: { total, page: query.page, per_page: query.per_page } };
}

/** Submits the valid rows for a manager's approval: a batch.import pending action (the engine checks the maker). */
export async function submitBatch(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<PendingActionRow> {
  await readableBatch(db, actor, id);
  return proposeAction(db, actionTypes, actor, { type: BATCH_IMPORT, targetId: id });
}
