/**
 * Who the award tells, in the transaction of the step: the invited bidder (winner or backup now asked to
 * confirm), the other bidders when the award is made (not won, or a backup), and the bank when no one confirmed.
 */
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { formatMoney } from '../../../src/domain/format-decimal.ts';
import type { Executor } from '../../db/client.ts';
import { notify, peopleWithRoles } from '../../lib/notifications/index.ts';
import { minorToDecimal } from './money.ts';
import type { AwardWithBid, PoolRow } from './queries.ts';

const investorPage = (poolId: number) => `/app/investor/pools/${poolId}/award`;
const bankPage = (poolId: number) => `/app/bank/pools/${poolId}/bids`;

export async function notifyInvited(tx: Executor, pool: PoolRow, row: AwardWithBid, respondBy: Date): Promise<void> {
  const total = formatMoney(minorToDecimal(row.totalMinor, pool.currency), pool.currency);
  await notify(tx, {
    kind: 'pool_award_invited',
    userIds: await peopleWithRoles(tx, [row.investorId], INVESTOR_ROLES),
    subject: { type: 'pool', id: pool.id },
    words: {
      title:
        row.award.rank === 1
          ? `Your bid on pool ${pool.name} won: confirm it`
          : `Pool ${pool.name}: your backup bid is now invited to confirm`,
      lines: [
        `Your binding bid of ${total} is invited to final acceptance.`,
        `Confirm or decline by ${respondBy.toISOString().slice(0, 16).replace('T', ' ')} UTC; after that the next bidder is invited.`,
      ],
      href: investorPage(pool.id),
    },
  });
}

/** The award's news to every other bidder on the pool: a backup, or not won. */
export async function notifyAwardResults(
  tx: Executor,
  pool: PoolRow,
  awarded: readonly AwardWithBid[],
  otherInvestorIds: readonly number[],
): Promise<void> {
  const subject = { type: 'pool', id: pool.id };
  for (const row of awarded.filter((entry) => entry.award.rank > 1)) {
    await notify(tx, {
      kind: 'pool_award_result',
      userIds: await peopleWithRoles(tx, [row.investorId], INVESTOR_ROLES),
      subject,
      words: {
        title: `Pool ${pool.name}: your bid is backup number ${row.award.rank - 1}`,
        lines: ['Another bid won. If it is not confirmed, your bid is invited to confirm at its own terms.'],
        href: investorPage(pool.id),
      },
    });
  }
  const losers = await peopleWithRoles(tx, [...otherInvestorIds], INVESTOR_ROLES);
  await notify(tx, {
    kind: 'pool_award_result',
    userIds: losers,
    subject,
    words: {
      title: `Pool ${pool.name}: your bid did not win`,
      lines: ['The bank has awarded the pool to another bidder. Thank you for your bid.'],
      href: `/app/investor/pools/${pool.id}`,
    },
  });
}

export async function notifyNoneConfirmed(tx: Executor, pool: PoolRow): Promise<void> {
  await notify(tx, {
    kind: 'pool_award_ended',
    userIds: await peopleWithRoles(tx, [pool.bankId], BANK_ROLES),
    subject: { type: 'pool', id: pool.id },
    words: {
      title: `Pool ${pool.name}: no awarded bidder confirmed`,
      lines: [
        'The winner and the backups declined or let their time lapse.',
        'The pool is withdrawn and its loans are back on your desk, free to pool or list again.',
      ],
      href: bankPage(pool.id),
    },
  });
}
