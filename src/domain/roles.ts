/** Roles, role groups and capabilities of the portal spec, section 6. */
import type { EntityKind } from './organisations';

export const ROLES = [
  'super_admin',
  'dl_admin_maker',
  'dl_admin_checker',
  'bank_officer',
  'bank_manager',
  'investor_user',
  'investor_manager',
] as const;

export type RoleName = (typeof ROLES)[number];

export const PLATFORM_ADMIN_ROLES: readonly RoleName[] = ['super_admin', 'dl_admin_maker', 'dl_admin_checker'];
export const BANK_ROLES: readonly RoleName[] = ['bank_officer', 'bank_manager'];
export const INVESTOR_ROLES: readonly RoleName[] = ['investor_user', 'investor_manager'];

/** Maker capability: may propose a change that another person must approve. */
export const MAKER_ROLES: readonly RoleName[] = ['super_admin', 'dl_admin_maker', 'bank_officer', 'bank_manager'];
/** Checker capability: may approve or reject a change made by someone else. */
export const CHECKER_ROLES: readonly RoleName[] = ['super_admin', 'dl_admin_checker', 'bank_manager'];

/** The class paths the API reports as `entity_type`, as the Sanctum back end of the spec does. */
export const ENTITY_TYPE_CLASS: Record<EntityKind, string> = {
  dladminprofile: 'App\\Models\\DlAdminProfile',
  bank: 'App\\Models\\Bank',
  investor: 'App\\Models\\Investor',
};

/** The roles each kind of organisation can grant. */
export const ROLES_BY_ENTITY_KIND: Record<EntityKind, readonly RoleName[]> = {
  dladminprofile: PLATFORM_ADMIN_ROLES,
  bank: BANK_ROLES,
  investor: INVESTOR_ROLES,
};

export interface RoleAssignment {
  is_active: boolean;
  entity_type: string;
  role: { name: string };
}

/** The kind of organisation an `entity_type` class path names: its last segment, lower-cased. */
export function entityKindOf(entityType: string): string {
  const segments = entityType.split('\\');
  return (segments[segments.length - 1] ?? '').toLowerCase();
}

export function isRoleName(name: string): name is RoleName {
  return (ROLES as readonly string[]).includes(name);
}

/** Role names granted by a user's active assignments, without repeats. */
export function activeRoles(assignments: readonly RoleAssignment[] | undefined | null): RoleName[] {
  const names = new Set<RoleName>();
  for (const assignment of assignments ?? []) {
    if (assignment.is_active && isRoleName(assignment.role.name)) names.add(assignment.role.name);
  }
  return [...names];
}

export function hasAnyRole(roles: readonly RoleName[], wanted: readonly RoleName[]): boolean {
  return roles.some((role) => wanted.includes(role));
}

export const isPlatformAdmin = (roles: readonly RoleName[]) => hasAnyRole(roles, PLATFORM_ADMIN_ROLES);
export const isMaker = (roles: readonly RoleName[]) => hasAnyRole(roles, MAKER_ROLES);
export const isChecker = (roles: readonly RoleName[]) => hasAnyRole(roles, CHECKER_ROLES);
export const isBankUser = (roles: readonly RoleName[]) => hasAnyRole(roles, BANK_ROLES);
export const isInvestorUser = (roles: readonly RoleName[]) => hasAnyRole(roles, INVESTOR_ROLES);
