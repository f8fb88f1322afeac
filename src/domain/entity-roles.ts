/** Which roles each kind of organisation allows (spec section 6): one owner for the user form and the API's check. */
import type { EntityKind } from './organisations';
import { BANK_ROLES, INVESTOR_ROLES, PLATFORM_ADMIN_ROLES, type RoleName } from './roles';

export const ROLES_BY_ENTITY_KIND: Record<EntityKind, readonly RoleName[]> = {
  dladminprofile: PLATFORM_ADMIN_ROLES,
  bank: BANK_ROLES,
  investor: INVESTOR_ROLES,
};

export const roleSuits = (kind: EntityKind, role: RoleName) => ROLES_BY_ENTITY_KIND[kind].includes(role);
