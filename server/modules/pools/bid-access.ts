/**
 * Who may bid on a pool in phase 2: the people of an investor the bank shortlisted. To anyone else the
 * pool's bidding does not exist (404), so a bid's existence never leaks; people of no investor are refused (403).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { entityIdsOfKind, hasRoleIn, mayActIn, type Actor } from '../../lib/access/actor.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { poolParticipants } from '../../db/schema/index.ts';
import { BID_ANSWERS } from './bid-messages.ts';

/** The investor organisation through which the actor bids on the pool: the shortlisted one. */
export async function shortlistedInvestorOf(
  db: Executor,
  actor: Actor,
  poolId: number,
  intent: 'read' | 'write',
): Promise<number> {
  const investorIds = entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));
  if (investorIds.length === 0) throw forbidden(BID_ANSWERS.notInvestor);
  const rows = await db
    .select({ investorId: poolParticipants.investorId })
    .from(poolParticipants)
    .where(
      and(
        eq(poolParticipants.poolId, poolId),
        inArray(poolParticipants.investorId, investorIds),
        eq(poolParticipants.shortlist, 'shortlisted'),
      ),
    )
    .orderBy(poolParticipants.investorId);
  const investorId = rows[0]?.investorId;
  if (investorId === undefined) throw notFound(BID_ANSWERS.poolNotFound);
  // A suspended investor's people still read their bid but place none.
  if (intent === 'write' && !mayActIn(actor, investorId, INVESTOR_ROLES)) throw forbidden();
  return investorId;
}
