/**
 * The investor's proposal on the loan (its status, terms and history) and the way to make one or
 * revise it: the button reveals the proposal form, which is hidden when the loan is off the market.
 */
import { useState } from 'react';
import { ErrorState } from '@/components/data/LoadState';
import { isOpenProposal } from '@/domain/trading';
import { ProposalForm } from '../proposals/ProposalForm';
import { ProposalHistory } from '../proposals/ProposalHistory';
import { ProposalStatusBadge } from '../proposals/ProposalStatusBadge';
import { ProposalSummary } from '../proposals/ProposalSummary';
import { proposalPath } from '../proposals/proposal-text';
import type { ProposalDetail } from '../proposals/proposal-types';
import { LOAN_PAGE_TEXT } from './loan-page-text';
import type { MarketLoanDetail } from './market-loan-types';

interface Props {
  loan: MarketLoanDetail;
  proposal: ProposalDetail | null;
  failed: boolean;
  organisations: { id: number; name: string }[];
  ready: boolean;
  onChanged: () => void;
  onProposal: (proposal: ProposalDetail) => void;
}

export function MyProposal({ loan, proposal, failed, organisations, ready, onChanged, onProposal }: Props) {
  const [formOpen, setFormOpen] = useState(false);
  const open = proposal !== null && isOpenProposal(proposal.status);
  const onMarket = loan.status === 'listed';
  const canPropose = onMarket && !open && !failed;
  const canRevise = open && proposal.can.revise;

  return (
    <section aria-labelledby="my-proposal-title" className="flex flex-col gap-3" data-my-proposal={proposal ? proposal.status : 'none'}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-proposal-title" className="text-lg font-semibold">
          {LOAN_PAGE_TEXT.myProposal}
        </h2>
        {proposal && <ProposalStatusBadge status={proposal.status} />}
        {proposal && (
          <a className="link link-primary text-sm" href={proposalPath(proposal.id)}>
            {LOAN_PAGE_TEXT.viewProposal}
          </a>
        )}
      </div>
      {failed && <ErrorState message={LOAN_PAGE_TEXT.proposalFailed} onRetry={onChanged} ready={ready} />}
      {!proposal && !failed && <p className="text-sm opacity-80">{LOAN_PAGE_TEXT.noProposal}</p>}
      {!formOpen && (canPropose || canRevise) && (
        <div>
          <button type="button" className="btn btn-sm btn-primary" disabled={!ready} onClick={() => setFormOpen(true)}>
            {canRevise ? LOAN_PAGE_TEXT.revise : LOAN_PAGE_TEXT.makeProposal}
          </button>
        </div>
      )}
      {formOpen && (canPropose || canRevise) && (
        <ProposalForm
          loan={loan}
          proposal={canRevise ? proposal : undefined}
          organisations={organisations}
          onCancel={() => setFormOpen(false)}
          onDone={(saved) => {
            setFormOpen(false);
            onProposal(saved);
          }}
        />
      )}
      {proposal && <ProposalSummary proposal={proposal} />}
      {proposal && <ProposalHistory events={proposal.history} currency={proposal.loan.currency} />}
    </section>
  );
}
