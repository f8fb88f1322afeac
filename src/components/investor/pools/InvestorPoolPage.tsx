/**
 * investor/pools/{id}: a pool open to the investor's organisation. Its figures and deadlines with a
 * countdown to phase 1's close; the NDA click-through, which opens the anonymised tape and the
 * stratification; the organisation's sealed indicative bid; and, once shortlisted, the way to phase 2.
 */
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { PoolStatusBadge } from '@/components/bank/pools/PoolStatusBadge';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatCount, formatMoney, formatPrice } from '@/domain/format-decimal';
import { acceptPoolNda, getInvestorPool, tapeUrl, type InvestorPool } from '@/lib/api/investor-pools';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { Countdown } from './Countdown';
import { IndicativeBidForm } from './IndicativeBidForm';
import { POOL_SALES_PATH, POOL_SALE_TEXT as T, poolSalePath } from './pool-sale-text';

// The stratification opens with the NDA: downloaded only when there is one to show.
const Stratification = lazy(() =>
  import('@/components/bank/tapes/Stratification').then((module) => ({ default: module.Stratification })),
);

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Shortlist({ pool }: { pool: InvestorPool }) {
  if (pool.shortlist === 'shortlisted')
    return (
      <div
        role="status"
        className="alert flex flex-wrap justify-between alert-soft alert-success"
        data-shortlist="shortlisted"
      >
        <span>{T.shortlisted}</span>
        <a className="btn btn-primary btn-sm" href={`${poolSalePath(pool.id)}/bid`}>
          {T.placeBinding}
        </a>
      </div>
    );
  if (pool.shortlist === 'not_shortlisted')
    return (
      <div role="status" className="alert alert-soft" data-shortlist="not_shortlisted">
        {T.notShortlisted}
      </div>
    );
  return null;
}

function Nda({ pool, ready, onAccepted }: { pool: InvestorPool; ready: boolean; onAccepted: () => void }) {
  const accept = async () => {
    const result = await confirmAndRun(
      { header: T.ndaAccept, message: T.ndaConfirm, acceptLabel: T.ndaAccept },
      () => acceptPoolNda(pool.id),
      { done: T.ndaDone, failed: T.failed },
    );
    if (result?.ok) onAccepted();
  };
  return (
    <Section id="pool-nda-title" title={T.nda}>
      <div
        className="max-h-64 overflow-y-auto rounded-box border border-[var(--surface-border)] p-4 whitespace-pre-line"
        tabIndex={0}
      >
        {pool.nda_text}
      </div>
      {pool.nda ? (
        <p data-nda="accepted">{T.ndaAccepted(pool.nda.accepted_by_name, formatTimestamp(pool.nda.accepted_at))}</p>
      ) : pool.can.accept_nda ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm opacity-80">{T.ndaIntro}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void accept()} disabled={!ready}>
            {T.ndaAccept}
          </button>
        </div>
      ) : (
        <p>{T.ndaClosed}</p>
      )}
    </Section>
  );
}

export default function InvestorPoolPage() {
  const ready = useHydrated();
  const poolId = useRecordIdFromPath(`${POOL_SALES_PATH}/`);
  const { state, reload } = useRecord(getInvestorPool, poolId);
  const pool = state.kind === 'ready' ? state.record : null;

  if (!pool) {
    const shown = poolId === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6">
        <RecordStatus state={shown} notFound={T.notFound} onRetry={reload} ready={ready} loadFailed={T.loadFailed} />
      </div>
    );
  }

  const mine = pool.my_indicative_bid;
  return (
    <div
      {...hydratedMarker(ready)}
      className="flex max-w-6xl flex-col gap-6"
      data-pool-sale="ready"
      data-pool-status={pool.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{pool.name}</h2>
        {pool.nda && (
          <a className="btn btn-outline btn-sm" href={`${poolSalePath(pool.id)}/data-room`}>
            {T.dataRoom}
          </a>
        )}
      </div>
      <Shortlist pool={pool} />
      <Section id="pool-sale-summary-title" title={T.summary}>
        <dl className="grid grid-cols-2 gap-4 rounded-box border border-[var(--surface-border)] p-4 md:grid-cols-3">
          <Figure label="Status">
            <PoolStatusBadge status={pool.status} />
          </Figure>
          <Figure label={T.bank}>{pool.bank.name}</Figure>
          <Figure label={T.currency}>{pool.currency}</Figure>
          <Figure label={T.loans}>{formatCount(pool.loan_count)}</Figure>
          <Figure label={T.total}>{formatMoney(pool.total_current_principal, pool.currency)}</Figure>
          <Figure label={T.cutOff}>{pool.cut_off_date}</Figure>
          <div className="col-span-2 md:col-span-3">
            <dt className="text-sm opacity-70">{T.description}</dt>
            <dd className="whitespace-pre-line">{pool.description || T.noDescription}</dd>
          </div>
        </dl>
      </Section>
      <Section id="pool-sale-deadlines-title" title={T.deadlines}>
        <dl className="grid grid-cols-1 gap-4 rounded-box border border-[var(--surface-border)] p-4 md:grid-cols-2">
          <Figure label={T.phase1}>
            {pool.phase_1_deadline ? (
              <span className="flex flex-col">
                <span>{formatTimestamp(pool.phase_1_deadline)}</span>
                {pool.status === 'phase_1' && (
                  <Countdown deadline={pool.phase_1_deadline} open={T.closesIn} closed={T.closed} />
                )}
              </span>
            ) : (
              '—'
            )}
          </Figure>
          <Figure label={T.phase2}>{pool.phase_2_deadline ? formatTimestamp(pool.phase_2_deadline) : '—'}</Figure>
        </dl>
      </Section>
      <Nda pool={pool} ready={ready} onAccepted={reload} />
      {pool.can.download_tape && (
        <Section id="pool-tape-title" title={T.tape}>
          <p className="text-sm opacity-80">{T.tapeIntro}</p>
          <div className="flex flex-wrap gap-2">
            <a className="btn btn-outline btn-sm" href={tapeUrl(pool.id, 'csv')} download>
              {T.tapeCsv}
            </a>
            <a className="btn btn-outline btn-sm" href={tapeUrl(pool.id, 'xlsx')} download>
              {T.tapeXlsx}
            </a>
          </div>
        </Section>
      )}
      <Section id="pool-bid-title" title={T.bid}>
        <p className="text-sm opacity-80">{T.bidSealed}</p>
        <p data-my-bid={mine ? mine.price_pct : 'none'}>
          {mine ? T.yourBid(formatPrice(mine.price_pct), formatTimestamp(mine.updated_at)) : T.noBid}
        </p>
        {pool.can.bid ? (
          <IndicativeBidForm key={mine?.version ?? 0} pool={pool} ready={ready} onPlaced={reload} />
        ) : (
          !pool.nda && pool.can.accept_nda && <p>{T.bidAfterNda}</p>
        )}
      </Section>
      {pool.stratification && pool.stratification.count > 0 && (
        <Suspense fallback={<LoadingState />}>
          <Stratification data={pool.stratification} title={T.stratTitle} />
        </Suspense>
      )}
    </div>
  );
}
