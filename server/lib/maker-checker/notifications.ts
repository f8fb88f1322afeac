/**
 * The four-eyes notifications, written in the engine's transactions: a new pending action tells
 * every possible checker (the scope's checkers less its maker), and a decision tells the maker,
 * with the checker's reason when rejected.
 */
import { actionTypeLabel } from '../../../src/domain/action-words.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Transaction } from '../../db/client.ts';
import type { Actor } from '../access/actor.ts';
import { notify, peopleWithRoles } from '../notifications/index.ts';
import { SCOPE_ROLES, type PendingActionRow } from './action-types.ts';
import type { ActionTypes } from './registry.ts';

/** The page where a bank's change is decided and followed, by the type of record it changes. */
const BANK_RECORD_PAGE: Readonly<Record<string, (id: number) => string>> = {
  loan: (id) => pathFor('bank.mortgages.show', { id }),
  batch: (id) => pathFor('bank.mortgages.batch', { id }),
  proposal: () => pathFor('bank.proposals'),
};

const PLATFORM_RECORD_PAGE: Readonly<Record<string, (id: number) => string>> = {
  registration_request: (id) => pathFor('admin.registration-requests.show', { id }),
  deal: (id) => pathFor('bank.deals.show', { id }),
};

function checkerPage(action: PendingActionRow): string {
  if (action.scope === 'platform') return `${pathFor('admin.pending-actions')}?scope=platform`;
  return BANK_RECORD_PAGE[action.targetType]?.(action.targetId) ?? pathFor('bank.dashboard');
}

function makerPage(action: PendingActionRow): string {
  const pages = action.scope === 'platform' ? PLATFORM_RECORD_PAGE : BANK_RECORD_PAGE;
  const fallback =
    action.scope === 'platform'
      ? `${pathFor('admin.pending-actions')}?maker=${action.makerId}`
      : pathFor('bank.dashboard');
  return pages[action.targetType]?.(action.targetId) ?? fallback;
}

/** The record the action changes, as its type describes it ("Proposal #4 of Summit Capital on NW-0001: …"). */
async function recordLabel(tx: Transaction, actionTypes: ActionTypes, action: PendingActionRow): Promise<string> {
  const described = await actionTypes.describer(action.targetType)?.(tx, [action]);
  return described?.get(action.id)?.label ?? `${action.targetType.replace(/_/g, ' ')} ${action.targetId}`;
}

export async function notifyCheckers(
  tx: Transaction,
  actionTypes: ActionTypes,
  maker: Actor,
  action: PendingActionRow,
): Promise<void> {
  const checkers = (await peopleWithRoles(tx, [action.scopeEntityId], SCOPE_ROLES[action.scope].checkers)).filter(
    (userId) => userId !== action.makerId,
  );
  if (checkers.length === 0) return;
  const type = actionTypeLabel(action.actionType);
  await notify(tx, {
    kind: 'change_to_check',
    userIds: checkers,
    subject: { type: 'pending_action', id: action.id },
    words: {
      title: `${type} waits for your approval`,
      lines: [
        `${maker.name} asks for this change: ${await recordLabel(tx, actionTypes, action)}.`,
        'As a checker you may approve or reject it; nothing changes until one of you decides.',
      ],
      href: checkerPage(action),
    },
  });
}

export async function notifyMaker(
  tx: Transaction,
  actionTypes: ActionTypes,
  checker: Actor,
  action: PendingActionRow,
  decision: { approved: true } | { approved: false; reason: string },
): Promise<void> {
  const type = actionTypeLabel(action.actionType);
  const label = await recordLabel(tx, actionTypes, action);
  await notify(tx, {
    kind: decision.approved ? 'change_approved' : 'change_rejected',
    userIds: [action.makerId],
    subject: { type: 'pending_action', id: action.id },
    words: decision.approved
      ? {
          title: `Your change was approved: ${type}`,
          lines: [`${checker.name} approved your change: ${label}.`, 'It applies now.'],
          href: makerPage(action),
        }
      : {
          title: `Your change was rejected: ${type}`,
          lines: [`${checker.name} rejected your change: ${label}.`, `Reason: ${decision.reason}`],
          href: makerPage(action),
        },
  });
}
