/**
 * The proposals on a listed loan, as Manage Proposals shows them: how many, each investor's price,
 * amount and status, and a link to that list filtered on the loan, where the bank answers them.
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useApiData } from '@/components/data/use-api-data';
import { getProposals } from '@/components/bank/proposals/proposals-api';
import { ProposalStatusBadge } from '@/components/bank/proposals/ProposalStatusBadge';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { LISTED_TEXT } from './mortgage-text';

/** More than a listing gathers in practice; the link leads to the full list beyond it. */
const SHOWN = 25;

export const loanProposalsPath = (loanId: number) => `/app/bank/proposals?loan_id=${loanId}&status=all`;

export function ListingProposals({ loanId, currency }: { loanId: number; currency: string | null }) {
  const answer = useApiData(`loan-proposals-${loanId}`, () =>
    getProposals({ loan_id: String(loanId), per_page: String(SHOWN), sort: 'created_at', order: 'desc' }),
  );
  const page = answer.value;
  return (
    <section
      className="card border border-[var(--surface-border)] bg-base-100"
      aria-labelledby="listing-proposals"
      data-proposals-state={answer.phase}
    >
      <div className="card-body gap-2 p-4">
        <h3 id="listing-proposals" className="font-semibold">
          {LISTED_TEXT.proposals}:{' '}
          <span className="tabular-nums" data-testid="proposals-count">
            {page ? page.meta.total : '…'}
          </span>
        </h3>
        {answer.phase === 'failed' && <p className="text-sm">{LISTED_TEXT.proposalsFailed}</p>}
        {page && page.data.length === 0 && <p className="text-sm opacity-75">{LISTED_TEXT.noProposals}</p>}
        {page && page.data.length > 0 && (
          <>
            <ul className="flex flex-col gap-2 text-sm" aria-label={LISTED_TEXT.proposals}>
              {page.data.map((proposal) => (
                <li
                  key={proposal.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1"
                  data-proposal={proposal.id}
                >
                  <span className="font-medium">{proposal.investor.name}</span>
                  <span className="tabular-nums">{formatPrice(proposal.price_pct)}</span>
                  <span className="tabular-nums opacity-80">{formatMoney(proposal.amount, currency)}</span>
                  <ProposalStatusBadge status={proposal.status} />
                  <time className="opacity-75" dateTime={proposal.created_at}>
                    {formatTimestamp(proposal.created_at)}
                  </time>
                </li>
              ))}
            </ul>
            <a className="link text-sm link-primary" href={loanProposalsPath(loanId)}>
              {LISTED_TEXT.manageProposals}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
