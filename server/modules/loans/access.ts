/**
 * Who may do what with a bank's records (spec section 6, DOMAIN.md): a bank's officers and
 * managers work on their own bank's loans; another bank's loan does not exist for them (404);
 * platform admins read every bank's loans and change none (403); anyone else is refused (403).
 */
import { BANK_ROLES } from '../../../src/domain/roles.ts';
import { mayActIn, type Actor } from '../../lib/access/actor.ts';
import { assertCanReadBank, deskBanks, readableBanks } from '../../lib/bank-scope.ts';
import { HttpError, ValidationError } from '../../lib/http-errors.ts';

export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const notFound = () => new HttpError(404, 'Not found.');

export const isMakerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, BANK_ROLES);
export const isOfficerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, ['bank_officer']);
export const isManagerAt = (actor: Actor, bankId: number) => mayActIn(actor, bankId, ['bank_manager']);

export { deskBanks, readableBanks };
export const assertCanRead = assertCanReadBank;

/** Throws unless the actor is a maker of the bank (a platform admin reads only: 403). */
export function assertMakerAt(actor: Actor, bankId: number): void {
  assertCanRead(actor, bankId);
  if (!isMakerAt(actor, bankId)) throw forbidden();
}

/** Editing a loan is the officers' work: the spec keeps bank managers off the edit screen. */
export function assertEditorAt(actor: Actor, bankId: number): void {
  assertCanRead(actor, bankId);
  if (!isOfficerAt(actor, bankId)) throw forbidden();
}

/** The bank a new loan belongs to: the one given, or the actor's only bank. */
export function bankForNewLoan(actor: Actor, requested: number | undefined): number {
  readableBanks(actor);
  const makerBanks = deskBanks(actor).filter((bankId) => isMakerAt(actor, bankId));
  if (requested !== undefined) {
    assertMakerAt(actor, requested);
    return requested;
  }
  if (makerBanks.length === 0) throw forbidden();
  if (makerBanks.length > 1) throw new ValidationError({ bank_id: ['Choose the bank of the loan.'] });
  return makerBanks[0]!;
}
