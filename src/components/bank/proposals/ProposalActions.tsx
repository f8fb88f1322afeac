/**
 * What the viewer may do with one proposal, as the API's `can` says: counter and reject open a
 * dialog, accept is confirmed and goes to a manager. A pending acceptance is decided by a bank
 * manager who did not ask for it; its maker may cancel it.
 */
import { useState } from 'react';
import { formatMoney, formatPercent } from '@/lib/format-decimal';
import { confirmAndRun } from '@/lib/confirm-and-run';
import type { Viewer } from '../use-viewer';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { acceptProposal, decideAcceptance } from './proposals-api';
import type { Proposal } from './proposal-types';

export type ProposalDialog = 'counter' | 'reject' | 'reject_acceptance';

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
  const ownRequest = pending !== null && viewer.userId !== null && pending.maker.id === viewer.userId;
  const decides = pending !== null && viewer.bankUser && viewer.manager && !ownRequest;
  if (!viewer.bankUser) return null;

  const run = async (...args: Parameters<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await confirmAndRun(...args);
    setBusy(false);
    // A 409 (someone else was faster) also changes what the list should show.
    if (result && (result.ok || result.status === 409)) onChanged();
  };
  const terms = [formatPercent(proposal.price_pct, 3, 3), formatMoney(proposal.amount, proposal.loan.currency)] as const;

  const accept = () =>
    run({ header: TEXT.confirmAcceptTitle, message: TEXT.confirmAccept(proposal.investor.name, ...terms), acceptLabel: TEXT.accept }, () => acceptProposal(proposal.id), TEXT.acceptSent, TEXT.failed);
  const approve = (id: number) =>
    run({ header: TEXT.approveAcceptance, message: TEXT.confirmApprove(proposal.investor.name, proposal.loan.loan_ref), acceptLabel: TEXT.approveAcceptance }, () => decideAcceptance(id, 'approve'), TEXT.approved, TEXT.failed);
  const cancel = (id: number) =>
    run({ header: TEXT.cancelAcceptance, message: TEXT.confirmCancel, acceptLabel: TEXT.cancelAcceptance, danger: true }, () => decideAcceptance(id, 'cancel'), TEXT.cancelled, TEXT.failed);

  const disabled = !ready || busy;
  const button = (label: string, onClick: () => void, tone = '') => (
    <button type="button" className={`btn btn-xs ${tone}`} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap justify-end gap-1 sm:justify-start" role="group" aria-label={`${TEXT.columns.actions}: ${proposal.investor.name}, ${proposal.loan.loan_ref}`}>
      {can.counter && button(TEXT.counter, () => onDialog(proposal, 'counter'))}
      {can.accept && button(TEXT.accept, () => void accept(), 'btn-primary')}
      {can.reject && button(TEXT.reject, () => onDialog(proposal, 'reject'))}
      {decides && button(TEXT.approveAcceptance, () => void approve(pending.pending_action_id), 'btn-success')}
      {decides && button(TEXT.rejectAcceptance, () => onDialog(proposal, 'reject_acceptance'))}
      {ownRequest && button(TEXT.cancelAcceptance, () => void cancel(pending.pending_action_id))}
    </div>
  );
}
