/**
 * The loan actions a bank's manager decides (DOMAIN.md, "Maker/checker"): from which statuses
 * each may be made, what it applies on approval, what a rejection or a cancellation leaves,
 * and how each shows as a diff. The status rules are src/domain/loans/status.ts. Withdrawing a
 * listing also closes its open proposals (server/modules/trading/close-on-withdrawal.ts).
 */
import { LOAN_TRANSITIONS, type LoanActionType } from '../../../src/domain/loans/status.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type {
  ActionContext,
  ActionDescription,
  ActionTypes,
  FieldChange,
  PendingActionRow,
} from '../../lib/maker-checker/index.ts';
import { POOLED_LOAN_NOT_LISTED } from '../../../src/domain/pools/status.ts';
import { findLoansByIds, inLivePool, loanRefTaken, lockLoan, updateLoan } from './queries.ts';
import { LISTING_FIELDS, rowValuesOf, snapshotOf, type LoanRow, type LoanValues } from './record.ts';
import { cannotEditMessage, STATUS_WORDS } from './status-words.ts';
import { closeOpenProposalsOnWithdrawal } from '../trading/close-on-withdrawal.ts';

type Payload = Record<string, unknown>;
const payloadOf = (action: { payload: unknown }) => (action.payload ?? {}) as Payload;
const changesOf = (action: { payload: unknown }) =>
  (payloadOf(action)['changes'] ?? {}) as Record<string, string | number | null>;

/** The row values each action sets when approved. */
const EFFECTS: Record<LoanActionType, (action: { payload: unknown }) => LoanValues> = {
  'loan.submit': () => ({ status: LOAN_TRANSITIONS['loan.submit'].approved! }),
  'loan.edit': (action) => rowValuesOf(changesOf(action)),
  'loan.list': (action) => {
    const terms = payloadOf(action);
    return {
      status: LOAN_TRANSITIONS['loan.list'].approved!,
      ...rowValuesOf(Object.fromEntries(LISTING_FIELDS.map((field) => [field, terms[field] ?? null]))),
      listedAt: new Date(),
    };
  },
  'loan.withdraw': () => ({ status: LOAN_TRANSITIONS['loan.withdraw'].approved!, listedAt: null }),
};

/** While a submission waits the loan shows pending_approval; every other action leaves the status as it was. */
const statusWhilePending = (type: LoanActionType) => LOAN_TRANSITIONS[type].pending ?? null;
const ACTION_VERBS: Record<LoanActionType, string> = {
  'loan.submit': 'submitted for approval',
  'loan.edit': 'edited',
  'loan.list': 'listed',
  'loan.withdraw': 'withdrawn from the market',
};

const refusal = (type: LoanActionType, status: LoanRow['status']) =>
  type === 'loan.edit' ? cannotEditMessage(status) : `A loan ${STATUS_WORDS[status]} cannot be ${ACTION_VERBS[type]}.`;

async function lockTarget(tx: Transaction, targetId: number) {
  const row = await lockLoan(tx, targetId);
  return row ? { version: row.version, scopeEntityId: row.bankId } : null;
}

/** Refuses (409) an action its loan's status does not allow; the caller checked already, this holds the lock. */
function onPropose(type: LoanActionType) {
  return async ({ tx }: ActionContext, targetId: number, payload: Payload) => {
    const row = await lockLoan(tx, targetId);
    if (!row) throw new HttpError(404, 'Not found.');
    if (!LOAN_TRANSITIONS[type].from.includes(row.status)) {
      throw new HttpError(409, refusal(type, row.status));
    }
    // Checked under the loan's lock, which a pool taking the loan holds too: the two never both win.
    if (type === 'loan.list' && (await inLivePool(tx, row.id))) throw new HttpError(409, POOLED_LOAN_NOT_LISTED);
    if (payload['base_version'] !== undefined && payload['base_version'] !== row.version) {
      throw new HttpError(409, 'The loan has just changed: open it again and make the change anew.');
    }
    const pending = statusWhilePending(type);
    if (pending) await updateLoan(tx, row.id, { status: pending }, false);
  };
}

function applier(type: LoanActionType) {
  return async ({ tx, actor }: ActionContext, action: PendingActionRow) => {
    const row = await lockLoan(tx, action.targetId);
    if (!row) throw new HttpError(409, 'The loan no longer exists.');
    // The engine's version check already refuses a change made before a listing; this holds the rule on its own.
    const applicable = statusWhilePending(type) ? [statusWhilePending(type)] : LOAN_TRANSITIONS[type].from;
    if (!applicable.includes(row.status)) throw new HttpError(409, refusal(type, row.status));
    if (type === 'loan.list' && (await inLivePool(tx, row.id))) throw new HttpError(409, POOLED_LOAN_NOT_LISTED);
    const values = EFFECTS[type](action);
    if (
      type === 'loan.edit' &&
      typeof values.loanRef === 'string' &&
      (await loanRefTaken(tx, row.bankId, values.loanRef, row.id))
    ) {
      throw new HttpError(409, 'Another loan of the bank now has this loan reference.');
    }
    const updated = await updateLoan(tx, row.id, values);
    if (type === 'loan.withdraw') {
      await closeOpenProposalsOnWithdrawal(tx, row.id, {
        makerId: action.makerId,
        approverId: actor.userId,
        pendingActionId: action.id,
      });
    }
    return { version: updated.version, before: snapshotOf(row), after: snapshotOf(updated) };
  };
}

/** A rejected submission leaves the loan rejected (editable again); a cancelled one, a draft again. */
function settleSubmission(status: 'rejected' | 'draft') {
  return async ({ tx }: ActionContext, action: PendingActionRow) => {
    const row = await lockLoan(tx, action.targetId);
    if (row?.status === 'pending_approval') await updateLoan(tx, row.id, { status }, false);
  };
}

export function registerLoanActionTypes(actionTypes: ActionTypes): void {
  for (const type of Object.keys(EFFECTS) as LoanActionType[]) {
    actionTypes.register({
      type,
      targetType: 'loan',
      scope: 'bank',
      lockTarget,
      onPropose: onPropose(type),
      apply: applier(type),
      ...(type === 'loan.submit'
        ? { onReject: settleSubmission('rejected'), onCancel: settleSubmission('draft') }
        : {}),
    });
  }
  actionTypes.registerDescriber('loan', describeLoanActions);
}

/** Row values back to API field names (the status and listing terms an action sets). */
function fieldsOfValues(values: LoanValues): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (values.status !== undefined) fields['status'] = values.status;
  if (values.askingPricePct !== undefined) fields['asking_price_pct'] = values.askingPricePct;
  if (values.bidDeadline !== undefined) fields['bid_deadline'] = values.bidDeadline;
  if (values.listingDescription !== undefined) fields['listing_description'] = values.listingDescription;
  return fields;
}

function describe(action: PendingActionRow, loan: LoanRow | undefined): ActionDescription {
  if (!loan) return { label: null, diff: [] };
  const type = action.actionType as LoanActionType;
  const effect = EFFECTS[type];
  if (!effect) return { label: loan.loanRef, diff: [] };
  const before = snapshotOf(loan) as Record<string, unknown>;
  const diff: FieldChange[] = [];
  if (type === 'loan.edit') {
    for (const [field, after] of Object.entries(changesOf(action)))
      diff.push({ field, before: before[field] ?? null, after });
    return { label: loan.loanRef, diff };
  }
  const after = { ...before, ...fieldsOfValues(effect(action)) };
  for (const field of ['status', ...LISTING_FIELDS]) {
    if (String(before[field] ?? '') !== String(after[field] ?? ''))
      diff.push({ field, before: before[field] ?? null, after: after[field] ?? null });
  }
  return { label: loan.loanRef, diff };
}

async function describeLoanActions(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const loansById = new Map(
    (
      await findLoansByIds(
        db,
        actions.map((action) => action.targetId),
      )
    ).map((row) => [row.id, row]),
  );
  return new Map(actions.map((action) => [action.id, describe(action, loansById.get(action.targetId))]));
}
