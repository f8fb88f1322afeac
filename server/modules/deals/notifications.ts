/** Who a deal's steps tell, in the step's transaction: the bank of funds sent, both sides of a settlement or a cancellation. */
import { formatMoney } from '../../../src/domain/format-decimal.ts';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { pathFor } from '../../../src/domain/routes.ts';
import type { Executor } from '../../db/client.ts';
import { notify, peopleWithRoles } from '../../lib/notifications/index.ts';
import { findDealWithParties } from '../trading/deal-queries.ts';

type DealEvent = 'funds_sent' | 'deal_settled' | 'deal_cancelled';

export async function notifyDealStep(tx: Executor, dealId: number, event: DealEvent): Promise<void> {
  const row = await findDealWithParties(tx, dealId);
  if (!row) return;
  const { deal, loan, pool } = row;
  const sold = loan ? `loan ${loan.loanRef}` : `pool ${pool?.name ?? ''}`;
  const currency = loan?.currency ?? pool?.currency ?? '';
  const named = `Deal #${deal.id}: ${sold}, ${row.bankName} to ${row.investorName}, ${formatMoney(deal.amount, currency)}`;
  const subject = { type: 'deal', id: deal.id };
  const bankPage = pathFor('bank.deals.show', { id: deal.id });
  const investorPage = pathFor('investor.deals.show', { id: deal.id });
  const [bankPeople, investorPeople] = await Promise.all([
    peopleWithRoles(tx, [deal.bankId], BANK_ROLES),
    event === 'funds_sent' ? Promise.resolve([]) : peopleWithRoles(tx, [deal.investorId], INVESTOR_ROLES),
  ]);
  if (event === 'funds_sent') {
    await notify(tx, {
      kind: 'funds_sent',
      userIds: bankPeople,
      subject,
      words: {
        title: `${row.investorName} sent the funds for deal #${deal.id}`,
        lines: [`${named}.`, 'Once the funds have arrived, confirm the settlement on the deal’s page.'],
        href: bankPage,
      },
    });
    return;
  }
  const settled = event === 'deal_settled';
  const title = settled ? `Deal #${deal.id} is settled` : `Deal #${deal.id} is cancelled`;
  const lines = settled
    ? [`${named}.`, 'The bank confirmed receipt of the funds and the loan’s transfer.']
    : [
        `${named}.`,
        `Reason: ${deal.cancelReason ?? 'none given'}`,
        loan ? 'The loan is listed again.' : 'The pool’s loans are back with the bank.',
      ];
  for (const [userIds, href] of [
    [bankPeople, bankPage],
    [investorPeople, investorPage],
  ] as const) {
    await notify(tx, { kind: event, userIds, subject, words: { title, lines, href } });
  }
}
