/**
 * investor/mortgages/{id}: a loan as an investor sees it: the listing's terms, the investor's own
 * proposal with the form to make or revise one, the documents of the loan's data room, and every field of the loan grouped as the bank's
 * detail groups them. Off the market, the page says so and offers no form; platform admins read.
 */
import { useCallback, useState } from 'react';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { StatusBadge } from '@/components/data/StatusBadge';
import { LoanFields } from '@/components/loans/LoanFields';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { useViewer, type Viewer } from '@/components/data/use-viewer';
import ListingDocuments from './ListingDocuments';
import { ListingTerms } from './ListingTerms';
import { LOAN_PAGE_TEXT } from './loan-page-text';
import type { MarketLoanDetail } from './market-loan-types';
import MyProposal from './MyProposal';
import { useMarketLoan } from './use-market-loan';

export default function InvestorMortgage() {
  const ready = useHydrated();
  const viewer = useViewer();
  const { state, reload } = useMarketLoan();
  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-loan-state={state.kind}>
      <RecordStatus state={state} notFound={LOAN_PAGE_TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && <LoanView loan={state.record} viewer={viewer} ready={ready} reload={reload} />}
    </div>
  );
}

function LoanView({
  loan,
  viewer,
  ready,
  reload,
}: {
  loan: MarketLoanDetail;
  viewer: Viewer;
  ready: boolean;
  reload: () => void;
}) {
  // An investor's own sections load after the loan, above its fields: the fields wait for them, so nothing
  // already on screen is pushed down when they arrive.
  const [settled, setSettled] = useState({ proposal: false, documents: false });
  const settleProposal = useCallback(() => setSettled((now) => (now.proposal ? now : { ...now, proposal: true })), []);
  const settleDocuments = useCallback(
    () => setSettled((now) => (now.documents ? now : { ...now, documents: true })),
    [],
  );
  // Until both have been read, one loading state stands in for them: each drawn on its own would push down the
  // other's loading state below it.
  const sectionsReady = !viewer.investor || (settled.proposal && settled.documents);
  const fieldsShown = viewer.known && sectionsReady;
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold" data-testid="loan-ref">
          {loan.loan_ref}
        </h2>
        <StatusBadge status={loan.status} />
        <span className="text-sm opacity-80">
          {LOAN_PAGE_TEXT.bank}: {loan.bank.name}
        </span>
      </header>
      {loan.status !== 'listed' && (
        <p role="status" className="alert text-sm alert-warning">
          {LOAN_PAGE_TEXT.offMarket}
        </p>
      )}
      {viewer.known && !viewer.investor && <p className="text-sm opacity-80">{LOAN_PAGE_TEXT.readOnly}</p>}
      <ListingTerms loan={loan} />
      {viewer.investor && !sectionsReady && <LoadingState />}
      <div className={sectionsReady ? 'contents' : 'hidden'}>
        {viewer.investor && (
          <MyProposal
            loan={loan}
            organisations={viewer.investorOrganisations}
            ready={ready}
            onChanged={reload}
            onSettled={settleProposal}
          />
        )}
        {viewer.investor && (
          <ListingDocuments
            loanId={loan.id}
            version={`${loan.status}:${loan.my_proposal?.status ?? 'none'}`}
            onSettled={settleDocuments}
          />
        )}
      </div>
      {fieldsShown && (
        <section aria-labelledby="loan-fields-title" className="flex flex-col gap-3">
          <h2 id="loan-fields-title" className="text-lg font-semibold">
            {LOAN_PAGE_TEXT.fields}
          </h2>
          <LoanFields loan={loan} />
        </section>
      )}
    </>
  );
}
