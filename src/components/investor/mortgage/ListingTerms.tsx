/** The terms the bank listed the loan with: asking price and the amount it comes to, bid deadline, description, open proposals. */
import { proposalAmount } from '@/domain/trading';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { LOAN_PAGE_TEXT } from './loan-page-text';
import type { MarketLoanDetail } from './market-loan-types';

function askingAmount(loan: MarketLoanDetail): string | null {
  if (!loan.asking_price_pct) return null;
  try {
    return proposalAmount(loan.asking_price_pct, loan.current_principal);
  } catch {
    return null;
  }
}

export function ListingTerms({ loan }: { loan: MarketLoanDetail }) {
  const amount = askingAmount(loan);
  return (
    <section className="card border border-[var(--surface-border)] bg-base-100" aria-labelledby="listing-terms-title">
      <div className="card-body gap-2 p-4">
        <h2 id="listing-terms-title" className="text-lg font-semibold">
          {LOAN_PAGE_TEXT.listing}
        </h2>
        {loan.listing_description && (
          <p className="max-w-prose text-sm whitespace-pre-line">{loan.listing_description}</p>
        )}
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xl">
          <dt className="opacity-75">{LOAN_PAGE_TEXT.askingPrice}</dt>
          <dd className="text-end tabular-nums" data-field="asking_price_pct">
            {loan.asking_price_pct ? formatPrice(loan.asking_price_pct) : LOAN_PAGE_TEXT.noAskingPrice}
          </dd>
          {amount && (
            <>
              <dt className="opacity-75">{LOAN_PAGE_TEXT.askingAmount}</dt>
              <dd className="text-end tabular-nums">{formatMoney(amount, loan.currency)}</dd>
            </>
          )}
          <dt className="opacity-75">{LOAN_PAGE_TEXT.bidDeadline}</dt>
          <dd className="text-end" data-field="bid_deadline">
            {loan.bid_deadline ?? LOAN_PAGE_TEXT.noBidDeadline}
          </dd>
          <dt className="opacity-75">{LOAN_PAGE_TEXT.openProposals}</dt>
          <dd className="text-end tabular-nums" data-testid="open-proposals-count">
            {loan.open_proposals_count}
          </dd>
          {loan.listed_at && (
            <>
              <dt className="opacity-75">{LOAN_PAGE_TEXT.listedOn}</dt>
              <dd className="text-end">{loan.listed_at.slice(0, 10)}</dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
