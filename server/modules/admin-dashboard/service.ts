/** The admin dashboard (DOMAIN.md "Dashboards"): what waits for the platform team, and the latest changes. Platform admins only. */
import type { AgeBucket } from '../../../src/domain/pending-action-age.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import { isPlatformAdminActor, type Actor } from '../../lib/access/actor.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { waitingByScopeAndAge } from '../../lib/pending-tallies/counts.ts';
import { entityCounts, latestRevisions, pendingRegistrations, userCounts } from './queries.ts';
import type { AdminDashboard } from './schemas.ts';

const LATEST_REGISTRATIONS = 5;
const LATEST_REVISIONS = 10;

/** The pending-actions screen filtered to one age bucket (its `age` filter takes the bucket's name). */
const pendingActionsOfAge = (bucket: AgeBucket) => `${pathFor('admin.pending-actions')}?age=${bucket}`;

export async function adminDashboard(db: Database, actor: Actor): Promise<AdminDashboard> {
  if (!isPlatformAdminActor(actor)) throw forbidden();
  const [registrations, ages, organisations, people, revisions] = await Promise.all([
    pendingRegistrations(db, LATEST_REGISTRATIONS),
    waitingByScopeAndAge(db),
    entityCounts(db),
    userCounts(db),
    latestRevisions(db, LATEST_REVISIONS),
  ]);
  return {
    registrations: {
      pending: registrations.total,
      latest: registrations.rows.map((row) => ({
        id: row.id,
        name: row.name,
        entity_type: row.entityKind,
        decision_pending: row.decisionPending,
        created_at: row.createdAt.toISOString(),
        href: pathFor('admin.registration-requests.show', { id: row.id }),
      })),
    },
    pending_actions: {
      total: ages.bank + ages.platform,
      by_scope: { bank: ages.bank, platform: ages.platform },
      by_age: [
        {
          bucket: 'under_1_day',
          count: ages.underDay,
          href: pendingActionsOfAge('under_1_day'),
        },
        {
          bucket: '1_to_7_days',
          count: ages.underWeek,
          href: pendingActionsOfAge('1_to_7_days'),
        },
        {
          bucket: 'over_7_days',
          count: ages.overWeek,
          href: pendingActionsOfAge('over_7_days'),
        },
      ],
    },
    entities: organisations,
    users: people,
    latest_revisions: revisions.map((row) => ({
      id: row.id,
      target_type: row.targetType,
      target_id: row.targetId,
      version: row.version,
      actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
      created_at: row.createdAt.toISOString(),
      href: pathFor('admin.revisions.show', { id: row.id }),
    })),
  };
}
