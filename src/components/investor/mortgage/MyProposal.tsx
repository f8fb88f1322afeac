/**
 * The investor's proposal on the loan (its status, terms and history) and the way to make one or
 * revise it: the button reveals the proposal form, which is hidden when the loan is off the market.
 * Drawn for investors only: platform admins reading the loan have no proposal of their own.
 */
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { isOpenProposal } from '@/domain/trading';
import { LazyProposalForm } from '../proposals/LazyProposalForm';
import { ProposalHistory } from '../proposals/ProposalHistory';
import { ProposalStatusBadge } from '../proposals/ProposalStatusBadge';
import { ProposalSummary } from '../proposals/ProposalSummary';
import { proposalPath } from '../proposals/proposal-text';
import type { ProposalDetail } from '../proposals/proposal-types';
import { LOAN_PAGE_TEXT } from './loan-page-text';
import type { MarketLoanDetail } from './market-loan-types';
import { useMyProposal } from './use-my-proposal';

interface Props {
  loan: MarketLoanDetail;
  organisations: { id: number; name: string }[];
  ready: boolean;
  /** After a proposal is made or revised: the loan's open-proposal count has changed. */
  onChanged: () => void;
  /** Once the proposal has been read (or failed to be): the section has its height. */
  onSettled?: () => void;
}

export default function MyProposal({ loan, organisations, ready, onChanged, onSettled }: Props) {
  const { state, reload, show } = useMyProposal(loan.id);
  useEffect(() => {
    if (state.kind !== 'loading') onSettled?.();
  }, [state.kind, onSettled]);
  const proposal = state.kind === 'ready' ? state.proposal : null;
  return (
    <section
      aria-labelledby="my-proposal-title"
      className="flex flex-col gap-3"
      data-my-proposal={state.kind === 'ready' ? (proposal?.status ?? 'none') : state.kind}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-proposal-title" className="text-lg font-semibold">
          {LOAN_PAGE_TEXT.myProposal}
        </h2>
        {proposal && <ProposalStatusBadge status={proposal.status} />}
        {proposal && (
          <a className="link text-sm link-primary" href={proposalPath(proposal.id)}>
            {LOAN_PAGE_TEXT.viewProposal}
          </a>
        )}
      </div>
      {state.kind === 'loading' && <LoadingState />}
      {state.kind === 'failed' && <ErrorState message={LOAN_PAGE_TEXT.proposalFailed} onRetry={reload} ready={ready} />}
      {state.kind === 'ready' && (
        <ProposalOrForm
          loan={loan}
          proposal={proposal}
          organisations={organisations}
          ready={ready}
          onSaved={(saved) => {
            show(saved);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function ProposalOrForm({
  loan,
  proposal,
  organisations,
  ready,
  onSaved,
}: {
  loan: MarketLoanDetail;
  proposal: ProposalDetail | null;
  organisations: Props['organisations'];
  ready: boolean;
  onSaved: (proposal: ProposalDetail) => void;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const open = proposal !== null && isOpenProposal(proposal.status);
  const canPropose = loan.status === 'listed' && !open;
  const canRevise = open && proposal.can.revise;
  return (
    <>
      {!proposal && <p className="text-sm opacity-80">{LOAN_PAGE_TEXT.noProposal}</p>}
      {!formOpen && (canPropose || canRevise) && (
        <div>
          <button type="button" className="btn btn-primary btn-sm" disabled={!ready} onClick={() => setFormOpen(true)}>
            {canRevise ? LOAN_PAGE_TEXT.revise : LOAN_PAGE_TEXT.makeProposal}
          </button>
        </div>
      )}
      {formOpen && (canPropose || canRevise) && (
        <LazyProposalForm
          loan={loan}
          proposal={canRevise ? proposal : undefined}
          organisations={organisations}
          onCancel={() => setFormOpen(false)}
          onDone={(saved) => {
            setFormOpen(false);
            onSaved(saved);
          }}
        />
      )}
      {proposal && <ProposalSummary proposal={proposal} />}
      {proposal && <ProposalHistory events={proposal.history} currency={proposal.loan.currency} />}
    </>
  );
}
