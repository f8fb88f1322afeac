/**
 * The pool rules: a bank builds a draft pool from a batch's or the loan list's approved loans of one
 * currency, edits it while it is a draft, and lists it through four eyes (action-types.ts). A loan is
 * in at most one live pool: the loans are locked while a pool takes them, and a partial unique index
 * on pool_loans holds the rule even so. Every applied change leaves a revision.
 */
import { parseIsoDate, todayIso } from '../../../src/domain/loans/dates.ts';
import { readPoolListing } from '../../../src/domain/pools/listing-settings.ts';
import { POOL_DESCRIPTION_MAX, POOL_NAME_MAX, POOL_STATUS_LABELS } from '../../../src/domain/pools/status.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound, ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import { mayCheck, proposeAction, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { toPendingActionResources } from '../../lib/pending-action-resource.ts';
import { listRevisionsOf, toRevisionResources } from '../../lib/revision-resource.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { stratify } from '../../lib/stratification.ts';
import { loans } from '../../db/schema/index.ts';
import { assertCanReadBank, assertMakerAt, bankForNewPool, isMakerAt, readableBanks } from './access.ts';
import { POOL_LIST_ACTION } from './action-types.ts';
import { POOL_MESSAGES } from './messages.ts';
import {
  activeInvestorIds,
  activeInvestors,
  addPoolLoans,
  batchBankId,
  deletePool as deletePoolRow,
  entityNames,
  findPool,
  inPool,
  insertPool,
  listPools,
  lockPool,
  lockSelection,
  poolActions,
  poolLoanPage,
  poolTotals,
  removePoolLoan,
  selectionTotals,
  stillPoolable,
  updatePool,
  type LoanSource,
  type PoolRow,
  type PoolValues,
} from './queries.ts';
import { snapshotOf, toPool } from './record.ts';
import type { PoolCreate, PoolListingBody, PoolListQuery, PoolPatch, PoolSelection } from './schemas.ts';

/** The bank and the loans a selection draws from; a batch must be the bank's. */
async function sourceOf(
  db: Executor,
  actor: Actor,
  body: PoolSelection,
): Promise<{ bankId: number; source: LoanSource }> {
  const bankId = bankForNewPool(actor, body.bank_id);
  if (body.batch_id !== undefined && body.filters !== undefined)
    throw new ValidationError({ batch_id: [POOL_MESSAGES.chooseSource] });
  if (body.batch_id !== undefined) {
    if ((await batchBankId(db, body.batch_id)) !== bankId)
      throw new ValidationError({ batch_id: [POOL_MESSAGES.batchNotFound] });
    return { bankId, source: { batchId: body.batch_id } };
  }
  if (body.filters === undefined) throw new ValidationError({ batch_id: [POOL_MESSAGES.noSource] });
  return { bankId, source: { filters: body.filters } };
}

/** How many loans a selection would pool and their total: the builder shows it before creating. */
export async function previewSelection(db: Database, actor: Actor, body: PoolSelection) {
  const { bankId, source } = await sourceOf(db, actor, body);
  const totals = await selectionTotals(db, bankId, source);
  return {
    count: totals.reduce((sum, row) => sum + row.count, 0),
    currencies: totals.map((row) => row.currency),
    total_current_principal: totals.length === 0 ? '0.00' : totals.length === 1 ? totals[0]!.principal : null,
  };
}

/** The pool's own fields, checked together: name, description, cut-off date. */
function checkFields(input: {
  name?: string | undefined;
  description?: string | undefined;
  cut_off_date?: string | undefined;
}) {
  const errors: FieldErrors = {};
  const values: PoolValues = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name === '' || name.length > POOL_NAME_MAX) errors['name'] = [POOL_MESSAGES.name];
    else values.name = name;
  }
  if (input.description !== undefined) {
    const description = input.description.trim();
    if (description.length > POOL_DESCRIPTION_MAX) errors['description'] = [POOL_MESSAGES.description];
    else values.description = description;
  }
  if (input.cut_off_date !== undefined) {
    const day = parseIsoDate(input.cut_off_date);
    if (!day || day > todayIso()) errors['cut_off_date'] = [POOL_MESSAGES.cutOff];
    else values.cutOffDate = day;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

async function writePoolRevision(
  tx: Executor,
  actor: Actor,
  before: PoolRow | null,
  beforeTotals: Awaited<ReturnType<typeof poolTotals>> | null,
  after: PoolRow,
) {
  const afterTotals = (await poolTotals(tx, [after.id])).get(after.id);
  await writeRevision(tx, {
    targetType: 'pool',
    targetId: after.id,
    version: after.version,
    before: before ? snapshotOf(before, beforeTotals?.get(before.id)) : null,
    after: snapshotOf(after, afterTotals),
    actorId: actor.userId,
  });
}

export async function createPool(db: Database, actionTypes: ActionTypes, actor: Actor, body: PoolCreate) {
  const { bankId, source } = await sourceOf(db, actor, body);
  const values = checkFields({ name: body.name, description: body.description ?? '', cut_off_date: body.cut_off_date });
  const totals = await selectionTotals(db, bankId, source);
  if (totals.length > 1)
    throw new ValidationError({ filters: [POOL_MESSAGES.mixedCurrencies(totals.map((row) => row.currency))] });
  try {
    const id = await db.transaction(async (tx) => {
      const ids = await lockSelection(tx, bankId, source);
      if (ids.length === 0) throw new ValidationError({ batch_id: [POOL_MESSAGES.empty] });
      if ((await stillPoolable(tx, bankId, ids)) !== ids.length) throw conflict(POOL_MESSAGES.raced);
      const locked = await selectionTotals(tx, bankId, source);
      if (locked.length !== 1) throw conflict(POOL_MESSAGES.raced);
      const pool = await insertPool(tx, {
        bankId,
        name: values.name!,
        description: values.description ?? '',
        cutOffDate: values.cutOffDate!,
        currency: locked[0]!.currency,
        createdById: actor.userId,
      });
      await addPoolLoans(tx, pool.id, ids);
      await writePoolRevision(tx, actor, null, null, pool);
      return pool.id;
    });
    return getPool(db, actionTypes, actor, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POOL_MESSAGES.raced);
    throw error;
  }
}

async function readablePool(db: Executor, actor: Actor, id: number): Promise<PoolRow> {
  readableBanks(actor);
  const row = await findPool(db, id);
  if (!row) throw notFound();
  assertCanReadBank(actor, row.bankId);
  return row;
}

export async function getPool(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  const row = await readablePool(db, actor, id);
  const [totals, names, actions, stratification] = await Promise.all([
    poolTotals(db, [row.id]),
    entityNames(db, [row.bankId, ...row.invitedInvestorIds]),
    poolActions(db, row.id),
    stratify(db, loans, inPool(row.id)),
  ]);
  const pending = actions.filter((action) => action.status === 'pending');
  const decided = actions.find((action) => action.status !== 'pending') ?? null;
  const resources = await toPendingActionResources(db, actionTypes, decided ? [...pending, decided] : pending);
  const maker = isMakerAt(actor, row.bankId);
  return {
    ...toPool(row, totals.get(row.id), names),
    stratification,
    pending_actions: resources.slice(0, pending.length),
    latest_decision: decided ? resources[pending.length]! : null,
    can: {
      edit: maker && row.status === 'draft' && pending.length === 0,
      list: maker && row.status === 'draft' && !pending.some((action) => action.actionType === POOL_LIST_ACTION),
      approve: pending.some((action) => mayCheck(actor, action)),
    },
  };
}

export async function listPoolPage(db: Database, actor: Actor, query: PoolListQuery) {
  let banks = readableBanks(actor);
  if (query.bank_id !== undefined) {
    assertCanReadBank(actor, query.bank_id);
    banks = [query.bank_id];
  }
  const { rows, total } = await listPools(db, banks, query);
  const [totals, names] = await Promise.all([
    poolTotals(
      db,
      rows.map((row) => row.id),
    ),
    entityNames(
      db,
      rows.flatMap((row) => [row.bankId, ...row.invitedInvestorIds]),
    ),
  ]);
  return {
    data: rows.map((row) => toPool(row, totals.get(row.id), names)),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

export async function poolLoansPage(db: Database, actor: Actor, id: number, page: number, perPage: number) {
  const row = await readablePool(db, actor, id);
  const { rows, total } = await poolLoanPage(db, row.id, page, perPage);
  return { data: rows, meta: { total, page, per_page: perPage } };
}

/** Runs a change on a draft pool the actor may make changes to, under the pool's lock, and records it. */
async function changeDraft(
  db: Database,
  actor: Actor,
  id: number,
  change: (tx: Executor, row: PoolRow) => Promise<PoolRow | null>,
) {
  const seen = await readablePool(db, actor, id);
  assertMakerAt(actor, seen.bankId);
  return db.transaction(async (tx) => {
    const row = await lockPool(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'draft') throw conflict(POOL_MESSAGES.notDraft(POOL_STATUS_LABELS[row.status].toLowerCase()));
    if ((await poolActions(tx, row.id)).some((action) => action.status === 'pending'))
      throw conflict(POOL_MESSAGES.listingWaits);
    const before = await poolTotals(tx, [row.id]);
    const after = await change(tx, row);
    if (after) await writePoolRevision(tx, actor, row, before, after);
  });
}

export async function editPool(db: Database, actionTypes: ActionTypes, actor: Actor, id: number, patch: PoolPatch) {
  const values = checkFields(patch);
  await changeDraft(db, actor, id, async (tx, row) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => row[key as keyof PoolRow] !== value),
    ) as PoolValues;
    if (Object.keys(changed).length === 0) return null;
    return updatePool(tx, row.id, changed);
  });
  return getPool(db, actionTypes, actor, id);
}

export async function removeLoanFromPool(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  loanId: number,
) {
  await changeDraft(db, actor, id, async (tx, row) => {
    const count = (await poolTotals(tx, [row.id])).get(row.id)?.count ?? 0;
    if (!(await removePoolLoan(tx, row.id, loanId))) throw notFound(POOL_MESSAGES.loanNotInPool);
    if (count <= 1) throw conflict(POOL_MESSAGES.lastLoan);
    return updatePool(tx, row.id, {});
  });
  return getPool(db, actionTypes, actor, id);
}

export async function deleteDraftPool(db: Database, actor: Actor, id: number) {
  await changeDraft(db, actor, id, async (tx, row) => {
    const totals = (await poolTotals(tx, [row.id])).get(row.id);
    await writeRevision(tx, {
      targetType: 'pool',
      targetId: row.id,
      version: row.version + 1,
      before: snapshotOf(row, totals),
      after: { ...snapshotOf(row, undefined), deleted: true },
      actorId: actor.userId,
    });
    await deletePoolRow(tx, row.id);
    return null;
  });
}

/** Proposes listing a draft pool with its sale's process; a manager other than the maker approves it. */
export async function proposePoolListing(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  body: PoolListingBody,
) {
  const row = await readablePool(db, actor, id);
  assertMakerAt(actor, row.bankId);
  if (row.status !== 'draft') throw conflict(POOL_MESSAGES.notListable(POOL_STATUS_LABELS[row.status].toLowerCase()));
  const count = (await poolTotals(db, [row.id])).get(row.id)?.count ?? 0;
  const read = readPoolListing(body, new Date().toISOString(), count);
  if (read.errors) throw new ValidationError(read.errors as FieldErrors);
  const invited = read.settings.invited_investor_ids;
  const active = await activeInvestorIds(db, invited);
  if (invited.some((investorId) => !active.has(investorId)))
    throw new ValidationError({ invited_investor_ids: [POOL_MESSAGES.invitees] });
  const action = await proposeAction(db, actionTypes, actor, {
    type: POOL_LIST_ACTION,
    targetId: row.id,
    payload: { ...read.settings },
  });
  const [resource] = await toPendingActionResources(db, actionTypes, [action]);
  return resource!;
}

export async function poolHistory(db: Database, actor: Actor, id: number) {
  await readablePool(db, actor, id);
  return toRevisionResources(db, await listRevisionsOf(db, 'pool', id));
}

/** The investors a listing may invite: the bank's people choose among them, so no id is typed. */
export async function invitableInvestors(db: Database, actor: Actor) {
  readableBanks(actor);
  return activeInvestors(db);
}
