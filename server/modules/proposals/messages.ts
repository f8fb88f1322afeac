/** What the proposal endpoints answer when the state of a proposal or its loan refuses a request. */
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../src/domain/trading/proposal-status.ts';

const statusWords = (status: ProposalStatus) => PROPOSAL_STATUS_LABELS[status].toLowerCase();

export const PROPOSAL_CONFLICTS = {
  loanNotOnMarket: 'This loan is no longer on the market.',
  alreadyOpen: 'You already have an open proposal on this loan: revise it instead.',
  anotherAccepted: 'Another proposal on this loan has just been accepted.',
  soldToSomeoneElse: 'Someone else was faster: this loan has just been sold.',
  staleVersion: 'The proposal has changed since you opened it: open it again and make your change anew.',
  acceptancePending: 'An acceptance of this proposal is waiting for a manager’s approval: approve or reject it first.',
  deadlinePassed: 'The time for final acceptance has passed: the bank’s acceptance has lapsed.',
  /** The loan's principal moved after the proposal was priced: the agreed amount no longer follows from the agreed price. */
  pricedOnOtherData:
    'The loan’s data has changed since this proposal was priced, so its amount no longer follows from its price. Nothing was changed.',
  /** The investor confirmed other terms than the proposal holds now. */
  confirmedOtherTerms:
    'The terms have changed since you opened this page: review the price and amount again before you confirm.',
  notAllowed: (what: string, status: ProposalStatus) => `A proposal that is ${statusWords(status)} cannot be ${what}.`,
} as const;

export const CHOOSE_INVESTOR = 'Choose the investor organisation to act for.';

/** Why a loan that is not listed takes no new step: sold, under offer to another proposal, or off the market. */
export function loanConflict(status: LoanStatus): string {
  if (status === 'sold') return PROPOSAL_CONFLICTS.soldToSomeoneElse;
  if (status === 'under_offer') return PROPOSAL_CONFLICTS.anotherAccepted;
  return PROPOSAL_CONFLICTS.loanNotOnMarket;
}
