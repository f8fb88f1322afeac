/** The reason for rejecting a proposal, or for rejecting a colleague's request to accept one. */
import ReasonDialog from '@/components/forms/ReasonDialog';
import { toast } from '@/stores/toast';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { decideAcceptance, rejectProposal } from './proposals-api';
import type { Proposal } from './proposal-types';

interface Props {
  proposal: Proposal;
  kind: 'reject' | 'reject_acceptance';
  onDone: () => void;
  onClose: () => void;
}

export default function ProposalReasonDialog({ proposal, kind, onDone, onClose }: Props) {
  const acceptance = kind === 'reject_acceptance';
  const pendingId = proposal.pending_acceptance?.pending_action_id;
  return (
    <ReasonDialog
      title={acceptance ? TEXT.rejectAcceptanceTitle : TEXT.rejectTitle}
      label={TEXT.rejectReason}
      help={acceptance ? TEXT.rejectAcceptanceHelp : TEXT.rejectHelp}
      submitLabel={acceptance ? TEXT.rejectAcceptance : TEXT.rejectSubmit}
      closeLabel={TEXT.close}
      failed={TEXT.failed}
      send={(reason) => (acceptance && pendingId ? decideAcceptance(pendingId, 'reject', reason) : rejectProposal(proposal.id, reason))}
      onDone={() => {
        toast({ severity: 'success', summary: acceptance ? TEXT.acceptanceRejected : TEXT.rejected, life: 4000 });
        onDone();
      }}
      onClose={onClose}
    />
  );
}
