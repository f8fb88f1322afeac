/** A proposal's terms, and what the bank answered: its counter, its rejection, or its acceptance with the deadline to accept finally. */
import type { ReactNode } from 'react';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { DETAIL_TEXT } from './proposal-text';
import type { Proposal } from './proposal-types';
import { formatTimestamp, timeLeft } from './time-left';

function Facts({ rows }: { rows: [string, ReactNode, string?][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, field]) => (
        <div key={label} className="contents">
          <dt className="opacity-75">{label}</dt>
          <dd className="text-end tabular-nums" data-field={field}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ title, tone = '', children }: { title: string; tone?: string; children: ReactNode }) {
  return (
    <section className={`card border border-[var(--surface-border)] bg-base-100 ${tone}`} aria-label={title}>
      <div className="card-body gap-2 p-4">
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </section>
  );
}

export function ProposalSummary({ proposal }: { proposal: Proposal }) {
  const currency = proposal.loan.currency;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={DETAIL_TEXT.terms}>
        <Facts
          rows={[
            [DETAIL_TEXT.price, formatPrice(proposal.price_pct), 'price_pct'],
            [DETAIL_TEXT.amount, formatMoney(proposal.amount, currency), 'amount'],
            [DETAIL_TEXT.settlementDate, proposal.settlement_date, 'settlement_date'],
            [DETAIL_TEXT.validUntil, proposal.valid_until, 'valid_until'],
            [DETAIL_TEXT.submittedBy, proposal.created_by?.name ?? '—'],
          ]}
        />
        {proposal.note && <p className="text-sm whitespace-pre-line">{proposal.note}</p>}
      </Card>
      {proposal.counter_price_pct && (
        <Card title={DETAIL_TEXT.counterTitle} tone="border-warning">
          <Facts
            rows={[
              [DETAIL_TEXT.counterPrice, formatPrice(proposal.counter_price_pct), 'counter_price_pct'],
              [DETAIL_TEXT.counterAmount, formatMoney(proposal.counter_amount, currency), 'counter_amount'],
            ]}
          />
          {proposal.counter_note && <p className="text-sm whitespace-pre-line">{proposal.counter_note}</p>}
        </Card>
      )}
      {proposal.status === 'rejected' && (
        <Card title={DETAIL_TEXT.rejectedTitle} tone="border-error">
          <p className="text-sm whitespace-pre-line">{proposal.rejection_reason ?? '—'}</p>
        </Card>
      )}
      {proposal.status === 'expired' && proposal.rejection_reason && (
        <Card title={DETAIL_TEXT.closedTitle} tone="border-warning">
          <p className="text-sm whitespace-pre-line">{proposal.rejection_reason}</p>
        </Card>
      )}
      {proposal.status === 'accepted' && proposal.final_acceptance_deadline && (
        <Card title={DETAIL_TEXT.acceptedTitle} tone="border-primary">
          <p className="text-sm">{DETAIL_TEXT.acceptedDetail}</p>
          <Facts
            rows={[
              [DETAIL_TEXT.deadline, formatTimestamp(proposal.final_acceptance_deadline), 'final_acceptance_deadline'],
              [DETAIL_TEXT.timeLeft, timeLeft(proposal.final_acceptance_deadline), 'time_left'],
            ]}
          />
        </Card>
      )}
    </div>
  );
}
