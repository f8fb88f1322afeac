/** A pool's summary: status, bank, loans and total in its one currency, cut-off date, description; and once listed, its sale's process. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { formatCount, formatMoney } from '@/domain/format-decimal';
import type { Pool } from '@/lib/api/pools';
import { POOL_ACCESS_LABELS, POOL_PAGE_TEXT as T } from './pool-text';
import { PoolStatusBadge } from './PoolStatusBadge';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

export function PoolSummary({ pool }: { pool: Pool }) {
  return (
    <>
      <section aria-labelledby="pool-summary-title" className="flex flex-col gap-3">
        <h2 id="pool-summary-title" className="text-lg font-semibold">
          {T.summary}
        </h2>
        <dl className="grid grid-cols-2 gap-4 rounded-box border border-[var(--surface-border)] p-4 md:grid-cols-3">
          <Figure label={T.status}>
            <PoolStatusBadge status={pool.status} />
          </Figure>
          <Figure label={T.bank}>{pool.bank.name}</Figure>
          <Figure label={T.currency}>{pool.currency}</Figure>
          <Figure label={T.loans}>{formatCount(pool.loan_count)}</Figure>
          <Figure label={T.total}>
            <span data-pool-total>{formatMoney(pool.total_current_principal, pool.currency)}</span>
          </Figure>
          <Figure label={T.cutOff}>{pool.cut_off_date}</Figure>
          <div className="col-span-2 md:col-span-3">
            <dt className="text-sm opacity-70">{T.description}</dt>
            <dd className="whitespace-pre-line">{pool.description || T.noDescription}</dd>
          </div>
        </dl>
      </section>
      {pool.access_mode && (
        <section aria-labelledby="pool-process-title" className="flex flex-col gap-3">
          <h2 id="pool-process-title" className="text-lg font-semibold">
            {T.process}
          </h2>
          <dl className="grid grid-cols-1 gap-4 rounded-box border border-[var(--surface-border)] p-4 md:grid-cols-2">
            <Figure label={T.access}>{POOL_ACCESS_LABELS[pool.access_mode]}</Figure>
            {pool.access_mode === 'invitation' && (
              <Figure label={T.invited}>{pool.invited_investors.map((investor) => investor.name).join(', ')}</Figure>
            )}
            <Figure label={T.phase1}>{pool.phase_1_deadline ? formatTimestamp(pool.phase_1_deadline) : '—'}</Figure>
            <Figure label={T.phase2}>{pool.phase_2_deadline ? formatTimestamp(pool.phase_2_deadline) : '—'}</Figure>
            <Figure label={T.exclusionLimit}>{pool.exclusion_limit ?? '—'}</Figure>
            <div className="md:col-span-2">
              <dt className="text-sm opacity-70">{T.nda}</dt>
              <dd className="whitespace-pre-line">{pool.nda_text}</dd>
            </div>
          </dl>
        </section>
      )}
    </>
  );
}
