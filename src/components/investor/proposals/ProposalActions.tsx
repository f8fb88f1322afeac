/**
 * What the investor may do with a proposal, as the API's `can` flags say: accept the bank's counter,
 * revise (the loan page's form), withdraw, go to final acceptance. Irreversible ones are confirmed first.
 */
import { useState } from 'react';
import { formatPercent } from '@/lib/format-decimal';
import { confirmAndRun } from './confirm-and-run';
import { LazyProposalForm } from './LazyProposalForm';
import { DETAIL_TEXT, finalAcceptancePath } from './proposal-text';
import type { ProposalDetail } from './proposal-types';
import { acceptCounter, withdrawProposal } from './proposals-api';

interface Props {
  proposal: ProposalDetail;
  ready: boolean;
  onChanged: () => void;
  onRevised: (proposal: ProposalDetail) => void;
}

export function ProposalActions({ proposal, ready, onChanged, onRevised }: Props) {
  const [revising, setRevising] = useState(false);
  const [busy, setBusy] = useState(false);
  const { can } = proposal;
  if (!can.accept_counter && !can.revise && !can.withdraw && !can.final_accept) return null;

  const run = async (action: 'accept_counter' | 'withdraw') => {
    setBusy(true);
    const result =
      action === 'withdraw'
        ? await confirmAndRun({ header: DETAIL_TEXT.withdraw, message: DETAIL_TEXT.confirmWithdraw, acceptLabel: DETAIL_TEXT.withdraw, danger: true }, () => withdrawProposal(proposal.id), DETAIL_TEXT.withdrawn)
        : await confirmAndRun(
            { header: DETAIL_TEXT.acceptCounter, message: DETAIL_TEXT.confirmAcceptCounter(formatPercent(proposal.counter_price_pct, 2, 3)), acceptLabel: DETAIL_TEXT.acceptCounter },
            () => acceptCounter(proposal.id),
            DETAIL_TEXT.counterAccepted,
          );
    setBusy(false);
    if (result) onChanged();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={DETAIL_TEXT.actions}>
        {can.final_accept && (
          <a className="btn btn-sm btn-primary" href={finalAcceptancePath(proposal.id)}>
            {DETAIL_TEXT.finalAcceptance}
          </a>
        )}
        {can.accept_counter && (
          <button type="button" className="btn btn-sm btn-primary" disabled={!ready || busy} onClick={() => void run('accept_counter')}>
            {DETAIL_TEXT.acceptCounter}
          </button>
        )}
        {can.revise && !revising && (
          <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => setRevising(true)}>
            {DETAIL_TEXT.revise}
          </button>
        )}
        {can.withdraw && (
          <button type="button" className="btn btn-sm btn-error btn-outline" disabled={!ready || busy} onClick={() => void run('withdraw')}>
            {DETAIL_TEXT.withdraw}
          </button>
        )}
      </div>
      {revising && (
        <LazyProposalForm
          loan={{ ...proposal.loan, currency: proposal.loan.currency }}
          proposal={proposal}
          organisations={[]}
          onCancel={() => setRevising(false)}
          onDone={(revised) => {
            setRevising(false);
            onRevised(revised);
          }}
        />
      )}
    </div>
  );
}
