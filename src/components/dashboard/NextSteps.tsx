/** What a signed-in user without a role can do next, and how the registration requests they made are going. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useState } from 'react';
import { logout } from '@/stores/auth';
import { toast } from '@/stores/toast';
import type { OwnRegistration } from './my-dashboard-api';
import { KIND_LABELS, MY_DASHBOARD_TEXT as TEXT, REQUEST_STATUS } from './my-dashboard-text';

export function NextSteps({ requests, ready }: { requests: OwnRegistration[]; ready: boolean }) {
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    setBusy(true);
    void logout().then((result) => {
      setBusy(false);
      if (!result.ok) toast({ severity: 'error', summary: result.message ?? TEXT.signOutFailed });
    });
  };
  return (
    <section aria-labelledby="next-steps-title" className="flex flex-col gap-3">
      <h2 id="next-steps-title" className="text-lg font-semibold">
        {TEXT.nextSteps}
      </h2>
      <p>{TEXT.noRole}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <article className="card border border-[var(--surface-border)] bg-base-100">
          <div className="card-body gap-2 p-4">
            <h3 className="font-semibold">{TEXT.onboardTitle}</h3>
            <p className="text-sm">{TEXT.onboardDetail}</p>
            <div>
              <button type="button" className="btn btn-primary btn-sm" disabled={!ready || busy} onClick={signOut}>
                {TEXT.onboardAction}
              </button>
            </div>
          </div>
        </article>
        <article className="card border border-[var(--surface-border)] bg-base-100">
          <div className="card-body gap-2 p-4">
            <h3 className="font-semibold">{TEXT.joinTitle}</h3>
            <p className="text-sm">{TEXT.joinDetail}</p>
          </div>
        </article>
      </div>
      <h3 className="font-semibold">{TEXT.yourRequests}</h3>
      {requests.length === 0 ? (
        <p className="rounded-box border border-dashed border-[var(--surface-border)] p-4 text-sm">{TEXT.noRequests}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100">
          {requests.map((request) => {
            const status = REQUEST_STATUS[request.status] ?? { label: request.status, tone: 'badge-ghost' };
            return (
              <li key={request.id} className="flex flex-col gap-1 px-4 py-2" data-own-request={request.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {request.name}{' '}
                    <span className="text-sm opacity-75">
                      ({KIND_LABELS[request.entity_type] ?? request.entity_type})
                    </span>
                  </span>
                  <span className={`badge ${status.tone}`} data-status={request.status}>
                    {status.label}
                  </span>
                </div>
                <span className="text-sm opacity-80">{TEXT.submitted(formatTimestamp(request.created_at))}</span>
                {request.rejection_reason && (
                  <span className="text-sm">{TEXT.rejectedBecause(request.rejection_reason)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
