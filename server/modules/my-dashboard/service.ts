/** The main dashboard of every signed-in user (DOMAIN.md "Dashboards"; spec section 2). */
import type { EntityKind } from '../../../src/domain/organisations.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Actor } from '../../lib/access/actor.ts';
import type { Database } from '../../db/client.ts';
import { attentionItems, attentionNotifications } from './attention.ts';
import { registrationsOfUser } from './queries.ts';
import type { MyDashboard } from './schemas.ts';

const OWN_REQUESTS_SHOWN = 10;

const DASHBOARD_OF: Record<EntityKind, string> = {
  bank: 'bank.dashboard',
  investor: 'investor.main.dashboard',
  dladminprofile: 'admin.dashboard',
};

function organisationsOf(actor: Actor): MyDashboard['organisations'] {
  const byEntity = new Map<number, MyDashboard['organisations'][number]>();
  for (const membership of actor.memberships) {
    const known = byEntity.get(membership.entityId);
    if (known) known.roles.push(membership.role);
    else {
      byEntity.set(membership.entityId, {
        id: membership.entityId,
        name: membership.entityName,
        kind: membership.entityKind,
        active: membership.entityActive,
        roles: [membership.role],
        href: pathFor(DASHBOARD_OF[membership.entityKind]),
      });
    }
  }
  return [...byEntity.values()];
}

async function nextSteps(db: Database, actor: Actor): Promise<MyDashboard['next_steps']> {
  if (actor.memberships.length > 0) return null;
  const requests = await registrationsOfUser(db, actor.userId, OWN_REQUESTS_SHOWN);
  return {
    registration_requests: requests.map((row) => ({
      id: row.id,
      name: row.name,
      entity_type: row.entityKind,
      status: row.status,
      rejection_reason: row.rejectionReason,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

export async function myDashboard(db: Database, actor: Actor): Promise<MyDashboard> {
  const [attention, notifications, steps] = await Promise.all([
    attentionItems(db, actor),
    attentionNotifications(db, actor),
    nextSteps(db, actor),
  ]);
  return {
    organisations: organisationsOf(actor),
    attention,
    notifications,
    next_steps: steps,
  };
}
