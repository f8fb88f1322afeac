/**
 * bank/mortgages/{id}/listed: the listing as investors will see it. The loan's summary and terms,
 * never the bank's internal details, and the proposals received, as Manage Proposals lists them.
 */
import { RecordStatus } from '@/components/data/RecordStatus';
import { StatusBadge } from '@/components/data/StatusBadge';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { pathFor } from '@/domain/routes';
import { askingAmount } from './asking-amount';
import type { LoanDetail } from '../api/loan-types';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { ListingProposals } from './ListingProposals';
import { DETAIL_TEXT, LISTED_TEXT, mortgagePath } from './mortgage-text';
import { useLoan } from './use-loan';

/** What an investor reads about the loan; borrower-level detail beyond these stays with the bank. */
const SUMMARY_FIELDS = [
  'current_principal',
  'interest_rate_pct',
  'rate_type',
  'remaining_term_months',
  'current_ltv_pct',
  'credit_score',
  'property_type',
  'occupancy',
  'region',
  'account_status',
  'days_in_arrears',
  'maturity_date',
] as const;

const LISTED = ['listed', 'under_offer', 'sold'];

export default function MortgageListing() {
  const ready = useHydrated();
  const { state, reload } = useLoan();
  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-loan-state={state.kind}>
      <RecordStatus state={state} notFound={DETAIL_TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && <Listing loan={state.record.loan} />}
    </div>
  );
}

function Listing({ loan }: { loan: LoanDetail }) {
  const currency = typeof loan.currency === 'string' ? loan.currency : null;
  const amount = askingAmount(
    loan.current_principal === null ? null : String(loan.current_principal),
    loan.asking_price_pct,
  );
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold">{loan.loan_ref}</h2>
        <StatusBadge status={loan.status} />
        <span className="text-sm opacity-80">{loan.bank.name}</span>
      </header>
      {!LISTED.includes(loan.status) && (
        <p role="status" className="alert">
          {LISTED_TEXT.notListed}
        </p>
      )}
      {loan.listing_description && <p className="max-w-prose whitespace-pre-line">{loan.listing_description}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <section className="card border border-[var(--surface-border)] bg-base-100" aria-labelledby="listing-terms">
          <div className="card-body gap-2 p-4">
            <h3 id="listing-terms" className="font-semibold">
              {LISTED_TEXT.terms}
            </h3>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="opacity-75">{LISTED_TEXT.askingPrice}</dt>
              <dd className="text-end tabular-nums">
                {loan.asking_price_pct ? formatPrice(loan.asking_price_pct) : LISTED_TEXT.noAskingPrice}
              </dd>
              {amount && (
                <>
                  <dt className="opacity-75">{LISTED_TEXT.askingAmount}</dt>
                  <dd className="text-end tabular-nums">{formatMoney(amount, currency)}</dd>
                </>
              )}
              <dt className="opacity-75">{LISTED_TEXT.bidDeadline}</dt>
              <dd className="text-end">{loan.bid_deadline ?? LISTED_TEXT.noDeadline}</dd>
            </dl>
          </div>
        </section>
        <section className="card border border-[var(--surface-border)] bg-base-100" aria-labelledby="listing-summary">
          <div className="card-body gap-2 p-4">
            <h3 id="listing-summary" className="font-semibold">
              {LISTED_TEXT.summary}
            </h3>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              {SUMMARY_FIELDS.map((field) => (
                <div key={field} className="contents">
                  <dt className="opacity-75">{fieldLabel(field)}</dt>
                  <dd className="text-end tabular-nums">
                    {formatFieldValue(field, (loan as Record<string, unknown>)[field], currency)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </div>
      <ListingProposals loanId={loan.id} currency={currency} />
      <p className="flex flex-wrap gap-4 text-sm">
        <a className="link link-primary" href={pathFor('bank.mortgages.data-room', { id: loan.id })}>
          {LISTED_TEXT.dataRoom}
        </a>
        <a className="link link-primary" href={mortgagePath(loan.id)}>
          {LISTED_TEXT.backToMortgage}
        </a>
      </p>
    </>
  );
}
