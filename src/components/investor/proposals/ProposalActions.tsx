/**
 * What the investor may do with a proposal, as the API's `can` flags say: accept the bank's counter
 * (confirmed first, naming its price), revise (the loan page's form), withdraw (confirmed first: it
 * cannot be undone), go to final acceptance.
 */
import { useState } from 'react';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { confirmAndRun } from '@/lib/confirm-and-run';
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

  const withdraw = async () => {
    setBusy(true);
    const result = await confirmAndRun(
      {
        header: DETAIL_TEXT.withdraw,
        message: DETAIL_TEXT.confirmWithdraw,
        acceptLabel: DETAIL_TEXT.withdraw,
        danger: true,
      },
      () => withdrawProposal(proposal.id),
      { done: DETAIL_TEXT.withdrawn, failed: DETAIL_TEXT.failed },
    );
    setBusy(false);
    if (result) onChanged();
  };

  // Accepting the counter changes the price the bank is asked to confirm: said in full and confirmed first.
  const takeCounter = async () => {
    const price = formatPrice(proposal.counter_price_pct);
    setBusy(true);
    const result = await confirmAndRun(
      {
        header: DETAIL_TEXT.acceptCounter,
        message: DETAIL_TEXT.confirmAcceptCounter(price, formatMoney(proposal.counter_amount, proposal.loan.currency)),
        acceptLabel: DETAIL_TEXT.acceptCounter,
      },
      () => acceptCounter(proposal.id),
      { done: DETAIL_TEXT.counterAccepted(price), failed: DETAIL_TEXT.failed },
    );
    setBusy(false);
    if (result) onChanged();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={DETAIL_TEXT.actions}>
        {can.final_accept && (
          <a className="btn btn-primary btn-sm" href={finalAcceptancePath(proposal.id)}>
            {DETAIL_TEXT.finalAcceptance}
          </a>
        )}
        {can.accept_counter && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!ready || busy}
            onClick={() => void takeCounter()}
          >
            {DETAIL_TEXT.acceptCounter}
          </button>
        )}
        {can.revise && !revising && (
          <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => setRevising(true)}>
            {DETAIL_TEXT.revise}
          </button>
        )}
        {can.withdraw && (
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            disabled={!ready || busy}
            onClick={() => void withdraw()}
          >
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
