/** Who is looking at a screen: their user id, roles and what those let them do, from the auth store once the island has mounted. */
import { useMemo } from 'react';
import { $user, type AuthUser } from '@/stores/auth';
import { activeRoles, hasAnyRole, INVESTOR_ROLES, isBankUser, isInvestorUser, type RoleName } from '@/domain/roles';
import { useClientStore } from '@/components/ui/use-client-store';

export interface Viewer {
  /** False until the session is known, so nothing is offered before then. */
  known: boolean;
  userId: number | null;
  roles: RoleName[];
  /** A bank officer or manager; anyone else on a bank screen is a platform admin, who only reads. */
  bankUser: boolean;
  bankManager: boolean;
  /** An investor user or manager; anyone else on an investor screen is a platform admin, who only reads. */
  investor: boolean;
  /** The investor organisations the user acts for (writes name one when there are several). */
  investorOrganisations: { id: number; name: string }[];
  /** Checks platform changes: a super_admin or dl_admin_checker. */
  platformChecker: boolean;
}

export function useViewer(): Viewer {
  // What the server rendered with: nobody. A remembered user shown before hydration would not match it.
  const user = useClientStore($user, null);
  return useMemo(() => viewerOf(user), [user]);
}

function viewerOf(user: AuthUser | null): Viewer {
  const assignments = user?.user_entity_roles ?? [];
  const roles = activeRoles(assignments);
  const organisations = new Map<number, string>();
  for (const assignment of assignments) {
    if (assignment.is_active && (INVESTOR_ROLES as readonly string[]).includes(assignment.role.name))
      organisations.set(assignment.entity_id, assignment.entity.name);
  }
  return {
    known: user !== null,
    userId: user && 'id' in user && typeof user.id === 'number' ? user.id : null,
    roles,
    bankUser: isBankUser(roles),
    bankManager: hasAnyRole(roles, ['bank_manager']),
    investor: isInvestorUser(roles),
    investorOrganisations: [...organisations].map(([id, name]) => ({ id, name })),
    platformChecker: hasAnyRole(roles, ['super_admin', 'dl_admin_checker']),
  };
}
