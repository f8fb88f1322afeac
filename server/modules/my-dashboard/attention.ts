/**
 * What needs the user's attention, one small function per kind; each answers the items of its
 * kind (none when nothing waits). Proposals to answer and deals to settle join here once
 * proposals and deals exist.
 */
import { pathFor } from "../../../src/domain/routes.ts";
import { mayActIn, type Actor } from "../../lib/access/actor.ts";
import type { Executor } from "../../db/client.ts";
import { SCOPE_ROLES } from "../../lib/maker-checker/index.ts";
import {
  pendingActionsPerScope,
  registrationsAwaitingDecision,
  type ScopeCount,
} from "./queries.ts";
import type { AttentionItem } from "./schemas.ts";

type AttentionSource = (db: Executor, actor: Actor) => Promise<AttentionItem[]>;

const organisationOf = (actor: Actor, entityId: number) => {
  const membership = actor.memberships.find((one) => one.entityId === entityId);
  return membership ? { id: entityId, name: membership.entityName } : null;
};

/** The organisations where the actor checks actions of a scope (an active one, where they hold a checker role). */
const checkerEntities = (actor: Actor, scope: "bank" | "platform") => {
  const kind = scope === "bank" ? "bank" : "dladminprofile";
  const ids = actor.memberships
    .filter((membership) => membership.entityKind === kind)
    .map((membership) => membership.entityId);
  return [...new Set(ids)].filter((entityId) =>
    mayActIn(actor, entityId, SCOPE_ROLES[scope].checkers),
  );
};

/** Changes at the user's banks that they, a manager who did not make them, may approve. */
const bankApprovals: AttentionSource = async (db, actor) => {
  const banks = checkerEntities(actor, "bank");
  if (banks.length === 0) return [];
  const counts = await pendingActionsPerScope(db, {
    entityIds: banks,
    makerId: actor.userId,
    mine: false,
  });
  return counts
    .filter((row) => row.scope === "bank")
    .map((row) => ({
      kind: "bank_approvals",
      count: row.count,
      organisation: organisationOf(actor, row.scopeEntityId),
      href: `${pathFor("bank.mortgages")}?awaiting_approval=true&bank_id=${row.scopeEntityId}`,
    }));
};

/** Platform changes (registration decisions, organisation changes) that the user, a platform checker who did not make them, may decide. */
const platformApprovals: AttentionSource = async (db, actor) => {
  const platform = checkerEntities(actor, "platform");
  if (platform.length === 0) return [];
  const counts = await pendingActionsPerScope(db, {
    entityIds: platform,
    makerId: actor.userId,
    mine: false,
  });
  const total = counts
    .filter((row) => row.scope === "platform")
    .reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return [];
  return [
    {
      kind: "platform_approvals",
      count: total,
      organisation: organisationOf(actor, platform[0]!),
      href: `${pathFor("admin.pending-actions")}?scope=platform`,
    },
  ];
};

/** Where the user follows up their own waiting changes: the pending-actions screen for platform ones, the bank dashboard for a bank's. */
const ownActionsHref = (actor: Actor, row: ScopeCount) =>
  row.scope === "platform"
    ? `${pathFor("admin.pending-actions")}?maker=${actor.userId}`
    : pathFor("bank.dashboard");

/** The user's own changes that wait for a checker, per organisation. */
const ownPendingActions: AttentionSource = async (db, actor) => {
  const counts = await pendingActionsPerScope(db, {
    makerId: actor.userId,
    mine: true,
  });
  return counts.map((row) => ({
    kind: "own_pending_actions",
    count: row.count,
    organisation: organisationOf(actor, row.scopeEntityId),
    href: ownActionsHref(actor, row),
  }));
};

/** Registration requests no platform maker has proposed a decision on yet, for the platform makers. */
const registrationsToDecide: AttentionSource = async (db, actor) => {
  const platform = actor.memberships.find(
    (membership) =>
      membership.entityKind === "dladminprofile" &&
      mayActIn(actor, membership.entityId, SCOPE_ROLES.platform.makers),
  );
  if (!platform) return [];
  const count = await registrationsAwaitingDecision(db);
  if (count === 0) return [];
  return [
    {
      kind: "registrations_to_decide",
      count,
      organisation: { id: platform.entityId, name: platform.entityName },
      href: `${pathFor("admin.registration-requests")}?status=pending`,
    },
  ];
};

const SOURCES: readonly AttentionSource[] = [
  bankApprovals,
  platformApprovals,
  registrationsToDecide,
  ownPendingActions,
];

export async function attentionItems(
  db: Executor,
  actor: Actor,
): Promise<AttentionItem[]> {
  return (await Promise.all(SOURCES.map((source) => source(db, actor)))).flat();
}
