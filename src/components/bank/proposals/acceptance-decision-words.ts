/** The bank proposals' words for the shared decision on a pending acceptance: a manager approves or rejects it, its maker cancels it. */
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import type { Proposal } from './proposal-types';

export const acceptanceDecisionWords = (proposal: Proposal): DecisionWords => ({
  approve: {
    label: TEXT.approveAcceptance,
    confirm: {
      header: TEXT.approveAcceptance,
      message: TEXT.confirmApprove(proposal.investor.name, proposal.loan.loan_ref),
      acceptLabel: TEXT.approveAcceptance,
    },
    done: TEXT.approved,
  },
  reject: {
    label: TEXT.rejectAcceptance,
    confirm: {
      header: TEXT.rejectAcceptance,
      message: TEXT.confirmRejectAcceptance,
      acceptLabel: TEXT.rejectAcceptance,
      danger: true,
    },
    done: TEXT.acceptanceRejected,
    prompt: {
      title: TEXT.rejectAcceptanceTitle,
      label: TEXT.rejectReason,
      help: TEXT.rejectAcceptanceHelp,
      required: TEXT.rejectAcceptanceReasonRequired,
      submit: TEXT.rejectAcceptance,
      close: TEXT.close,
    },
  },
  cancel: {
    label: TEXT.cancelAcceptance,
    confirm: {
      header: TEXT.cancelAcceptance,
      message: TEXT.confirmCancel,
      acceptLabel: TEXT.cancelAcceptance,
      danger: true,
    },
    done: TEXT.cancelled,
  },
  failed: TEXT.failed,
});
