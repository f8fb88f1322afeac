/**
 * Who may see and change a bank's batches (spec section 6, DOMAIN.md): the bank's officers and
 * managers (another bank's batch does not exist for them: 404); platform admins read every
 * bank's batches and change none (403); anyone else is refused (403).
 *
 * The API serves a batch's detail to the bank's officers too: the bulk-upload screen polls it
 * for progress, summary and errors. The portal's review screen (bank/mortgages/batch/{id})
 * is the one spec section 6 closes to bank_officer; that is the route guard's work.
 */
import { BANK_ROLES } from '../../../src/domain/roles.ts';
import { entityIdsOfKind, isPlatformAdminActor, mayActIn, type Actor } from '../../lib/access/actor.ts';
import { forbidden, notFound, ValidationError } from '../../lib/http-errors.ts';
import { BATCH_MESSAGES } from './messages.ts';

/** The banks whose batches the actor may read; null for every bank (platform admins). */
export function readableBankIds(actor: Actor): number[] | null {
  if (isPlatformAdminActor(actor)) return null;
  const banks = entityIdsOfKind(actor, 'bank');
  if (banks.length === 0) throw forbidden();
  return banks;
}

export function assertCanReadBank(actor: Actor, bankId: number): void {
  const banks = readableBankIds(actor);
  if (banks && !banks.includes(bankId)) throw notFound();
}

export const isMakerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, BANK_ROLES);
export const isManagerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, ['bank_manager']);

/** The bank a new batch belongs to: the one asked for, or the actor's only bank where they may make actions. */
export function bankForUpload(actor: Actor, requested: number | undefined): number {
  const banks = readableBankIds(actor);
  if (requested !== undefined) {
    if (banks && !banks.includes(requested)) throw notFound();
    if (!isMakerAt(actor, requested)) throw forbidden();
    return requested;
  }
  const makerBanks = (banks ?? []).filter((bankId) => isMakerAt(actor, bankId));
  if (makerBanks.length === 0) throw forbidden();
  if (makerBanks.length > 1) throw new ValidationError({ bank_id: [BATCH_MESSAGES.chooseBank] });
  return makerBanks[0]!;
}
