/** What the viewer may do with a loan, as the API's `can` flags say; each action is confirmed first. */
import { lazy, Suspense, useState } from 'react';
import { requestLoanAction } from '../api/loans-api';
import type { LoanDetail } from '../api/loan-types';
import { DETAIL_TEXT, mortgagePath } from './mortgage-text';
import { confirmAndRun } from '@/lib/confirm-and-run';

// The listing terms' form and its date and price rules download when the officer first opens it.
const ListingForm = lazy(() => import('./ListingForm').then((module) => ({ default: module.ListingForm })));

export function LoanActions({ loan, ready, onChanged }: { loan: LoanDetail; ready: boolean; onChanged: () => void }) {
  const [listing, setListing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { can } = loan;
  if (!can.edit && !can.submit && !can.list && !can.withdraw) return null;

  const ask = async (action: 'submit' | 'withdraw') => {
    setBusy(true);
    const result = await confirmAndRun(
      {
        header: action === 'submit' ? DETAIL_TEXT.submit : DETAIL_TEXT.withdraw,
        message: action === 'submit' ? DETAIL_TEXT.confirmSubmit : DETAIL_TEXT.confirmWithdraw,
        acceptLabel: action === 'submit' ? DETAIL_TEXT.submit : DETAIL_TEXT.withdraw,
        danger: action === 'withdraw',
      },
      () => requestLoanAction(loan.id, action),
      { done: DETAIL_TEXT.requested, failed: DETAIL_TEXT.failed },
    );
    setBusy(false);
    if (result?.ok) onChanged();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={DETAIL_TEXT.actions}>
        {can.edit && (
          <a className="btn btn-sm" href={`${mortgagePath(loan.id)}/edit`}>
            {DETAIL_TEXT.edit}
          </a>
        )}
        {can.submit && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!ready || busy}
            onClick={() => void ask('submit')}
          >
            {DETAIL_TEXT.submit}
          </button>
        )}
        {can.list && !listing && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!ready || busy}
            onClick={() => setListing(true)}
          >
            {DETAIL_TEXT.list}
          </button>
        )}
        {can.withdraw && (
          <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => void ask('withdraw')}>
            {DETAIL_TEXT.withdraw}
          </button>
        )}
      </div>
      {listing && (
        <Suspense fallback={null}>
          <ListingForm
            loanId={loan.id}
            onCancel={() => setListing(false)}
            onDone={() => {
              setListing(false);
              onChanged();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
