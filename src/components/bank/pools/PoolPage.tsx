/**
 * bank/pools/{id}: a pool's summary and total, its listing waiting for a manager (or the reason its
 * last one was rejected, for the maker), the draft's edit and "List this pool" forms, once listed its
 * indicative bids (sealed until the phase 1 deadline) and the manager's shortlist, its loans,
 * its stratification as the batch review shows it, and every decision taken on it.
 */
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@/components/data/LoadState';
import { Stratification } from '@/components/bank/tapes/Stratification';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { useViewer } from '@/components/data/use-viewer';
import { DecisionTrail } from '@/components/maker-checker/DecisionTrail';
import { TRAIL_TEXT } from '@/components/maker-checker/decision-trail-text';
import { useDecisionTrail } from '@/components/maker-checker/use-decision-trail';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { deletePool, getPool, type Pool } from '@/lib/api/pools';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { IndicativeBidsSection } from './IndicativeBidsSection';
import { PoolLoans } from './PoolLoans';
import { poolActionName } from './pool-action-name';
import { PoolSummary } from './PoolSummary';
import { POOLS_PATH, POOL_PAGE_TEXT as T } from './pool-text';
import { formatTimestamp } from '@/components/data/format-timestamp';

const PREFIX = '/app/bank/pools/';

// A listing waiting for a decision and the draft's forms are the rarer views: downloaded when shown.
const PoolDecision = lazy(() => import('./PoolDecision').then((module) => ({ default: module.PoolDecision })));
const PoolEditForm = lazy(() => import('./PoolEditForm').then((module) => ({ default: module.PoolEditForm })));
// The bids' section shows only once a pool is listed: its table and shortlist are downloaded then.
const PoolListingForm = lazy(() => import('./PoolListingForm').then((module) => ({ default: module.PoolListingForm })));

/** Why the last listing was rejected, until the pool is sent again: the maker looks here first. */
function LatestRejection({ pool }: { pool: Pool }) {
  const decision = pool.latest_decision;
  if (!decision || decision.status !== 'rejected' || pool.status !== 'draft' || pool.pending_actions.length > 0)
    return null;
  return (
    <div role="status" className="alert items-start border border-error/60 bg-base-100" data-testid="latest-rejection">
      <div>
        <p className="font-semibold">
          {T.latestRejected(decision.checker?.name ?? '—')} ·{' '}
          {formatTimestamp(decision.decided_at ?? decision.created_at)}
        </p>
        {decision.reason && (
          <p className="whitespace-pre-line">
            {T.reasonLabel}: {decision.reason}
          </p>
        )}
      </div>
    </div>
  );
}

export default function PoolPage() {
  const ready = useHydrated();
  const viewer = useViewer();
  const poolId = useRecordIdFromPath(PREFIX);
  const { state, reload } = useRecord(getPool, poolId);
  const pool = state.kind === 'ready' ? state.record : null;
  const [form, setForm] = useState<'none' | 'edit' | 'list'>('none');
  const trail = useDecisionTrail(
    'pool',
    pool?.id ?? null,
    `${pool?.version}:${pool?.pending_actions.map((action) => action.id).join(',')}`,
  );

  const done = () => {
    setForm('none');
    reload();
  };

  const remove = async () => {
    if (!pool) return;
    const result = await confirmAndRun(
      { header: T.deletePool, message: T.confirmDelete, acceptLabel: T.deletePool, danger: true },
      () => deletePool(pool.id),
      { done: T.deleted, failed: T.failed },
    );
    if (result?.ok) {
      const { toastOnNextPage } = await import('@/stores/toast-carry');
      toastOnNextPage({ severity: 'success', summary: T.deleted, life: 4000 });
      window.location.assign(POOLS_PATH);
    }
  };

  if (!pool) {
    const shown = poolId === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6">
        <RecordStatus state={shown} notFound={T.notFound} onRetry={reload} ready={ready} loadFailed={T.loadFailed} />
      </div>
    );
  }

  return (
    <div
      {...hydratedMarker(ready)}
      className="flex max-w-6xl flex-col gap-6"
      data-pool-state="ready"
      data-pool-status={pool.status}
    >
      <h2 className="text-xl font-semibold">{pool.name}</h2>
      <a className="w-fit link" href={`${PREFIX}${pool.id}/data-room`}>
        {T.dataRoom}
      </a>
      <LatestRejection pool={pool} />
      {pool.pending_actions.length > 0 && (
        <Suspense fallback={<LoadingState />}>
          {pool.pending_actions.map((action) => (
            <PoolDecision
              key={action.id}
              action={action}
              poolName={pool.name}
              bankName={pool.bank.name}
              manager={viewer.bankManager}
              canApprove={pool.can.approve}
              viewerId={viewer.userId}
              ready={ready}
              onDecided={reload}
            />
          ))}
        </Suspense>
      )}
      {form === 'none' && (pool.can.edit || pool.can.list) && (
        <div className="flex flex-wrap gap-2">
          {pool.can.list && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setForm('list')} disabled={!ready}>
              {T.list}
            </button>
          )}
          {pool.can.edit && (
            <button type="button" className="btn btn-sm" onClick={() => setForm('edit')} disabled={!ready}>
              {T.edit}
            </button>
          )}
          {pool.can.edit && (
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm"
              onClick={() => void remove()}
              disabled={!ready}
            >
              {T.deletePool}
            </button>
          )}
        </div>
      )}
      {form !== 'none' && (
        <Suspense fallback={<LoadingState />}>
          {form === 'edit' && <PoolEditForm pool={pool} onDone={done} onCancel={() => setForm('none')} />}
          {form === 'list' && (
            <PoolListingForm
              poolId={pool.id}
              loanCount={pool.loan_count}
              onDone={done}
              onCancel={() => setForm('none')}
            />
          )}
        </Suspense>
      )}
      <PoolSummary pool={pool} />
      <IndicativeBidsSection pool={pool} ready={ready} onShortlisted={reload} />
      <PoolLoans poolId={pool.id} version={pool.version} editable={pool.can.edit} ready={ready} onChanged={reload} />
      {pool.stratification.count > 0 && <Stratification data={pool.stratification} title={T.stratTitle} />}
      <section aria-labelledby="pool-trail-title" className="flex flex-col gap-3">
        <h2 id="pool-trail-title" className="text-lg font-semibold">
          {TRAIL_TEXT.title}
        </h2>
        <DecisionTrail actions={trail.actions} failed={trail.failed} nameOf={poolActionName} />
      </section>
    </div>
  );
}
