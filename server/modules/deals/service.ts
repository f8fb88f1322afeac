/**
 * Deal rules (DOMAIN.md "Deal"): the investor marks the funds sent, the bank confirms settlement,
 * the platform cancels through its four eyes. Each step locks the deal, so it happens once, and
 * leaves a timeline event and a revision. Another organisation's deal does not exist (404).
 */
import { canTakeDealAction, type DealAction } from '../../../src/domain/trading/deal-status.ts';
import { reasonError } from '../../../src/domain/trading/proposal-terms.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { entityIdsOfKind, hasRoleIn, isPlatformAdminActor, type Actor } from '../../lib/access/actor.ts';
import { deskBanks } from '../../lib/bank-scope.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/http-errors.ts';
import { proposeAction, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { platformEntityId } from '../../lib/platform-entity.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { refusalOf } from './messages.ts';
import { notifyDealStep } from './notifications.ts';
import {
  CANCEL_ACTION,
  dealLinePage,
  insertDealEvent,
  listDealPage,
  lockDeal,
  pendingCancellations,
  TARGET_TYPE,
  updateDeal,
  type DealRow,
  type DealScope,
  type DealValues,
} from './queries.ts';
import { dealSnapshot } from '../../db/deal-snapshot.ts';
import {
  mayMarkFundsSent,
  mayProposeCancel,
  maySettle,
  toDealDetail,
  toDealResource,
  type DealDetail,
  type DealEventKind,
} from '../trading/deal-answer.ts';
import { findDealWithParties } from '../trading/deal-queries.ts';
import type { DealListQuery } from './schemas.ts';

/** Whose deals the actor reads: null for every deal; 403 for a user of no bank, investor or platform. */
export function dealScopeOf(actor: Actor): DealScope | null {
  if (isPlatformAdminActor(actor)) return null;
  const investorIds = entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));
  const bankIds = deskBanks(actor).filter((id) => hasRoleIn(actor, id, BANK_ROLES));
  if (investorIds.length === 0 && bankIds.length === 0) throw forbidden();
  return { investorIds, bankIds };
}

const inScope = (scope: DealScope | null, deal: Pick<DealRow, 'investorId' | 'bankId'>) =>
  scope === null || scope.investorIds.includes(deal.investorId) || scope.bankIds.includes(deal.bankId);

export async function listDeals(db: Database, actor: Actor, query: DealListQuery) {
  const scope = dealScopeOf(actor);
  const [{ rows, total }, platformId] = await Promise.all([listDealPage(db, scope, query), platformEntityId(db)]);
  const pending = await pendingCancellations(
    db,
    rows.map((row) => row.deal.id),
  );
  return {
    data: rows.map((row) => toDealResource(row, pending.get(row.deal.id), actor, platformId)),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

async function dealDetail(db: Executor, actor: Actor, id: number): Promise<DealDetail> {
  const row = await findDealWithParties(db, id);
  if (!row) throw notFound();
  const [pending, platformId] = await Promise.all([pendingCancellations(db, [id]), platformEntityId(db)]);
  return toDealDetail(db, actor, row, pending.get(id), platformId);
}

export async function getDeal(db: Database, actor: Actor, id: number): Promise<DealDetail> {
  const scope = dealScopeOf(actor);
  const row = await findDealWithParties(db, id);
  if (!row || !inScope(scope, row.deal)) throw notFound();
  return dealDetail(db, actor, id);
}

/** A pool deal's lines, a page at a time (none for a single loan's deal). */
export async function getDealLines(db: Database, actor: Actor, id: number, page: number, perPage: number) {
  const scope = dealScopeOf(actor);
  const row = await findDealWithParties(db, id);
  if (!row || !inScope(scope, row.deal)) throw notFound();
  const { rows, total } = await dealLinePage(db, id, page, perPage);
  return {
    data: rows.map((line) => ({
      loan_id: line.loanId,
      loan_ref: line.loanRef,
      current_principal: line.currentPrincipal,
      price_pct: line.pricePct,
      amount: line.amount,
    })),
    meta: { total, page, per_page: perPage },
  };
}

interface Step {
  action: DealAction;
  mayTake: (actor: Actor, deal: DealRow) => boolean;
  values: () => DealValues;
  event: DealEventKind;
  /** Who hears of the step. */
  notice: 'funds_sent' | 'deal_settled';
}

/** One party's step on a deal: locked, checked (404, 403, 409), applied once, with its event and revision. */
async function takeStep(db: Database, actor: Actor, id: number, step: Step): Promise<DealDetail> {
  const scope = dealScopeOf(actor);
  return db.transaction(async (tx: Transaction) => {
    const before = await lockDeal(tx, id);
    if (!before || !inScope(scope, before)) throw notFound();
    if (!step.mayTake(actor, before)) throw forbidden();
    if (!canTakeDealAction(step.action, before.status)) throw conflict(refusalOf(step.action, before.status));
    const after = await updateDeal(tx, id, step.values());
    await insertDealEvent(tx, { dealId: id, kind: step.event, actorId: actor.userId });
    await writeRevision(tx, {
      targetType: TARGET_TYPE,
      targetId: id,
      version: after.version,
      before: dealSnapshot(before),
      after: dealSnapshot(after),
      actorId: actor.userId,
    });
    await notifyDealStep(tx, id, step.notice);
    return dealDetail(tx, actor, id);
  });
}

export const markFundsSent = (db: Database, actor: Actor, id: number) =>
  takeStep(db, actor, id, {
    action: 'mark_funds_sent',
    mayTake: mayMarkFundsSent,
    values: () => ({ status: 'funds_sent', fundsSentAt: new Date() }),
    event: 'funds_sent',
    notice: 'funds_sent',
  });

export const settleDeal = (db: Database, actor: Actor, id: number) =>
  takeStep(db, actor, id, {
    action: 'settle',
    mayTake: maySettle,
    values: () => ({ status: 'settled', settledAt: new Date() }),
    event: 'settled',
    notice: 'deal_settled',
  });

/** A platform maker asks for the deal's cancellation; a platform checker applies it (action-types.ts). */
export async function proposeCancellation(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  reason: string,
): Promise<{ pending_action_id: number }> {
  const scope = dealScopeOf(actor);
  const row = await findDealWithParties(db, id);
  if (!row || !inScope(scope, row.deal)) throw notFound();
  if (!mayProposeCancel(actor, await platformEntityId(db))) throw forbidden();
  const problem = reasonError(reason);
  if (problem) throw new ValidationError({ reason: [problem] });
  const action = await proposeAction(db, actionTypes, actor, {
    type: CANCEL_ACTION,
    targetId: id,
    payload: { reason: reason.trim() },
  });
  return { pending_action_id: action.id };
}
