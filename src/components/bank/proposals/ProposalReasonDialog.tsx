/** The reason for rejecting a proposal (a pending acceptance is rejected through the shared decision). */
import ReasonDialog from '@/components/forms/ReasonDialog';
import { toast } from '@/stores/toast';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { rejectProposal } from './proposals-api';
import type { Proposal } from './proposal-types';

interface Props {
  proposal: Proposal;
  onDone: () => void;
  onClose: () => void;
}

export default function ProposalReasonDialog({ proposal, onDone, onClose }: Props) {
  return (
    <ReasonDialog
      title={TEXT.rejectTitle}
      label={TEXT.rejectReason}
      help={TEXT.rejectHelp}
      submitLabel={TEXT.rejectSubmit}
      closeLabel={TEXT.close}
      failed={TEXT.failed}
      send={(reason) => rejectProposal(proposal.id, reason)}
      onDone={() => {
        toast({ severity: 'success', summary: TEXT.rejected, life: 4000 });
        onDone();
      }}
      onClose={onClose}
    />
  );
}
