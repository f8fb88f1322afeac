/**
 * `deal.cancel`, a platform-scope maker/checker action (payload {reason}): the request and a
 * refusal show on the deal's timeline; approval cancels the deal and lists its loan again, in
 * the checker's transaction with both rows locked. A pool's deal gives its loans back to the bank
 * (approved, in no live pool) and withdraws the pool. The engine writes the deal's revision; the
 * loans' and the pool's are written here.
 */
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { snapshotOf } from '../../db/loan-snapshot.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { revisions } from '../../db/schema/index.ts';
import { canTakeDealAction, DEAL_STATUS_LABELS } from '../../../src/domain/trading/deal-status.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { ActionContext, ActionDescription, ActionTypes, PendingActionRow } from '../../lib/maker-checker/index.ts';
import { platformEntityId } from '../../lib/platform-entity.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { refusalOf } from './messages.ts';
import { notifyDealStep } from './notifications.ts';
import {
  CANCEL_ACTION,
  dealLabels,
  freePoolDealLoans,
  insertDealEvent,
  lockDeal,
  lockLoan,
  relistLoan,
  TARGET_TYPE,
  updateDeal,
  type DealRow,
} from './queries.ts';
import { dealSnapshot } from '../../db/deal-snapshot.ts';
import { reasonOf } from '../trading/deal-answer.ts';

export const CANCELLATION_WITHDRAWN = 'Withdrawn by the person who asked for it.';

async function lockTarget(tx: Transaction, targetId: number) {
  const row = await lockDeal(tx, targetId);
  const platform = row ? await platformEntityId(tx) : null;
  return row && platform !== null ? { version: row.version, scopeEntityId: platform } : null;
}

async function cancellableDeal(tx: Transaction, id: number): Promise<DealRow> {
  const row = await lockDeal(tx, id);
  if (!row) throw conflict('This deal no longer exists.');
  if (!canTakeDealAction('cancel', row.status)) throw conflict(refusalOf('cancel', row.status));
  return row;
}

async function applyCancellation({ tx, actor }: ActionContext, action: PendingActionRow) {
  const before = await cancellableDeal(tx, action.targetId);
  const by = { actorId: action.makerId, approverId: actor.userId, pendingActionId: action.id };
  if (before.poolId !== null)
    await writePoolReturnRevisions(tx, await freePoolDealLoans(tx, before.id, before.poolId), by);
  const loanBefore = before.loanId === null ? null : await lockLoan(tx, before.loanId);
  const reason = reasonOf(action.payload);
  const after = await updateDeal(tx, before.id, { status: 'cancelled', cancelReason: reason, cancelledAt: new Date() });
  if (loanBefore) {
    const loanAfter = await relistLoan(tx, loanBefore, todayIso());
    await writeRevision(tx, {
      targetType: 'loan',
      targetId: loanAfter.id,
      version: loanAfter.version,
      before: snapshotOf(loanBefore),
      after: snapshotOf(loanAfter),
      ...by,
    });
  }
  await insertDealEvent(tx, { dealId: before.id, kind: 'cancelled', actorId: actor.userId, note: reason });
  await notifyDealStep(tx, before.id, 'deal_cancelled');
  return { version: after.version, before: dealSnapshot(before), after: dealSnapshot(after) };
}

const REVISION_BATCH = 500;

/** The pool's withdrawal and each loan's return to the bank, each with its revision, as the sale wrote one per loan. */
async function writePoolReturnRevisions(
  tx: Executor,
  freed: Awaited<ReturnType<typeof freePoolDealLoans>>,
  by: { actorId: number; approverId: number; pendingActionId: number },
) {
  const before = new Map(freed.loans.before.map((row) => [row.id, row]));
  for (let at = 0; at < freed.loans.after.length; at += REVISION_BATCH)
    await tx.insert(revisions).values(
      freed.loans.after.slice(at, at + REVISION_BATCH).map((row) => ({
        targetType: 'loan',
        targetId: row.id,
        version: row.version,
        before: snapshotOf(before.get(row.id)!),
        after: snapshotOf(row),
        ...by,
      })),
    );
  await writeRevision(tx, {
    targetType: 'pool',
    targetId: freed.pool.after.id,
    version: freed.pool.after.version,
    before: { status: freed.pool.before.status },
    after: { status: freed.pool.after.status },
    ...by,
  });
}

export function registerDealActionTypes(actionTypes: ActionTypes): void {
  actionTypes.register({
    type: CANCEL_ACTION,
    targetType: TARGET_TYPE,
    scope: 'platform',
    lockTarget,
    async onPropose({ tx, actor }, targetId, payload) {
      await cancellableDeal(tx, targetId);
      await insertDealEvent(tx, {
        dealId: targetId,
        kind: 'cancellation_requested',
        actorId: actor.userId,
        note: reasonOf(payload),
      });
    },
    apply: applyCancellation,
    async onReject({ tx, actor }, action) {
      await insertDealEvent(tx, {
        dealId: action.targetId,
        kind: 'cancellation_declined',
        actorId: actor.userId,
        note: action.reason,
      });
    },
    async onCancel({ tx, actor }, action) {
      await insertDealEvent(tx, {
        dealId: action.targetId,
        kind: 'cancellation_declined',
        actorId: actor.userId,
        note: CANCELLATION_WITHDRAWN,
      });
    },
  });
  actionTypes.registerDescriber(TARGET_TYPE, describeDealActions);
}

async function describeDealActions(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const labels = await dealLabels(
    db,
    actions.map((action) => action.targetId),
  );
  return new Map(
    actions.map((action) => {
      const deal = labels.get(action.targetId);
      const label = deal
        ? `Deal #${action.targetId}: ${deal.loanRef}, ${deal.bankName} to ${deal.investorName}`
        : `Deal #${action.targetId}`;
      const diff =
        action.actionType === CANCEL_ACTION
          ? [
              // Once cancelled, the status it had before is in the deal's revision, not here.
              {
                field: 'status',
                before: deal && deal.status !== 'cancelled' ? DEAL_STATUS_LABELS[deal.status] : null,
                after: DEAL_STATUS_LABELS.cancelled,
              },
              { field: 'reason', before: null, after: reasonOf(action.payload) },
              deal?.isPool
                ? { field: 'pool status', before: 'sold', after: 'withdrawn (its loans back with the bank)' }
                : { field: 'loan status', before: 'sold', after: 'listed' },
            ]
          : Object.entries(action.payload ?? {}).map(([field, after]) => ({ field, before: null, after }));
      return [action.id, { label, diff }];
    }),
  );
}
