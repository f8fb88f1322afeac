/**
 * investor/pools/{id}/bid: a shortlisted investor's binding bid in phase 2. A price or an exclusion per
 * loan line (typed, or a priced CSV template uploaded), the running total in the pool's currency, the
 * exclusions against the limit, and the time left, which follows late bids' extensions: the deadline
 * is read again after every save and every half minute. Submitting asks first: a binding bid commits.
 */
import { useEffect, useMemo, useState } from 'react';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useApiData } from '@/components/data/use-api-data';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney } from '@/domain/format-decimal';
import { getBidClock, getMyBid, placeBid, uploadBid, type BidPool, type MyBid } from '@/lib/api/pool-bids';
import { announce } from '@/lib/confirm-and-run';
import { requestConfirm } from '@/stores/confirm';
import { BidCountdown } from './BidCountdown';
import { BidLines } from './BidLines';
import { BidProblems } from './BidProblems';
import { BidUpload } from './BidUpload';
import { draftBody, draftFigures, draftFrom, fillOpenLines, principalsOf, type BidDraft } from './bid-draft';
import { bidProblems, type BidProblem } from './bid-errors';
import { BID_TEXT as T } from './bid-text';

const PREFIX = '/app/investor/pools/';
const CLOCK_EVERY_MS = 30_000;

const replaced = <T,>(values: readonly T[], index: number, value: T) =>
  values.map((current, at) => (at === index ? value : current));

/** The pool as last read: the loaded bid's, then every half minute and after each save, so extensions show. */
function useDeadline(loaded: BidPool) {
  const [tick, setTick] = useState(0);
  const [saved, setSaved] = useState<BidPool | null>(null);
  useEffect(() => {
    if (!loaded.open_for_bids) return;
    const timer = window.setInterval(() => setTick((current) => current + 1), CLOCK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [loaded.open_for_bids]);
  const clock = useApiData(tick === 0 ? null : `${loaded.id}:${tick}`, () => getBidClock(loaded.id));
  const polled = clock.value?.pool ?? null;
  // The later of what the clock read and what a save answered: both only ever move the deadline on.
  const latest = [polled, saved].reduce<BidPool>(
    (best, next) => (next && (next.phase_2_deadline ?? '') > (best.phase_2_deadline ?? '') ? next : best),
    loaded,
  );
  return [latest, setSaved] as const;
}

function BidForm({ bid, onSaved, ready }: { bid: MyBid; onSaved: () => void; ready: boolean }) {
  const [pool, setPool] = useDeadline(bid.pool);
  const [draft, setDraft] = useState<BidDraft>(() => draftFrom(bid.lines));
  const [problems, setProblems] = useState<BidProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [fillPrice, setFillPrice] = useState('');
  const [closed, setClosed] = useState(false);
  const currency = bid.pool.currency;
  const principals = useMemo(() => principalsOf(bid.lines, currency), [bid.lines, currency]);
  const figures = useMemo(() => draftFigures(draft, principals, currency), [draft, principals, currency]);
  const open = pool.open_for_bids && !closed;
  const limit = bid.pool.exclusion_limit;
  const version = bid.bid?.version ?? null;

  const refused = (result: { status: number; fieldErrors: Record<string, string[]>; message: string | null }) => {
    if (result.status === 422) setProblems(bidProblems(result.fieldErrors));
    else announce({ ok: false, ...result }, { done: T.submitted, failed: T.failed });
  };

  const afterSave = (placed: { pool: BidPool }) => {
    setPool(placed.pool);
    setProblems([]);
    announce({ ok: true, status: 200, data: null }, { done: T.submitted, failed: T.failed });
    onSaved();
  };

  const submit = async () => {
    const confirmed = await requestConfirm({
      header: T.confirmSubmitTitle,
      message: T.confirmSubmit(formatMoney(figures.total, currency), figures.excluded),
      acceptLabel: T.submit,
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await placeBid(bid.pool.id, draftBody(draft, version));
    setBusy(false);
    if (result.ok) afterSave(result.data);
    else refused(result);
  };

  const upload = async (file: File) => {
    const confirmed = await requestConfirm({
      header: T.confirmUploadTitle,
      message: T.confirmUpload(file.name),
      acceptLabel: T.submit,
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await uploadBid(bid.pool.id, file, version);
    setBusy(false);
    if (result.ok) afterSave(result.data);
    else refused(result);
  };

  const setLine = (index: number, change: Partial<{ price: string; excluded: boolean }>) =>
    setDraft((current) => ({
      prices: change.price === undefined ? current.prices : replaced(current.prices, index, change.price),
      excluded: change.excluded === undefined ? current.excluded : replaced(current.excluded, index, change.excluded),
    }));

  const extended = pool.phase_2_deadline !== pool.phase_2_deadline_listed;
  return (
    <div className="flex flex-col gap-6" data-bid-state={open ? 'open' : 'closed'}>
      <section className="stats w-full stats-vertical border border-base-300 sm:stats-horizontal" aria-label={T.total}>
        <div className="stat">
          <div className="stat-title">{T.total}</div>
          <div className="stat-value text-2xl tabular-nums" data-testid="bid-total" aria-live="polite">
            {formatMoney(figures.total, currency)}
          </div>
          <div className="stat-desc">{bid.bid ? T.version(bid.bid.version) : T.noBid}</div>
        </div>
        <div className="stat">
          <div className="stat-title">{T.priced}</div>
          <div className="stat-value text-2xl tabular-nums">
            {figures.priced} / {bid.lines.length}
          </div>
        </div>
        <div className="stat">
          <div className="stat-title">{T.excluded}</div>
          <div className="stat-value text-2xl tabular-nums" data-testid="bid-exclusions">
            {T.excludedOf(figures.excluded, limit)}
          </div>
        </div>
        {pool.phase_2_deadline && open && (
          <div className="stat">
            <BidCountdown deadline={pool.phase_2_deadline} onClosed={() => setClosed(true)} />
          </div>
        )}
      </section>
      {open && extended && (
        <p role="status" className="alert alert-info">
          {T.extended}
        </p>
      )}
      {!open && (
        <p role="status" className="alert">
          {pool.status === 'phase_2' ? T.closed : T.notOpen}
        </p>
      )}
      {problems.length > 0 && <BidProblems problems={problems} />}
      {open && <BidUpload poolId={bid.pool.id} busy={busy} ready={ready} onFile={(file) => void upload(file)} />}
      {open && bid.lines.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (fillPrice.trim() !== '') setDraft((current) => fillOpenLines(current, fillPrice.trim()));
          }}
        >
          <label className="flex flex-col gap-1">
            <span className="text-sm">{T.fillAll}</span>
            <input
              type="text"
              inputMode="decimal"
              className="input w-28 text-end input-sm"
              aria-label={T.fillAllLabel}
              value={fillPrice}
              disabled={!ready}
              onChange={(event) => setFillPrice(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-sm" disabled={!ready}>
            {T.fillAllButton}
          </button>
          <span className="text-sm opacity-80">{T.priceHint}</span>
        </form>
      )}
      {bid.lines.length === 0 ? (
        <p className="alert">{T.emptyPool}</p>
      ) : (
        <BidLines
          lines={bid.lines}
          principals={principals}
          currency={currency}
          draft={draft}
          editable={open}
          atLimit={figures.excluded >= limit}
          ready={ready}
          onPrice={(index, price) => setLine(index, { price })}
          onExclude={(index, excluded) => setLine(index, { excluded })}
        />
      )}
      {open && bid.lines.length > 0 && (
        <div className="flex justify-end">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!ready || busy}
            onClick={() => void submit()}
            data-testid="submit-bid"
          >
            {T.submit}
          </button>
        </div>
      )}
    </div>
  );
}

export default function BidScreen() {
  const ready = useHydrated();
  const poolId = useRecordIdFromPath(PREFIX);
  const { state, reload } = useRecord(getMyBid, poolId);
  const bid = state.kind === 'ready' ? state.record : null;
  return (
    <div
      {...hydratedMarker(ready)}
      className="flex max-w-6xl flex-col gap-6"
      data-bid-loaded={bid ? 'true' : undefined}
    >
      {bid ? (
        <>
          <h2 className="text-xl font-semibold">{bid.pool.name}</h2>
          <a className="link" href={`${PREFIX}${bid.pool.id}`}>
            {T.poolPage}
          </a>
          {/* A new key after each save: the form starts again from the bid as saved. */}
          <BidForm key={`${bid.bid?.version ?? 0}`} bid={bid} onSaved={reload} ready={ready} />
        </>
      ) : (
        <RecordStatus
          state={poolId === undefined ? { kind: 'loading' } : state}
          notFound={T.notFound}
          onRetry={reload}
          ready={ready}
          loadFailed={T.loadFailed}
        />
      )}
    </div>
  );
}
