/**
 * Whether a viewer reads a proposal from the bank's side: its bank's people and platform admins see
 * the bank's internal four-eyes steps and its staff's names; the investor sees only what concerns it.
 */
import { BANK_ROLES } from '../../../src/domain/roles.ts';
import { hasRoleIn, isPlatformAdminActor, type Actor } from '../../lib/access/actor.ts';

export const seesBankSide = (actor: Actor, proposal: { bankId: number }): boolean =>
  isPlatformAdminActor(actor) || hasRoleIn(actor, proposal.bankId, BANK_ROLES);
