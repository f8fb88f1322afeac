/**
 * Who may see and change a bank's pools (DOMAIN.md, "Portfolio sales"): the bank's officers and
 * managers build and list them; another bank's pool does not exist for them (404); platform admins
 * read every bank's pools and change none (403); anyone else is refused (403).
 */
import { BANK_ROLES } from '../../../src/domain/roles.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { assertCanReadBank, deskBanks, readableBanks } from '../../lib/bank-scope.ts';
import { forbidden, ValidationError } from '../../lib/http-errors.ts';
import { POOL_MESSAGES } from './messages.ts';

export const isMakerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, BANK_ROLES);
export const isManagerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, ['bank_manager']);

export { assertCanReadBank, readableBanks };

export function assertMakerAt(actor: Actor, bankId: number): void {
  assertCanReadBank(actor, bankId);
  if (!isMakerAt(actor, bankId)) throw forbidden();
}

/** The bank a new pool belongs to: the one given, or the actor's only bank. */
export function bankForNewPool(actor: Actor, requested: number | undefined): number {
  readableBanks(actor);
  if (requested !== undefined) {
    assertMakerAt(actor, requested);
    return requested;
  }
  const makerBanks = deskBanks(actor).filter((bankId) => isMakerAt(actor, bankId));
  if (makerBanks.length === 0) throw forbidden();
  if (makerBanks.length > 1) throw new ValidationError({ bank_id: [POOL_MESSAGES.chooseBank] });
  return makerBanks[0]!;
}
