/** A proposal's history, oldest first: who did what, and the terms each step put forward. */
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { HISTORY_LABELS, DETAIL_TEXT } from './proposal-text';
import type { ProposalEvent } from './proposal-types';
import { formatTimestamp } from './time-left';

export function ProposalHistory({ events, currency }: { events: ProposalEvent[]; currency: string | null }) {
  return (
    <ol aria-label={DETAIL_TEXT.history} className="flex flex-col gap-2">
      {events.map((event) => (
        <li
          key={event.id}
          className="rounded-box border border-[var(--surface-border)] bg-base-100 px-4 py-3 text-sm"
          data-kind={event.kind}
        >
          <div className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-semibold">{HISTORY_LABELS[event.kind] ?? event.kind}</span>
            <time dateTime={event.created_at} className="opacity-75">
              {formatTimestamp(event.created_at)}
            </time>
            {event.actor && <span className="opacity-75">{event.actor.name}</span>}
          </div>
          <Terms event={event} currency={currency} />
          {event.note && <p className="mt-1 whitespace-pre-line">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

function Terms({ event, currency }: { event: ProposalEvent; currency: string | null }) {
  const parts = [
    event.price_pct && `${DETAIL_TEXT.price} ${formatPrice(event.price_pct)}`,
    event.amount && `${DETAIL_TEXT.amount} ${formatMoney(event.amount, currency)}`,
    event.settlement_date && `${DETAIL_TEXT.settlementDate} ${event.settlement_date}`,
    event.valid_until && `${DETAIL_TEXT.validUntil} ${event.valid_until}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="mt-1 tabular-nums opacity-90">{parts.join(' · ')}</p>;
}
