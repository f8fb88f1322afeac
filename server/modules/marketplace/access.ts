/**
 * Who reads the marketplace (trading contract, "Who may do what"): investor users and managers
 * of an active investor organisation, and platform admins; bank users are refused (403).
 */
import { INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { isPlatformAdminActor, type Actor } from '../../lib/access/actor.ts';
import { forbidden } from '../../lib/http-errors.ts';

export interface MarketReader {
  /** The investor organisations whose proposals are the caller's own ("my_proposal"). */
  investorIds: number[];
  isPlatformAdmin: boolean;
}

export function marketReader(actor: Actor): MarketReader {
  const investorIds = [
    ...new Set(
      actor.memberships
        .filter(
          (membership) =>
            membership.entityKind === 'investor' && membership.entityActive && INVESTOR_ROLES.includes(membership.role),
        )
        .map((membership) => membership.entityId),
    ),
  ];
  const isPlatformAdmin = isPlatformAdminActor(actor);
  if (investorIds.length === 0 && !isPlatformAdmin) throw forbidden();
  return { investorIds, isPlatformAdmin };
}
