/** Roles and role groups of the portal spec, section 6. */
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

/** The class paths the API reports as `entity_type`, as the Sanctum back end of the spec does. */
export const ENTITY_TYPE_CLASS: Record<EntityKind, string> = {
  dladminprofile: 'App\\Models\\DlAdminProfile',
  bank: 'App\\Models\\Bank',
  investor: 'App\\Models\\Investor',
};

export interface RoleAssignment {
  is_active: boolean;
  entity_type: string;
  role: { name: string };
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
export const isBankUser = (roles: readonly RoleName[]) => hasAnyRole(roles, BANK_ROLES);
export const isInvestorUser = (roles: readonly RoleName[]) => hasAnyRole(roles, INVESTOR_ROLES);
