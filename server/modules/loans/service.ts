/**
 * The loan rules: drafts (and rejected loans) are edited directly; anything that changes an
 * approved loan, and every step of its life, is a pending action a manager of the bank decides
 * (the engine in server/lib/maker-checker; the loan's part in action-types.ts).
 * Every applied change leaves a revision.
 */
import { todayIso } from '../../../src/domain/loans/dates.ts';
import {
  canListLoan,
  canSubmitLoan,
  canWithdrawLoan,
  loanEditMode,
  type LoanActionType,
} from '../../../src/domain/loans/status.ts';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { POOLED_LOAN_NOT_LISTED } from '../../../src/domain/pools/status.ts';
import { waitingBankChanges } from '../../lib/pending-tallies/counts.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, ValidationError } from '../../lib/http-errors.ts';
import { proposeAction, type ActionTypes, type PendingActionRow } from '../../lib/maker-checker/index.ts';
import { toPendingActionResources, type PendingActionResource } from '../../lib/pending-action-resource.ts';
import { listRevisionsOf, toRevisionResources, type RevisionResource } from '../../lib/revision-resource.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { bookByStatus, bookSoldPerMonth } from '../../lib/loan-book/figures.ts';
import {
  assertCanRead,
  assertEditorAt,
  assertMakerAt,
  bankForNewLoan,
  deskBanks,
  isMakerAt,
  isManagerAt,
  isOfficerAt,
  notFound,
  readableBanks,
} from './access.ts';
import { checkListingTerms } from './listing-terms.ts';
import {
  bankDeskCounts,
  bankNames,
  findLoan,
  inLivePool,
  insertLoan,
  listLoans,
  loanRefTaken,
  lockLoan,
  pendingActionsOnLoan,
  updateLoan,
} from './queries.ts';
import { rowValuesOf, snapshotOf, toLoanRecord, type LoanRecord, type LoanRow } from './record.ts';
import { APPROVAL_KINDS, type LoanListQuery } from './schemas.ts';
import { cannotEditMessage, STATUS_WORDS } from './status-words.ts';
import { checkLoan } from './validation.ts';
import { changedFields, inputValuesOf } from './values.ts';

const duplicateRef = () => new ValidationError({ loan_ref: ['The bank already has a loan with this loan reference.'] });

export type LoanWithBank = LoanRecord & { bank: { id: number; name: string } };

async function withBanks(db: Executor, rows: readonly LoanRow[]): Promise<LoanWithBank[]> {
  const names = await bankNames(
    db,
    rows.map((row) => row.bankId),
  );
  return rows.map((row) => ({ ...toLoanRecord(row), bank: { id: row.bankId, name: names.get(row.bankId) ?? '' } }));
}

export interface LoanDetail extends LoanWithBank {
  pending_actions: PendingActionResource[];
  can: { edit: boolean; submit: boolean; list: boolean; withdraw: boolean; approve: boolean };
}

async function loanDetail(db: Executor, actionTypes: ActionTypes, actor: Actor, row: LoanRow): Promise<LoanDetail> {
  const [loan] = await withBanks(db, [row]);
  const pending = await pendingActionsOnLoan(db, row.id);
  const waiting = (type: LoanActionType) => pending.some((action) => action.actionType === type);
  const maker = isMakerAt(actor, row.bankId);
  const editMode = loanEditMode(row.status);
  return {
    ...loan!,
    pending_actions: await toPendingActionResources(db, actionTypes, pending),
    can: {
      edit:
        isOfficerAt(actor, row.bankId) &&
        (editMode === 'direct' || (editMode === 'pending_action' && !waiting('loan.edit'))),
      submit: maker && canSubmitLoan(row.status),
      list: maker && canListLoan(row.status) && !waiting('loan.list'),
      withdraw: maker && canWithdrawLoan(row.status) && !waiting('loan.withdraw'),
      approve: isManagerAt(actor, row.bankId) && pending.some((action) => action.makerId !== actor.userId),
    },
  };
}

/** The loan if the actor may read it: 403 for a user of no bank desk, 404 for a missing or another bank's loan. */
async function readableLoan(db: Executor, actor: Actor, id: number, lock = false): Promise<LoanRow> {
  readableBanks(actor);
  const row = lock ? await lockLoan(db, id) : await findLoan(db, id);
  if (!row) throw notFound();
  assertCanRead(actor, row.bankId);
  return row;
}

export async function getLoan(db: Database, actionTypes: ActionTypes, actor: Actor, id: number): Promise<LoanDetail> {
  return loanDetail(db, actionTypes, actor, await readableLoan(db, actor, id));
}

export async function listLoanPage(db: Database, actor: Actor, query: LoanListQuery) {
  const banks = readableBanks(actor);
  if (query.bank_id !== undefined) assertCanRead(actor, query.bank_id);
  const awaiting = query.awaiting_approval === 'true';
  // Only a bank's managers decide its actions: for anyone else the list is empty.
  const bankIds = awaiting ? deskBanks(actor).filter((bankId) => isManagerAt(actor, bankId)) : banks;
  const { rows, total, total_is_estimate } = await listLoans(db, query, {
    bankIds,
    awaitingUserId: awaiting ? actor.userId : null,
  });
  return {
    data: await withBanks(db, rows),
    meta: { total, total_is_estimate, page: query.page, per_page: query.per_page },
  };
}

export async function createLoan(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  body: { bank_id?: number } & Record<string, unknown>,
): Promise<LoanDetail> {
  const { bank_id: requestedBank, ...fields } = body;
  const bankId = bankForNewLoan(actor, requestedBank);
  const values = checkLoan(fields);
  try {
    return await db.transaction(async (tx) => {
      if (await loanRefTaken(tx, bankId, String(values.loan_ref), null)) throw duplicateRef();
      const row = await insertLoan(tx, {
        ...rowValuesOf(values),
        bankId,
        status: 'draft',
        createdById: actor.userId,
      } as Parameters<typeof insertLoan>[1]);
      await writeRevision(tx, {
        targetType: 'loan',
        targetId: row.id,
        version: row.version,
        before: null,
        after: snapshotOf(row),
        actorId: actor.userId,
      });
      return loanDetail(tx, actionTypes, actor, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRef();
    throw error;
  }
}

export type EditOutcome = { applied: LoanDetail } | { proposed: PendingActionResource };

/**
 * A draft or rejected loan changes at once (a revision, no approver); an approved or withdrawn
 * one through a loan.edit action carrying the changed fields; a listed or traded one not at all. The loan is checked as
 * it would be after the change, so every rule sees every field together.
 */
export async function editLoan(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  patch: Record<string, unknown>,
): Promise<EditOutcome> {
  const seen = await readableLoan(db, actor, id);
  assertEditorAt(actor, seen.bankId);
  if (loanEditMode(seen.status) === 'pending_action') {
    const current = inputValuesOf(snapshotOf(seen));
    const changes = changedFields(current, checkLoan({ ...current, ...patch }));
    if (Object.keys(changes).length === 0)
      throw new ValidationError({ request: ['Nothing to change: every field has the value the loan already has.'] });
    if (changes.loan_ref !== undefined && (await loanRefTaken(db, seen.bankId, String(changes.loan_ref), seen.id)))
      throw duplicateRef();
    // base_version: the diff was worked out against this version; made against a newer one it would mislead.
    const action = await proposeAction(db, actionTypes, actor, {
      type: 'loan.edit',
      targetId: seen.id,
      payload: { changes, base_version: seen.version },
    });
    return { proposed: await pendingActionResource(db, actionTypes, action) };
  }
  try {
    return await db.transaction(async (tx): Promise<EditOutcome> => {
      const row = await lockLoan(tx, id);
      if (!row) throw notFound();
      if (loanEditMode(row.status) !== 'direct') throw conflict(cannotEditMessage(row.status));
      const current = inputValuesOf(snapshotOf(row));
      const changes = changedFields(current, checkLoan({ ...current, ...patch }));
      if (Object.keys(changes).length === 0) return { applied: await loanDetail(tx, actionTypes, actor, row) };
      if (changes.loan_ref !== undefined && (await loanRefTaken(tx, row.bankId, String(changes.loan_ref), row.id)))
        throw duplicateRef();
      const updated = await updateLoan(tx, row.id, rowValuesOf(changes));
      await writeRevision(tx, {
        targetType: 'loan',
        targetId: row.id,
        version: updated.version,
        before: snapshotOf(row),
        after: snapshotOf(updated),
        actorId: actor.userId,
      });
      return { applied: await loanDetail(tx, actionTypes, actor, updated) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRef();
    throw error;
  }
}

async function pendingActionResource(
  db: Executor,
  actionTypes: ActionTypes,
  action: PendingActionRow,
): Promise<PendingActionResource> {
  const [resource] = await toPendingActionResources(db, actionTypes, [action]);
  return resource!;
}

/** Submits a draft or rejected loan for approval; it waits as pending_approval until a manager decides. */
export async function submitLoan(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
): Promise<PendingActionResource> {
  const row = await readableLoan(db, actor, id);
  assertMakerAt(actor, row.bankId);
  if (!canSubmitLoan(row.status))
    throw conflict(`A loan ${STATUS_WORDS[row.status]} cannot be submitted for approval.`);
  checkLoan(inputValuesOf(snapshotOf(row)));
  const action = await proposeAction(db, actionTypes, actor, { type: 'loan.submit', targetId: row.id });
  return pendingActionResource(db, actionTypes, action);
}

/** Proposes listing an approved loan, or listing again one whose listing was withdrawn. */
export async function proposeListing(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  body: Parameters<typeof checkListingTerms>[0],
) {
  const row = await readableLoan(db, actor, id);
  assertMakerAt(actor, row.bankId);
  if (!canListLoan(row.status)) throw conflict(`A loan ${STATUS_WORDS[row.status]} cannot be listed.`);
  if (await inLivePool(db, row.id)) throw conflict(POOLED_LOAN_NOT_LISTED);
  const terms = checkListingTerms(body, todayIso());
  const action = await proposeAction(db, actionTypes, actor, {
    type: 'loan.list',
    targetId: row.id,
    payload: { ...terms },
  });
  return pendingActionResource(db, actionTypes, action);
}

export async function proposeWithdrawal(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  const row = await readableLoan(db, actor, id);
  assertMakerAt(actor, row.bankId);
  if (!canWithdrawLoan(row.status))
    throw conflict(`Only a listed loan can be withdrawn; this is a loan ${STATUS_WORDS[row.status]}.`);
  const action = await proposeAction(db, actionTypes, actor, { type: 'loan.withdraw', targetId: row.id });
  return pendingActionResource(db, actionTypes, action);
}

export async function loanHistory(db: Database, actor: Actor, id: number): Promise<RevisionResource[]> {
  await readableLoan(db, actor, id);
  return toRevisionResources(db, await listRevisionsOf(db, 'loan', id));
}

export async function bankSummary(db: Database, actor: Actor, bankId: number | undefined) {
  const banks = readableBanks(actor);
  if (bankId !== undefined) assertCanRead(actor, bankId);
  const scope = bankId !== undefined ? [bankId] : banks;
  const managed = deskBanks(actor).filter((id) => isManagerAt(actor, id) && (scope === null || scope.includes(id)));
  const [byStatus, sold, approvals, desk] = await Promise.all([
    // From the loan book's running totals: the same figures as loansByStatus and volumeSoldPerMonth, without reading the loans.
    bookByStatus(db, { bankIds: scope }),
    bookSoldPerMonth(db, { bankIds: scope }),
    waitingBankChanges(db, scope, managed, actor.userId),
    bankDeskCounts(db, scope),
  ]);
  const ofStatus = Map.groupBy(byStatus, (row) => row.status);
  return {
    bank_id: bankId ?? (scope?.length === 1 ? scope[0]! : null),
    currencies: [...new Set(byStatus.map((row) => row.currency))].sort(),
    loans_by_status: LOAN_STATUSES.map((status) => {
      const rows = ofStatus.get(status) ?? [];
      return {
        status,
        count: rows.reduce((sum, row) => sum + Number(row.count), 0),
        principal_by_currency: rows.map((row) => ({ currency: row.currency, amount: row.principal })),
      };
    }),
    approvals_waiting: approvals.changes,
    approvals_awaiting_me: approvals.changesAwaitingMe,
    approvals_by_kind: APPROVAL_KINDS.map((kind) => {
      const ofKind = approvals.byKind.find((row) => row.targetType === kind);
      return { kind, waiting: ofKind?.records ?? 0, awaiting_me: ofKind?.recordsAwaitingMe ?? 0 };
    }),
    proposals_awaiting_response: desk.proposalsAwaitingResponse,
    deals_to_settle: desk.dealsToSettle,
    volume_sold_per_month: sold.map((row) => ({
      month: row.month,
      currency: row.currency,
      count: Number(row.count),
      amount: row.amount,
    })),
  };
}
