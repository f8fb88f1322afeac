/** The listing terms of a loan on its detail page, with links to the listing as investors see it and to its data room. */
import type { Loan } from '../api/loan-types';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { DETAIL_TEXT, mortgagePath } from './mortgage-text';

const LISTED_STATUSES = ['listed', 'under_offer', 'sold'];

export function ListingSummary({ loan }: { loan: Loan }) {
  const listed = LISTED_STATUSES.includes(loan.status);
  return (
    <section aria-labelledby="loan-listing-title" className="flex flex-col gap-3">
      <h2 id="loan-listing-title" className="text-lg font-semibold">
        {DETAIL_TEXT.listing}
      </h2>
      {!listed && !loan.listing_description ? (
        <p className="text-sm opacity-80">{DETAIL_TEXT.notListed}</p>
      ) : (
        <div className="card border border-[var(--surface-border)] bg-base-100">
          <div className="card-body gap-2 p-4">
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xl">
              {(['asking_price_pct', 'bid_deadline', 'listing_description'] as const).map((field) => (
                <div key={field} className="contents">
                  <dt className="opacity-75">{fieldLabel(field)}</dt>
                  <dd className="text-end" data-field={field}>
                    {formatFieldValue(field, loan[field])}
                  </dd>
                </div>
              ))}
              {loan.listed_at && (
                <div className="contents">
                  <dt className="opacity-75">{DETAIL_TEXT.listedOn}</dt>
                  <dd className="text-end">{loan.listed_at.slice(0, 10)}</dd>
                </div>
              )}
            </dl>
            {listed && (
              <p className="flex flex-wrap gap-4 text-sm">
                <a className="link link-primary" href={`${mortgagePath(loan.id)}/listed`}>
                  {DETAIL_TEXT.viewListing}
                </a>
                <a className="link link-primary" href={`${mortgagePath(loan.id)}/data-room`}>
                  {DETAIL_TEXT.dataRoom}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
