/**
 * Who may see and do what in a pool's award: the pool's bank reads the ranking and makes the award (any of
 * its officers and managers, a manager other than the maker approves); platform admins read; another
 * bank's pool does not exist (404). An investor sees only its own award row, and only its people act on it.
 */
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { entityIdsOfKind, hasRoleIn, mayActIn, type Actor } from '../../lib/access/actor.ts';
import { assertCanReadBank } from '../../lib/bank-scope.ts';
import { forbidden } from '../../lib/http-errors.ts';

export { assertCanReadBank };

export const isMakerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, BANK_ROLES);

export function assertMakerAt(actor: Actor, bankId: number): void {
  assertCanReadBank(actor, bankId);
  if (!isMakerAt(actor, bankId)) throw forbidden();
}

/** The investor organisations where the actor holds an investor role; 403 when none. */
export function investorOrganisations(actor: Actor): number[] {
  const ids = entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));
  if (ids.length === 0) throw forbidden();
  return ids;
}

export const mayActForInvestor = (actor: Actor, investorId: number) => mayActIn(actor, investorId, INVESTOR_ROLES);
