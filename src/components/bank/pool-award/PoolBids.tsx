/**
 * bank/pools/{id}/bids: once phase 2 has closed, the binding bids ranked by total and compared loan by
 * loan, the award as it stands, the maker's award form and the award waiting for a manager. Before the
 * deadline the server says the bids are sealed, and the screen says only that.
 */
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/data/EmptyState';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { useViewer } from '@/components/data/use-viewer';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { AwardForm } from './AwardForm';
import { AwardTable } from './AwardTable';
import { ComparisonTable } from './ComparisonTable';
import { RankingTable } from './RankingTable';
import { getPoolBids } from './pool-award-api';
import { POOL_BIDS_TEXT as T, poolPath } from './pool-award-text';

// Only a pending award needs the shared decision's code.
const AwardDecision = lazy(() => import('./AwardDecision'));

const loadBids = async (id: number) => {
  const result = await getPoolBids(id);
  return result.ok ? { ...result, data: result.data.data } : result;
};

export default function PoolBids() {
  const ready = useHydrated();
  const viewer = useViewer();
  const poolId = useRecordIdFromPath('/app/bank/pools/');
  const { state, reload } = useRecord(loadBids, poolId);
  const back = poolId ? (
    <a className="btn self-start btn-ghost btn-sm" href={poolPath(poolId)}>
      <span aria-hidden="true">←</span> {T.backToPool}
    </a>
  ) : null;

  if (state.kind !== 'ready') {
    const shown = poolId === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6" data-bids-state={shown.kind}>
        {back}
        <RecordStatus state={shown} notFound={T.notFound} onRetry={reload} ready={ready} />
      </div>
    );
  }
  const view = state.record;
  const currency = view.pool.currency;
  return (
    <div
      {...hydratedMarker(ready)}
      className="flex max-w-6xl flex-col gap-6"
      data-bids-state="ready"
      data-pool-status={view.pool.status}
    >
      {back}
      <h2 className="text-xl font-semibold">{view.pool.name}</h2>
      {view.pending_award && (
        <Suspense fallback={<LoadingState />}>
          <AwardDecision
            action={view.pending_award}
            poolName={view.pool.name}
            bankName={view.pool.bank.name}
            manager={viewer.bankManager}
            canApprove={view.can.approve}
            viewerId={viewer.userId}
            ready={ready}
            onDecided={reload}
          />
        </Suspense>
      )}
      {view.award.length > 0 && <AwardTable ranks={view.award} currency={currency} ready={ready} />}
      {view.bids.length === 0 ? (
        <EmptyState title={T.noBids} detail={T.noBidsDetail} />
      ) : (
        <>
          {view.can.award && (
            <AwardForm poolId={view.pool.id} bids={view.bids} currency={currency} ready={ready} onSent={reload} />
          )}
          <RankingTable bids={view.bids} currency={currency} ready={ready} />
          <ComparisonTable poolId={view.pool.id} currency={currency} ready={ready} />
        </>
      )}
    </div>
  );
}
