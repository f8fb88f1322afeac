/**
 * What needs the user's attention, one small function per kind; each answers the items of its
 * kind (none when nothing waits).
 */
import { pathFor } from '../../../src/domain/routes.ts';
import { BANK_ROLES, INVESTOR_ROLES, type RoleName } from '../../../src/domain/roles.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import type { Executor } from '../../db/client.ts';
import { SCOPE_ROLES } from '../../lib/maker-checker/index.ts';
import { ATTENTION_NOTIFICATIONS_SHOWN } from '../../../src/domain/notifications.ts';
import {
  dealsPerParty,
  pendingActionsPerScope,
  proposalsPerBank,
  proposalsPerInvestor,
  registrationsAwaitingDecision,
  type EntityCount,
  type ScopeCount,
  unreadNotificationsOf,
} from './queries.ts';
import type { AttentionItem, AttentionNotifications } from './schemas.ts';

type AttentionSource = (db: Executor, actor: Actor) => Promise<AttentionItem[]>;

const organisationOf = (actor: Actor, entityId: number) => {
  const membership = actor.memberships.find((one) => one.entityId === entityId);
  return membership ? { id: entityId, name: membership.entityName } : null;
};

/** The organisations where the actor checks actions of a scope (an active one, where they hold a checker role). */
const checkerEntities = (actor: Actor, scope: 'bank' | 'platform') => {
  const kind = scope === 'bank' ? 'bank' : 'dladminprofile';
  const ids = actor.memberships
    .filter((membership) => membership.entityKind === kind)
    .map((membership) => membership.entityId);
  return [...new Set(ids)].filter((entityId) => mayActIn(actor, entityId, SCOPE_ROLES[scope].checkers));
};

/** Changes at the user's banks that they, a manager who did not make them, may approve. */
const bankApprovals: AttentionSource = async (db, actor) => {
  const banks = checkerEntities(actor, 'bank');
  if (banks.length === 0) return [];
  const counts = await pendingActionsPerScope(db, {
    entityIds: banks,
    makerId: actor.userId,
    mine: false,
  });
  return counts
    .filter((row) => row.scope === 'bank')
    .map((row) => ({
      kind: 'bank_approvals',
      count: row.count,
      organisation: organisationOf(actor, row.scopeEntityId),
      // Loans, batches and proposal acceptances wait alike: the bank dashboard leads to each kind.
      href: pathFor('bank.dashboard'),
    }));
};

/** Platform changes (registration decisions, organisation changes) that the user, a platform checker who did not make them, may decide. */
const platformApprovals: AttentionSource = async (db, actor) => {
  const platform = checkerEntities(actor, 'platform');
  if (platform.length === 0) return [];
  const counts = await pendingActionsPerScope(db, {
    entityIds: platform,
    makerId: actor.userId,
    mine: false,
  });
  const total = counts.filter((row) => row.scope === 'platform').reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return [];
  return [
    {
      kind: 'platform_approvals',
      count: total,
      organisation: organisationOf(actor, platform[0]!),
      href: `${pathFor('admin.pending-actions')}?scope=platform`,
    },
  ];
};

/** Where the user follows up their own waiting changes: the pending-actions screen for platform ones, the bank dashboard for a bank's. */
const ownActionsHref = (actor: Actor, row: ScopeCount) =>
  row.scope === 'platform' ? `${pathFor('admin.pending-actions')}?maker=${actor.userId}` : pathFor('bank.dashboard');

/** The user's own changes that wait for a checker, per organisation. */
const ownPendingActions: AttentionSource = async (db, actor) => {
  const counts = await pendingActionsPerScope(db, {
    makerId: actor.userId,
    mine: true,
  });
  return counts.map((row) => ({
    kind: 'own_pending_actions',
    count: row.count,
    organisation: organisationOf(actor, row.scopeEntityId),
    href: ownActionsHref(actor, row),
  }));
};

/** Registration requests no platform maker has proposed a decision on yet, for the platform makers. */
const registrationsToDecide: AttentionSource = async (db, actor) => {
  const platform = actor.memberships.find(
    (membership) =>
      membership.entityKind === 'dladminprofile' && mayActIn(actor, membership.entityId, SCOPE_ROLES.platform.makers),
  );
  if (!platform) return [];
  const count = await registrationsAwaitingDecision(db);
  if (count === 0) return [];
  return [
    {
      kind: 'registrations_to_decide',
      count,
      organisation: { id: platform.entityId, name: platform.entityName },
      href: `${pathFor('admin.registration-requests')}?status=pending`,
    },
  ];
};

/** The active organisations of a kind where the user works with one of the roles. */
const actingEntities = (actor: Actor, kind: 'bank' | 'investor', wanted: readonly RoleName[]) =>
  [
    ...new Set(
      actor.memberships.filter((membership) => membership.entityKind === kind).map((membership) => membership.entityId),
    ),
  ].filter((entityId) => mayActIn(actor, entityId, wanted));

const itemsOf = (
  actor: Actor,
  kind: AttentionItem['kind'],
  counts: readonly EntityCount[],
  href: string,
): AttentionItem[] =>
  counts
    .filter((row) => row.count > 0)
    .map((row) => ({
      kind,
      count: row.count,
      organisation: organisationOf(actor, row.entityId),
      href,
    }));

/** Submitted proposals on the bank's loans, for its officers and managers to answer. */
const proposalsToAnswer: AttentionSource = async (db, actor) =>
  itemsOf(
    actor,
    'proposals_to_answer',
    await proposalsPerBank(db, actingEntities(actor, 'bank', BANK_ROLES), 'submitted'),
    `${pathFor('bank.proposals')}?status=submitted`,
  );

/** Bank acceptances the investor has still to finally accept. */
const proposalsToFinalAccept: AttentionSource = async (db, actor) =>
  itemsOf(
    actor,
    'proposals_awaiting_final_acceptance',
    await proposalsPerInvestor(db, actingEntities(actor, 'investor', INVESTOR_ROLES), 'accepted'),
    `${pathFor('investor.proposals')}?status=accepted`,
  );

/** Deals whose next step is the user's side's: the bank settles deals whose funds were sent; the investor sends the funds. */
const dealsToSettle: AttentionSource = async (db, actor) => {
  const [bankSide, investorSide] = await Promise.all([
    dealsPerParty(db, 'bank', actingEntities(actor, 'bank', BANK_ROLES), 'funds_sent'),
    dealsPerParty(db, 'investor', actingEntities(actor, 'investor', INVESTOR_ROLES), 'pending_settlement'),
  ]);
  return [
    ...itemsOf(actor, 'deals_to_settle', bankSide, `${pathFor('bank.deals')}?status=funds_sent`),
    ...itemsOf(actor, 'deals_to_settle', investorSide, `${pathFor('investor.deals')}?status=pending_settlement`),
  ];
};

const SOURCES: readonly AttentionSource[] = [
  bankApprovals,
  platformApprovals,
  registrationsToDecide,
  proposalsToAnswer,
  proposalsToFinalAccept,
  dealsToSettle,
  ownPendingActions,
];

export async function attentionItems(db: Executor, actor: Actor): Promise<AttentionItem[]> {
  return (await Promise.all(SOURCES.map((source) => source(db, actor)))).flat();
}

/** The user's unread notifications, newest first and bounded, each with the page of its record. */
export async function attentionNotifications(db: Executor, actor: Actor): Promise<AttentionNotifications> {
  const { rows, total } = await unreadNotificationsOf(db, actor.userId, ATTENTION_NOTIFICATIONS_SHOWN);
  return {
    unread: total,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: { type: row.subjectType, id: row.subjectId },
      title: row.payload.title,
      lines: row.payload.lines,
      href: row.payload.href,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
