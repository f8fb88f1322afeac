/** The portfolio's deals by status, each a link to the deal list filtered on that status. */
import { DEAL_STATUSES, DEAL_STATUS_LABELS } from '@/domain/trading/deal-status';
import type { Portfolio } from '../api/market-types';
import { PORTFOLIO_TEXT, dealsWithStatus } from './portfolio-text';

export function DealsByStatus({ counts }: { counts: Portfolio['deals_by_status'] }) {
  return (
    <section aria-labelledby="deals-by-status" className="flex flex-col gap-2">
      <h2 id="deals-by-status" className="text-lg font-semibold">
        {PORTFOLIO_TEXT.dealsByStatus}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {DEAL_STATUSES.map((status) => (
          <li key={status}>
            <a
              className="card border border-[var(--surface-border)] bg-base-100 p-3 hover:bg-base-200"
              href={dealsWithStatus(status)}
              data-deal-status={status}
            >
              <span className="text-sm opacity-80">{DEAL_STATUS_LABELS[status]}</span>
              <span className="text-2xl font-semibold tabular-nums" data-count>
                {counts[status] ?? 0}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
