/**
 * investor/pools/{id}/award: the organisation's place in the pool's award. When invited: the total, the
 * platform fee as a single loan's deal bears it, the price of each loan, and the final acceptance that
 * makes one deal (or the decline). A backup sees that it waits; a lapsed or declined bid says so.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney } from '@/domain/format-decimal';
import { AwardLines } from './AwardLines';
import { AWARD_TEXT as T } from './award-text';
import { getInvestorAward, type InvestorAward } from './pool-award-api';

const loadForm = () => import('./ConfirmAwardForm');
const ConfirmAwardForm = lazy(loadForm);

const loadAward = async (id: number) => {
  const result = await getInvestorAward(id);
  return result.ok ? { ...result, data: result.data.data } : result;
};

export default function PoolAward() {
  const ready = useHydrated();
  const poolId = useRecordIdFromPath('/app/investor/pools/');
  const { state, reload } = useRecord(loadAward, poolId);
  const invited = state.kind === 'ready' && state.record.can.confirm;
  useEffect(() => {
    if (invited) void loadForm();
  }, [invited]);
  return (
    <div
      {...hydratedMarker(ready)}
      className="flex max-w-5xl flex-col gap-5"
      data-award-state={state.kind === 'ready' ? state.record.status : state.kind}
    >
      <RecordStatus
        state={poolId === undefined ? { kind: 'loading' } : state}
        notFound={T.notFound}
        onRetry={reload}
        ready={ready}
      />
      {state.kind === 'ready' && <AwardView award={state.record} ready={ready} reload={reload} />}
    </div>
  );
}

function Row({ label, field, children }: { label: string; field: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="opacity-70 sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="tabular-nums" data-field={field}>
        {children}
      </dd>
    </div>
  );
}

function AwardView({ award, ready, reload }: { award: InvestorAward; ready: boolean; reload: () => void }) {
  const currency = award.pool.currency;
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold">{award.pool.name}</h2>
        <span className="badge badge-outline">{T.rank(award.rank)}</span>
      </header>
      <div
        role="status"
        data-award-notice
        className={`alert ${award.status === 'invited' ? 'alert-info' : 'alert-warning'}`}
      >
        <span>
          {T.status[award.status]}
          {award.status === 'invited' && award.respond_by && ` ${T.respondBy(formatTimestamp(award.respond_by))}`}
        </span>
      </div>
      <section aria-labelledby="award-terms-title" className="flex flex-col gap-3">
        <h2 id="award-terms-title" className="text-lg font-semibold">
          {T.terms}
        </h2>
        <dl className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-4 text-sm">
          <Row label={T.total} field="total">
            {formatMoney(award.total, currency)}
          </Row>
          <Row label={T.excluded} field="excluded_count">
            {award.excluded_count}
          </Row>
          <Row label={T.fee} field="platform_fee">
            {T.feeValue(award.platform_fee_bps, formatMoney(award.platform_fee_amount, currency))}
          </Row>
        </dl>
      </section>
      <AwardLines poolId={award.pool.id} currency={currency} ready={ready} />
      {award.can.confirm && (
        <Suspense fallback={<LoadingState />}>
          <ConfirmAwardForm poolId={award.pool.id} total={award.total} ready={ready} onChanged={reload} />
        </Suspense>
      )}
    </>
  );
}
