/**
 * dashboard (every signed-in user): their organisations and roles, and what needs their attention
 * across them, each a link to where it is dealt with; for a user with no role, the next steps.
 */
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { getMyDashboard, type MyDashboardData } from './my-dashboard-api';
import { ATTENTION_LABELS, KIND_LABELS, MY_DASHBOARD_TEXT as TEXT, ROLE_LABELS } from './my-dashboard-text';
import { NextSteps } from './NextSteps';
import { AttentionNotifications } from './AttentionNotifications';

export default function MainDashboard() {
  const ready = useHydrated();
  const answer = useApiData('my-dashboard', getMyDashboard);
  const data = answer.phase === 'ready' ? answer.value : null;

  return (
    <div className="flex flex-col gap-6" {...hydratedMarker(ready)} data-dashboard-state={answer.phase}>
      {answer.phase === 'loading' && <LoadingState />}
      {answer.phase === 'failed' && <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />}
      {data?.next_steps && <NextSteps requests={data.next_steps.registration_requests} ready={ready} />}
      {data && data.organisations.length > 0 && <Overview data={data} ready={ready} />}
    </div>
  );
}

function Overview({ data, ready }: { data: MyDashboardData; ready: boolean }) {
  return (
    <>
      <section aria-labelledby="attention-title" className="flex flex-col gap-2">
        <h2 id="attention-title" className="text-lg font-semibold">
          {TEXT.attention}
        </h2>
        {data.attention.length === 0 && data.notifications.items.length === 0 && (
          <EmptyState title={TEXT.nothingWaiting} detail={TEXT.nothingWaitingDetail} />
        )}
        {data.attention.length > 0 && (
          <ul className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100">
            {data.attention.map((item) => (
              <li key={`${item.kind}-${item.organisation?.id ?? 0}`} data-attention={item.kind}>
                <a
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200"
                  href={item.href}
                >
                  <span className="link font-medium link-hover">
                    {ATTENTION_LABELS[item.kind]?.(item.count) ?? item.kind}
                  </span>
                  {item.organisation && <span className="text-sm opacity-75">{item.organisation.name}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
        {data.notifications.items.length > 0 && <AttentionNotifications initial={data.notifications} ready={ready} />}
      </section>
      <section aria-labelledby="organisations-title" className="flex flex-col gap-2">
        <h2 id="organisations-title" className="text-lg font-semibold">
          {TEXT.organisations}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.organisations.map((organisation) => (
            <li key={organisation.id} className="card border border-[var(--surface-border)] bg-base-100">
              <div className="card-body gap-1 p-4">
                <a className="link font-semibold link-hover" href={organisation.href}>
                  {organisation.name}
                </a>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="opacity-75">{KIND_LABELS[organisation.kind] ?? organisation.kind}</span>
                  {organisation.roles.map((role) => (
                    <span key={role} className="badge badge-outline badge-sm">
                      {ROLE_LABELS[role] ?? role}
                    </span>
                  ))}
                  {!organisation.active && <span className="badge badge-sm badge-error">{TEXT.suspended}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
