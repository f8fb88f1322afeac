/**
 * Who takes part in a pool's sale (DOMAIN.md, "Portfolio sales"): the people of an active investor
 * organisation, for the pools open to it. A pool is open to every active investor or to the invited
 * ones only, and only once listed (phase 1 on); to anyone else it does not exist (404). Bank people
 * and platform admins never bid (403).
 */
import { INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { isVisibleToInvestors } from '../../../src/domain/pools/status.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { PoolRow } from './queries.ts';
import { PHASE1_MESSAGES } from './phase1-messages.ts';

/** The investor organisation the actor bids for: its first active one (a person rarely belongs to two). */
export function biddingInvestor(actor: Actor): number {
  const ids = actor.memberships
    .filter((m) => m.entityKind === 'investor' && m.entityActive && INVESTOR_ROLES.includes(m.role))
    .map((m) => m.entityId)
    .sort((a, b) => a - b);
  if (ids.length === 0) throw forbidden(PHASE1_MESSAGES.investorsOnly);
  return ids[0]!;
}

export const isOpenTo = (pool: PoolRow, investorId: number) =>
  isVisibleToInvestors(pool.status) &&
  (pool.accessMode === 'open' || (pool.accessMode === 'invitation' && pool.invitedInvestorIds.includes(investorId)));

/** The pool when it is open to the investor; otherwise it does not exist for it. */
export function assertOpenTo(pool: PoolRow | null, investorId: number): PoolRow {
  if (!pool || !isOpenTo(pool, investorId)) throw notFound();
  return pool;
}
