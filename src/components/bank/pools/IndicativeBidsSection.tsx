/**
 * The pool page's indicative-bids section: sealed until the phase 1 deadline (the page says when they
 * open and downloads nothing more), then the bids and the shortlist, loaded only then.
 */
import { lazy, Suspense } from 'react';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { LoadingState } from '@/components/data/LoadState';
import type { Pool } from '@/lib/api/pools';
import { POOL_PAGE_TEXT as T } from './pool-text';

const OpenedIndicativeBids = lazy(() =>
  import('./IndicativeBids').then((module) => ({ default: module.OpenedIndicativeBids })),
);

export function IndicativeBidsSection({
  pool,
  ready,
  onShortlisted,
}: {
  pool: Pool;
  ready: boolean;
  onShortlisted: () => void;
}) {
  const deadline = pool.phase_1_deadline;
  if (!deadline || pool.status === 'draft' || pool.status === 'listed') return null;
  const sealed = Date.now() < Date.parse(deadline);
  return (
    <section
      aria-labelledby="pool-bids-title"
      className="flex flex-col gap-3"
      data-indicative-bids={sealed ? 'sealed' : 'open'}
    >
      <h2 id="pool-bids-title" className="text-lg font-semibold">
        {T.bidsTitle}
      </h2>
      {sealed ? (
        <div role="status" className="alert alert-soft">
          {T.bidsSealed(formatTimestamp(deadline))}
        </div>
      ) : (
        <Suspense fallback={<LoadingState />}>
          <OpenedIndicativeBids pool={pool} ready={ready} onShortlisted={onShortlisted} />
        </Suspense>
      )}
    </section>
  );
}
