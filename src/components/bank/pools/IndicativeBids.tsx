/**
 * A pool's indicative bids on the bank's pool page once the phase 1 deadline has passed (before it the
 * page says when they open, and loads none of this): every NDA participant with its bid, best first,
 * and for a manager the shortlist: the investors chosen go on to phase 2, the others are told.
 */
import { useState } from 'react';
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useApiData } from '@/components/data/use-api-data';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { getIndicativeBids, shortlistPool, type IndicativeBids as Bids } from '@/lib/api/investor-pools';
import type { Pool } from '@/lib/api/pools';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { INDICATIVE_BIDS_TEXT as T } from './indicative-bids-text';

type Participant = Bids['participants'][number];

function BidTable({
  participants,
  pool,
  chosen,
  onChoose,
}: {
  participants: Participant[];
  pool: Pool;
  chosen: number[] | null;
  onChoose: (id: number, on: boolean) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label={T.caption}>
        <thead>
          <tr>
            {chosen && <th scope="col">{T.choose}</th>}
            <th scope="col">{T.investor}</th>
            <th scope="col" className="text-end">
              {T.price}
            </th>
            <th scope="col" className="text-end">
              {T.amount}
            </th>
            <th scope="col">{T.note}</th>
            <th scope="col">{T.ndaBy}</th>
            <th scope="col">{T.shortlist}</th>
          </tr>
        </thead>
        <tbody>
          {participants.map((row) => (
            <tr key={row.investor.id} data-investor={row.investor.name}>
              {chosen && (
                <td>
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    aria-label={T.chooseOne(row.investor.name)}
                    checked={chosen.includes(row.investor.id)}
                    onChange={(event) => onChoose(row.investor.id, event.target.checked)}
                  />
                </td>
              )}
              <th scope="row" className="font-medium">
                {row.investor.name}
              </th>
              <td className="text-end tabular-nums">{row.bid ? formatPrice(row.bid.price_pct) : T.noBid}</td>
              <td className="text-end tabular-nums">{row.bid ? formatMoney(row.bid.amount, pool.currency) : '—'}</td>
              <td className="max-w-xs whitespace-pre-line">{row.bid?.note || '—'}</td>
              <td>
                {row.nda_accepted_by_name}, {formatTimestamp(row.nda_accepted_at)}
              </td>
              <td>{T.decision[row.shortlist]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OpenedIndicativeBids({
  pool,
  ready,
  onShortlisted,
}: {
  pool: Pool;
  ready: boolean;
  onShortlisted: () => void;
}) {
  const data = useApiData(`indicative-bids-${pool.id}-${pool.version}`, () => getIndicativeBids(pool.id), {
    fresh: true,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const bids = data.value;
  if (data.failedStatus !== null) return <ErrorState message={data.error} onRetry={data.retry} ready={ready} />;
  if (!bids) return <LoadingState />;
  if (bids.participants.length === 0) return <EmptyState title={T.emptyTitle} detail={T.emptyDetail} />;

  const send = async () => {
    setBusy(true);
    const names = bids.participants.filter((row) => chosen.includes(row.investor.id)).map((row) => row.investor.name);
    const result = await confirmAndRun(
      {
        header: T.shortlistAction,
        message: T.confirm(names, bids.participants.length - names.length),
        acceptLabel: T.shortlistAction,
      },
      () => shortlistPool(pool.id, chosen),
      { done: T.done, failed: T.failed },
    );
    setBusy(false);
    if (result?.ok) onShortlisted();
  };

  return (
    <div className="flex flex-col gap-3">
      <BidTable
        participants={bids.participants}
        pool={pool}
        chosen={bids.can_shortlist ? chosen : null}
        onChoose={(id, on) => setChosen(on ? [...chosen, id] : chosen.filter((other) => other !== id))}
      />
      {bids.can_shortlist && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!ready || busy || chosen.length === 0}
            onClick={() => void send()}
          >
            {T.shortlistAction}
          </button>
          <span className="text-sm opacity-80">{T.shortlistHelp}</span>
        </div>
      )}
    </div>
  );
}
