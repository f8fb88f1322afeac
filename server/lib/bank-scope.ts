/**
 * Which banks' records a signed-in user may read: platform admins every bank's (read-only),
 * a bank's officers and managers their own bank's; a user of no bank desk none (403).
 * Another bank's record does not exist for a bank user (404).
 */
import { BANK_ROLES } from '../../src/domain/roles.ts';
import { entityIdsOfKind, hasRoleIn, isPlatformAdminActor, type Actor } from './access/actor.ts';
import { HttpError } from './http-errors.ts';

/** The banks whose desk the actor works at (any bank role). */
export const deskBanks = (actor: Actor) =>
  entityIdsOfKind(actor, 'bank').filter((bankId) => hasRoleIn(actor, bankId, BANK_ROLES));

/** The banks whose records the actor reads; null means every bank. Throws 403 for a user of no bank desk. */
export function readableBanks(actor: Actor): number[] | null {
  if (isPlatformAdminActor(actor)) return null;
  const banks = deskBanks(actor);
  if (banks.length === 0) throw new HttpError(403, 'This action is unauthorized.');
  return banks;
}

/** Throws unless the actor may read the bank's records: 403 for a user of no bank desk, 404 for another bank's. */
export function assertCanReadBank(actor: Actor, bankId: number): void {
  const banks = readableBanks(actor);
  if (banks !== null && !banks.includes(bankId)) throw new HttpError(404, 'Not found.');
}

/** The record, when the actor may read its bank's records; a missing one is 404 to a bank desk, 403 to anyone else. */
export function readableBankRecord<T extends { bankId: number }>(actor: Actor, record: T | null | undefined): T {
  if (!record) {
    readableBanks(actor);
    throw new HttpError(404, 'Not found.');
  }
  assertCanReadBank(actor, record.bankId);
  return record;
}
