/**
 * investor/proposals/{id}/final-acceptance (and /accept, the same screen): the final terms, the
 * loan, the platform fee and the confirmations that create the deal. A proposal no longer accepted
 * says why instead; platform admins read the terms without the button.
 */
import { lazy, Suspense, useEffect } from 'react';
import { LoadingState } from '@/components/data/LoadState';
import { RecordStatus } from '@/components/data/RecordStatus';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { PROPOSAL_STATUS_LABELS } from '@/domain/trading';
import { FinalTerms } from './FinalTerms';
import { ProposalStatusBadge } from './ProposalStatusBadge';
import { DETAIL_TEXT, FINAL_TEXT, investorDealPath, proposalPath } from './proposal-text';
import type { ProposalDetail } from './proposal-types';
import { useViewer } from '@/components/data/use-viewer';
import { useProposal } from './use-proposal';

// Only an investor acting on an accepted proposal needs the form; platform admins read the terms.
const loadForm = () => import('./FinalAcceptanceForm');
const FinalAcceptanceForm = lazy(loadForm);

export default function FinalAcceptance() {
  const ready = useHydrated();
  const { state, reload } = useProposal();
  const investor = useViewer().investor;
  // An investor will most likely act: fetch the form's code while the proposal loads.
  useEffect(() => {
    if (investor) void loadForm();
  }, [investor]);
  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-proposal-state={state.kind}>
      <RecordStatus state={state} notFound={DETAIL_TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && <FinalView proposal={state.record} ready={ready} />}
    </div>
  );
}

function FinalView({ proposal, ready }: { proposal: ProposalDetail; ready: boolean }) {
  const viewer = useViewer();
  const open = proposal.status === 'accepted';
  const acting = open && viewer.investor && proposal.can.final_accept;

  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold">
          <a className="link link-hover" href={proposalPath(proposal.id)}>
            {proposal.loan.loan_ref}
          </a>
        </h2>
        <ProposalStatusBadge status={proposal.status} />
        <span className="text-sm opacity-80">
          {DETAIL_TEXT.investor}: {proposal.investor.name}
        </span>
      </header>
      {!open && (
        <div role="status" className="alert flex flex-wrap justify-between alert-warning">
          <span>{FINAL_TEXT.notAccepted(PROPOSAL_STATUS_LABELS[proposal.status] ?? proposal.status)}</span>
          {proposal.deal_id !== null ? (
            <a className="btn btn-sm" href={investorDealPath(proposal.deal_id)}>
              {FINAL_TEXT.viewDeal}
            </a>
          ) : (
            <a className="btn btn-sm" href={proposalPath(proposal.id)}>
              {FINAL_TEXT.backToProposal}
            </a>
          )}
        </div>
      )}
      <FinalTerms proposal={proposal} />
      {open && (
        <nav aria-label={FINAL_TEXT.wayBack}>
          <a className="btn btn-ghost btn-sm" href={proposalPath(proposal.id)}>
            <span aria-hidden="true">←</span> {FINAL_TEXT.backToProposal}
          </a>
        </nav>
      )}
      {open && viewer.known && !viewer.investor && <p className="text-sm opacity-80">{FINAL_TEXT.readOnly}</p>}
      {acting && (
        <Suspense fallback={<LoadingState />}>
          <FinalAcceptanceForm
            proposalId={proposal.id}
            terms={{ price_pct: proposal.price_pct, amount: proposal.amount }}
            ready={ready}
          />
        </Suspense>
      )}
    </>
  );
}
