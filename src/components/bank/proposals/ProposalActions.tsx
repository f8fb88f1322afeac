/**
 * What the viewer may do with one proposal, as the API's `can` says: counter and reject open a
 * dialog, accept is confirmed and goes to a manager. A pending acceptance is decided through the
 * shared decision by a bank manager who did not ask for it; its maker may cancel it.
 */
import { useState } from 'react';
import { fromAcceptance } from '@/components/maker-checker/decision-rights';
import { PendingDecision } from '@/components/maker-checker/PendingDecision';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { confirmAndRun } from '@/lib/confirm-and-run';
import type { Viewer } from '@/components/data/use-viewer';
import { acceptanceDecisionWords } from './acceptance-decision-words';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { acceptProposal } from './proposals-api';
import type { Proposal } from './proposal-types';

export type ProposalDialog = 'counter' | 'reject';

interface Props {
  proposal: Proposal;
  viewer: Viewer;
  ready: boolean;
  onDialog: (proposal: Proposal, dialog: ProposalDialog) => void;
  onChanged: () => void;
}

export function ProposalActions({ proposal, viewer, ready, onDialog, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const { can, pending_acceptance: pending } = proposal;
  if (!viewer.bankUser) return null;

  const accept = async () => {
    setBusy(true);
    const terms = [formatPrice(proposal.price_pct), formatMoney(proposal.amount, proposal.loan.currency)] as const;
    const result = await confirmAndRun(
      {
        header: TEXT.confirmAcceptTitle,
        message: TEXT.confirmAccept(proposal.investor.name, ...terms),
        acceptLabel: TEXT.accept,
      },
      () => acceptProposal(proposal.id),
      { done: TEXT.acceptSent, failed: TEXT.failed },
    );
    setBusy(false);
    // A 409 (someone else was faster) also changes what the list should show.
    if (result && (result.ok || result.status === 409)) onChanged();
  };

  const disabled = !ready || busy;
  const button = (label: string, onClick: () => void, tone = '') => (
    <button type="button" className={`btn btn-xs ${tone}`} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div
      className="flex flex-wrap justify-end gap-1 sm:justify-start"
      role="group"
      aria-label={`${TEXT.columns.actions}: ${proposal.investor.name}, ${proposal.loan.loan_ref}`}
    >
      {can.counter && button(TEXT.counter, () => onDialog(proposal, 'counter'))}
      {can.accept && button(TEXT.accept, () => void accept(), 'btn-primary')}
      {can.reject && button(TEXT.reject, () => onDialog(proposal, 'reject'))}
      {pending && (
        <PendingDecision
          action={fromAcceptance(pending)}
          viewer={{ userId: viewer.userId, checker: viewer.bankManager }}
          words={acceptanceDecisionWords(proposal)}
          compact
          ready={ready && !busy}
          onDecided={onChanged}
        />
      )}
    </div>
  );
}
