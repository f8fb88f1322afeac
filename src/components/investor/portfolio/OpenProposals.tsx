/**
 * The investor's open proposals: how many, and the latest, each a link to the proposal; those the bank
 * accepted come first, with their final-acceptance deadline and the way to accept.
 */
import { PROPOSAL_STATUS_LABELS } from '@/domain/trading/proposal-status';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import type { Portfolio } from '../api/market-types';
import { FinalAcceptanceCall } from '../proposals/FinalAcceptanceCall';
import { PORTFOLIO_TEXT, proposalPath } from './portfolio-text';

const T = PORTFOLIO_TEXT;

export function OpenProposals({ count, latest }: { count: number; latest: Portfolio['open_proposals'] }) {
  return (
    <section aria-labelledby="open-proposals" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="open-proposals" className="text-lg font-semibold">
          {T.openProposals}
        </h2>
        <a className="link text-sm link-primary" href="/app/investor/proposals">
          {T.allProposals}
        </a>
      </div>
      <p data-testid="open-proposals-count">{T.openProposalsCount(count)}</p>
      {latest.length > 0 && (
        <ul
          aria-label={T.proposalsCaption}
          className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100"
        >
          {latest.map((proposal) => (
            <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="flex flex-col">
                <a className="link font-medium link-hover" href={proposalPath(proposal.id)}>
                  {proposal.loan.loan_ref}
                </a>
                <span className="text-sm opacity-80">{proposal.loan.bank.name}</span>
              </span>
              <span className="flex flex-wrap items-center gap-3 text-sm tabular-nums">
                <span>
                  {formatPrice(proposal.price_pct)} · {formatMoney(proposal.amount, proposal.loan.currency)}
                </span>
                <span className="badge badge-info">{PROPOSAL_STATUS_LABELS[proposal.status] ?? proposal.status}</span>
              </span>
              <FinalAcceptanceCall proposal={proposal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
