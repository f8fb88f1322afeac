/**
 * investor/proposals/{id}: the proposal's status, terms and amount, the bank's answer (counter,
 * rejection, acceptance with the time left to accept finally), its history oldest first, and the
 * actions the API allows. Platform admins read it.
 */
import { RecordStatus } from '@/components/data/RecordStatus';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatPrice } from '@/domain/format-decimal';
import { ProposalActions } from './ProposalActions';
import { ProposalHistory } from './ProposalHistory';
import { ProposalStatusBadge } from './ProposalStatusBadge';
import { ProposalSummary } from './ProposalSummary';
import { DETAIL_TEXT, investorDealPath, investorLoanPath } from './proposal-text';
import type { ProposalDetail } from './proposal-types';
import { useViewer } from '@/components/data/use-viewer';
import { useProposal } from './use-proposal';

export default function ProposalPage() {
  const ready = useHydrated();
  const { state, reload, replace } = useProposal();
  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-proposal-state={state.kind}>
      <RecordStatus state={state} notFound={DETAIL_TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && (
        <ProposalView proposal={state.record} ready={ready} reload={reload} replace={replace} />
      )}
    </div>
  );
}

function ProposalView({
  proposal,
  ready,
  reload,
  replace,
}: {
  proposal: ProposalDetail;
  ready: boolean;
  reload: () => void;
  replace: (proposal: ProposalDetail) => void;
}) {
  const viewer = useViewer();
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold">
          <a className="link link-hover" href={investorLoanPath(proposal.loan.id)}>
            {proposal.loan.loan_ref}
          </a>
        </h2>
        <ProposalStatusBadge status={proposal.status} />
        <span className="text-sm opacity-80">
          {DETAIL_TEXT.bank}: {proposal.loan.bank.name}
        </span>
        <span className="text-sm opacity-80">
          {DETAIL_TEXT.investor}: {proposal.investor.name}
        </span>
        {proposal.deal_id !== null && (
          <a className="btn btn-sm btn-success" href={investorDealPath(proposal.deal_id)}>
            {DETAIL_TEXT.viewDeal}
          </a>
        )}
      </header>
      {viewer.known && !viewer.investor && <p className="text-sm opacity-80">{DETAIL_TEXT.readOnly}</p>}
      {proposal.counter_accepted_at && (
        <p role="status" className="alert text-sm alert-info" data-testid="counter-taken">
          {DETAIL_TEXT.counterAccepted(formatPrice(proposal.price_pct))}
        </p>
      )}
      {proposal.pending_acceptance && (
        <p role="status" className="alert text-sm alert-info">
          {DETAIL_TEXT.pendingAcceptance(proposal.pending_acceptance.maker.name)}
        </p>
      )}
      {viewer.investor && <ProposalActions proposal={proposal} ready={ready} onChanged={reload} onRevised={replace} />}
      <ProposalSummary proposal={proposal} />
      <section aria-labelledby="proposal-history-title" className="flex flex-col gap-3">
        <h2 id="proposal-history-title" className="text-lg font-semibold">
          {DETAIL_TEXT.history}
        </h2>
        <ProposalHistory events={proposal.history} currency={proposal.loan.currency} />
      </section>
    </>
  );
}
