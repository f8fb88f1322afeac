/**
 * bank/deals/{id} and investor/deals/{id}: the deal's terms and counterparty, a pending cancellation,
 * the actions the API allows the viewer, and the timeline of every step.
 */
import type { ReactNode } from 'react';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { dataOf } from '@/lib/api/api-result';
import { formatLtv, formatMoney, formatPercent, formatPrice } from '@/domain/format-decimal';
import { DealActions } from './DealActions';
import { DealStatusBadge } from './DealStatusBadge';
import { DealTimeline } from './DealTimeline';
import { DEAL_TEXT as TEXT, dealCurrency, dealsPath, dealSubject, loanPath, type DealSide } from './deal-text';
import { DealLines } from './DealLines';
import type { DealDetail as Deal } from './deal-types';
import { getDeal } from './deals-api';

const loadDeal = (id: number) => dataOf(getDeal(id));

export default function DealDetail({ side }: { side: DealSide }) {
  const ready = useHydrated();
  const { state, reload } = useRecord(loadDeal, useRecordIdFromPath(`${dealsPath(side)}/`));

  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-deal-state={state.kind}>
      <RecordStatus state={state} notFound={TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && <DealView deal={state.record} side={side} ready={ready} reload={reload} />}
    </div>
  );
}

function Row({ label, children, field }: { label: string; children: ReactNode; field: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="opacity-70 sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="tabular-nums" data-field={field}>
        {children}
      </dd>
    </div>
  );
}

function DealView({ deal, side, ready, reload }: { deal: Deal; side: DealSide; ready: boolean; reload: () => void }) {
  const currency = dealCurrency(deal);
  const loan = deal.loan;
  const pending = deal.pending_cancellation;
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold">
          {TEXT.dealNumber(deal.id)} · {dealSubject(deal)}
        </h2>
        <DealStatusBadge status={deal.status} />
      </header>
      {pending && (
        <section
          className="card gap-1 border border-l-4 border-[var(--surface-border)] border-l-warning bg-base-100 p-4"
          aria-label={TEXT.pendingCancellation}
          data-pending-cancellation={pending.pending_action_id}
        >
          <h2 className="font-semibold">{TEXT.pendingCancellation}</h2>
          <p className="text-sm opacity-80">
            {TEXT.pendingCancellationBy(pending.maker?.name ?? '—', formatTimestamp(pending.created_at))}
          </p>
          {pending.reason && <p className="text-sm">{TEXT.pendingCancellationReason(pending.reason)}</p>}
          <p className="text-sm opacity-80">{TEXT.checkersDecide}</p>
        </section>
      )}
      <DealActions deal={deal} ready={ready} onChanged={reload} />
      <section aria-labelledby="deal-summary-title" className="flex flex-col gap-3">
        <h2 id="deal-summary-title" className="text-lg font-semibold">
          {TEXT.summary}
        </h2>
        <dl className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-4 text-sm">
          {loan ? (
            <>
              <Row label={TEXT.loan} field="loan">
                <a className="link link-primary" href={loanPath(side, loan.id)}>
                  {loan.loan_ref}
                </a>
              </Row>
              <Row label={TEXT.currentPrincipal} field="current_principal">
                {formatMoney(loan.current_principal, currency)}
              </Row>
              <Row label={TEXT.rate} field="interest_rate_pct">
                {formatPercent(loan.interest_rate_pct)}
              </Row>
              <Row label={TEXT.ltv} field="current_ltv_pct">
                {formatLtv(loan.current_ltv_pct)}
              </Row>
              <Row label={TEXT.region} field="region">
                {loanEnumLabel('region', loan.region)} · {loanEnumLabel('property_type', loan.property_type)}
              </Row>
            </>
          ) : (
            <Row label={TEXT.pool} field="pool">
              {deal.pool?.name}
            </Row>
          )}
          <Row label={side === 'bank' ? TEXT.investor : TEXT.bank} field="counterparty">
            {side === 'bank' ? deal.investor.name : deal.bank.name}
          </Row>
          <Row label={TEXT.price} field="price_pct">
            {formatPrice(deal.price_pct)}
          </Row>
          <Row label={TEXT.amount} field="amount">
            {formatMoney(deal.amount, currency)}
          </Row>
          <Row label={TEXT.fee} field="platform_fee">
            {TEXT.feeValue(deal.platform_fee_bps, formatMoney(deal.platform_fee_amount, currency))}
          </Row>
          <Row label={TEXT.settlementDate} field="settlement_date">
            {deal.settlement_date}
          </Row>
          <Row label={TEXT.status} field="status">
            <DealStatusBadge status={deal.status} />
          </Row>
          {deal.cancel_reason && (
            <Row label={TEXT.cancelReason} field="cancel_reason">
              {deal.cancel_reason}
            </Row>
          )}
        </dl>
      </section>
      {deal.pool && <DealLines dealId={deal.id} currency={currency} ready={ready} />}
      <section aria-labelledby="deal-timeline-title" className="flex flex-col gap-3">
        <h2 id="deal-timeline-title" className="text-lg font-semibold">
          {TEXT.timeline}
        </h2>
        <DealTimeline steps={deal.timeline} />
      </section>
    </>
  );
}
