/** Which roles each kind of organisation allows (spec section 6). */
import type { EntityKind } from '../../../src/domain/organisations.ts';
import { BANK_ROLES, INVESTOR_ROLES, PLATFORM_ADMIN_ROLES, type RoleName } from '../../../src/domain/roles.ts';

export const ROLES_BY_ENTITY_KIND: Record<EntityKind, readonly RoleName[]> = {
  dladminprofile: PLATFORM_ADMIN_ROLES,
  bank: BANK_ROLES,
  investor: INVESTOR_ROLES,
};

export const roleSuits = (kind: EntityKind, role: RoleName) => ROLES_BY_ENTITY_KIND[kind].includes(role);
