/**
 * Who a proposal's steps tell, in the step's transaction: the bank's officers and managers of an
 * offer to answer, the investor's people of the bank's answer and of a final acceptance about to lapse.
 */
import { formatMoney, formatPrice } from '../../../src/domain/format-decimal.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Executor } from '../../db/client.ts';
import { notify, peopleWithRoles } from '../../lib/notifications/index.ts';
import { namesOf, type LoanRow, type ProposalRow } from './queries.ts';

const subjectOf = (row: ProposalRow) => ({ type: 'proposal', id: row.id });
const terms = (pricePct: string, amount: string, loan: LoanRow) =>
  `${formatPrice(pricePct)} of the principal, ${formatMoney(amount, loan.currency)}`;

/** An offer for the bank to answer: a new proposal, a revision, or the investor taking the bank's counter price. */
export async function notifyProposalReceived(
  tx: Executor,
  row: ProposalRow,
  loan: LoanRow,
  how: 'submitted' | 'revised' | 'counter_accepted',
): Promise<void> {
  const investor = (await namesOf(tx, 'entities', [row.investorId])).get(row.investorId) ?? 'An investor';
  const what = {
    submitted: `${investor} proposes on loan ${loan.loanRef}`,
    revised: `${investor} revised its proposal on loan ${loan.loanRef}`,
    counter_accepted: `${investor} takes your counter price on loan ${loan.loanRef}`,
  }[how];
  await notify(tx, {
    kind: 'proposal_received',
    userIds: await peopleWithRoles(tx, [row.bankId], BANK_ROLES),
    subject: subjectOf(row),
    words: {
      title: what,
      lines: [
        `${what}: ${terms(row.pricePct, row.amount, loan)}, settlement on ${row.settlementDate}, valid until ${row.validUntil}.`,
        'Counter, reject or ask for its acceptance on the loan’s listing page.',
      ],
      href: pathFor('bank.mortgages.listed', { id: loan.id }),
    },
  });
}

type BankAnswer = 'countered' | 'accepted' | 'rejected';

const ANSWER_KIND = {
  countered: 'proposal_countered',
  accepted: 'proposal_accepted',
  rejected: 'proposal_rejected',
} as const;

function answerLines(answer: BankAnswer, row: ProposalRow, loan: LoanRow): string[] {
  if (answer === 'countered')
    return [
      `The bank proposes ${terms(row.counterPricePct!, row.counterAmount!, loan)} instead.`,
      ...(row.counterNote ? [`Its note: ${row.counterNote}`] : []),
      'Accept the counter price, revise or withdraw your proposal.',
    ];
  if (answer === 'accepted')
    return [
      `The bank accepted ${terms(row.pricePct, row.amount, loan)}.`,
      `Confirm it by final acceptance before ${row.finalAcceptanceDeadline?.toISOString().replace('T', ' ').slice(0, 16) ?? 'the deadline'} UTC, or the loan goes back on the market.`,
    ];
  return [`Reason: ${row.rejectionReason ?? 'none given'}`, 'You may propose again while the loan is listed.'];
}

/** The bank's answer to the proposal's investor: countered, accepted (after four eyes) or rejected. */
export async function notifyBankAnswer(tx: Executor, answer: BankAnswer, row: ProposalRow, loan: LoanRow) {
  await notify(tx, {
    kind: ANSWER_KIND[answer],
    userIds: await peopleWithRoles(tx, [row.investorId], INVESTOR_ROLES),
    subject: subjectOf(row),
    words: {
      title: `Your proposal on loan ${loan.loanRef} was ${answer}`,
      lines: answerLines(answer, row, loan),
      href:
        answer === 'accepted'
          ? pathFor('investor.proposals.final-acceptance', { id: row.id })
          : pathFor('investor.proposals.show', { id: row.id }),
    },
  });
}

/** The reminder that an accepted proposal lapses within a day: once per acceptance and person. */
export async function notifyFinalAcceptanceDue(tx: Executor, row: ProposalRow, loan: LoanRow): Promise<number[]> {
  const deadline = row.finalAcceptanceDeadline!;
  return notify(tx, {
    kind: 'final_acceptance_due',
    userIds: await peopleWithRoles(tx, [row.investorId], INVESTOR_ROLES),
    subject: subjectOf(row),
    onceKey: `final_acceptance_due:${row.id}:${deadline.toISOString()}`,
    words: {
      title: `Final acceptance of loan ${loan.loanRef} is due within a day`,
      lines: [
        `The bank accepted your proposal of ${terms(row.pricePct, row.amount, loan)}.`,
        `Unless you finally accept it before ${deadline.toISOString().replace('T', ' ').slice(0, 16)} UTC, it lapses and the loan goes back on the market.`,
      ],
      href: pathFor('investor.proposals.final-acceptance', { id: row.id }),
    },
  });
}
