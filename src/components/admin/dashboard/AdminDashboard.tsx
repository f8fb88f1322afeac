/**
 * admin (DOMAIN.md "Dashboards"): registration requests and pending actions waiting, how long
 * the actions have waited, organisations and people counted, and the latest recorded changes.
 * Every figure links to the screen where it is dealt with.
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { AGE_BUCKET_LABELS } from '@/domain/pending-action-age';
import { getAdminDashboard, type AdminDashboardData } from './admin-dashboard-api';
import {
  ADMIN_DASHBOARD_TEXT as TEXT,
  ENTITY_KIND_LABELS,
  ENTITY_STATUS_LABELS,
  REGISTRATION_TYPE_LABELS,
} from './admin-dashboard-text';
import { StatTile } from './StatTile';

export default function AdminDashboard() {
  const ready = useHydrated();
  const answer = useApiData('admin-dashboard', getAdminDashboard);

  return (
    <div className="flex flex-col gap-6" {...hydratedMarker(ready)} data-dashboard-state={answer.phase}>
      {answer.phase === 'loading' && <LoadingState />}
      {answer.phase === 'failed' && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {answer.phase === 'ready' && <Overview data={answer.value!} />}
    </div>
  );
}

function Overview({ data }: { data: AdminDashboardData }) {
  const actions = data.pending_actions;
  const largest = Math.max(1, ...actions.by_age.map((bucket) => bucket.count));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          title={TEXT.registrations}
          value={data.registrations.pending}
          href="/app/admin/registration-requests?status=pending"
          linkLabel={TEXT.registrationsLink}
        />
        <StatTile
          title={TEXT.pendingActions}
          value={actions.total}
          detail={TEXT.pendingActionsDetail(actions.by_scope.bank, actions.by_scope.platform)}
          href="/app/admin/pending-actions"
          linkLabel={TEXT.pendingActionsLink}
        />
        <StatTile title={TEXT.users} value={data.users.active} detail={TEXT.usersDetail(data.users.inactive)} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="by-age-title" className="flex flex-col gap-2">
          <h2 id="by-age-title" className="text-lg font-semibold">
            {TEXT.byAge}
          </h2>
          <ul
            className="flex flex-col gap-3 rounded-box border border-[var(--surface-border)] bg-base-100 p-4"
            aria-label={TEXT.byAgeCaption}
          >
            {actions.by_age.map((bucket) => (
              <li key={bucket.bucket} className="flex flex-col gap-1" data-age-bucket={bucket.bucket}>
                <a className="flex link justify-between link-hover" href={bucket.href}>
                  <span>{AGE_BUCKET_LABELS[bucket.bucket]}</span>
                  <span className="font-semibold tabular-nums">{bucket.count}</span>
                </a>
                <progress
                  className={`progress ${bucket.bucket === 'over_7_days' ? 'progress-error' : 'progress-primary'}`}
                  value={bucket.count}
                  max={largest}
                  aria-hidden="true"
                />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="latest-registrations-title" className="flex flex-col gap-2">
          <h2 id="latest-registrations-title" className="text-lg font-semibold">
            {TEXT.latestRegistrations}
          </h2>
          {data.registrations.latest.length === 0 ? (
            <p className="rounded-box border border-dashed border-[var(--surface-border)] p-4 text-sm">
              {TEXT.noRegistrations}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100">
              {data.registrations.latest.map((request) => (
                <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <a className="link font-medium link-hover" href={request.href}>
                    {request.name}
                  </a>
                  <span className="flex flex-wrap items-center gap-2 text-sm opacity-80">
                    {REGISTRATION_TYPE_LABELS[request.entity_type] ?? request.entity_type}
                    {request.decision_pending && (
                      <span className="badge badge-outline badge-sm">{TEXT.decisionPending}</span>
                    )}
                    <time dateTime={request.created_at}>{formatTimestamp(request.created_at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="entities-title" className="flex flex-col gap-2">
          <h2 id="entities-title" className="text-lg font-semibold">
            {TEXT.entities}
          </h2>
          {data.entities.length === 0 ? (
            <p className="rounded-box border border-dashed border-[var(--surface-border)] p-4 text-sm">
              {TEXT.noEntities}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-box border border-[var(--surface-border)] bg-base-100">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{TEXT.kind}</th>
                    <th scope="col">{TEXT.status}</th>
                    <th scope="col" className="text-end">
                      {TEXT.count}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entities.map((row) => (
                    <tr key={`${row.kind}-${row.status}`}>
                      <td>
                        <a className="link link-hover" href="/app/admin/entities">
                          {ENTITY_KIND_LABELS[row.kind] ?? row.kind}
                        </a>
                      </td>
                      <td>{ENTITY_STATUS_LABELS[row.status] ?? row.status}</td>
                      <td className="text-end tabular-nums">{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="revisions-title" className="flex flex-col gap-2">
          <h2 id="revisions-title" className="text-lg font-semibold">
            {TEXT.latestRevisions}
          </h2>
          {data.latest_revisions.length === 0 ? (
            <p className="rounded-box border border-dashed border-[var(--surface-border)] p-4 text-sm">
              {TEXT.noRevisions}
            </p>
          ) : (
            <ol className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100">
              {data.latest_revisions.map((revision) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <a className="link link-hover" href={revision.href}>
                    {TEXT.revisionOf(revision.target_type, revision.target_id, revision.version)}
                  </a>
                  <span className="text-sm opacity-80">
                    {revision.actor && `${TEXT.by(revision.actor.name)} · `}
                    <time dateTime={revision.created_at}>{formatTimestamp(revision.created_at)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
