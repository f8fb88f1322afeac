/** The maker's award: the winning bid and up to two backups, distinct, confirmed before it goes to a manager. */
import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { formatMoney } from '@/domain/format-decimal';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { proposeAward, type RankedBid } from './pool-award-api';
import { POOL_BIDS_TEXT as T } from './pool-award-text';

interface Props {
  poolId: number;
  bids: RankedBid[];
  currency: string;
  ready: boolean;
  onSent: () => void;
}

export function AwardForm({ poolId, bids, currency, ready, onSent }: Props) {
  const [choice, setChoice] = useState<[string, string, string]>([String(bids[0]?.bid_id ?? ''), '', '']);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (id: string) => bids.find((bid) => String(bid.bid_id) === id)?.investor.name ?? '';

  const send = async () => {
    const [winner, ...backups] = choice;
    const chosen = [winner, ...backups].filter((id) => id !== '');
    if (!winner) return setProblem(T.chooseWinner);
    if (new Set(chosen).size !== chosen.length) return setProblem(T.distinct);
    setProblem(null);
    setBusy(true);
    const result = await confirmAndRun(
      { header: T.confirmAwardHeader, message: T.confirmAward(name(winner)), acceptLabel: T.submitAward },
      () =>
        proposeAward(poolId, {
          winning_bid_id: Number(winner),
          backup_bid_ids: backups.filter((id) => id !== '').map(Number),
        }),
      { done: T.awardSent, failed: T.failed },
    );
    setBusy(false);
    if (result?.ok) onSent();
    else if (result) setProblem(result.message ?? T.failed);
  };

  const select = (index: 0 | 1 | 2, label: string) => (
    <label className="form-control flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <select
        className="select-bordered select w-full max-w-md"
        name={index === 0 ? 'winning_bid_id' : `backup_${index}`}
        value={choice[index]}
        disabled={!ready || busy}
        onChange={(event) =>
          setChoice((previous) => {
            const next = [...previous] as [string, string, string];
            next[index] = event.target.value;
            return next;
          })
        }
      >
        {index > 0 && <option value="">{T.none}</option>}
        {bids.map((bid) => (
          <option key={bid.bid_id} value={String(bid.bid_id)}>
            {bid.rank}. {bid.investor.name} · {formatMoney(bid.total, currency)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      aria-labelledby="award-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
    >
      <div className="card-body gap-3 p-4">
        <h2 id="award-form-title" className="font-semibold">
          {T.awardForm}
        </h2>
        <p className="text-sm opacity-80">{T.awardHelp}</p>
        <FormAlert kind="error" message={problem} />
        {select(0, T.winner)}
        {select(1, T.backup(1))}
        {select(2, T.backup(2))}
        <div>
          <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
            {busy && <span className="loading loading-xs loading-spinner" aria-hidden="true" />}
            {T.submitAward}
          </button>
        </div>
      </div>
    </form>
  );
}
