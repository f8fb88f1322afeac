/** Who is looking at an investor screen: an investor who may act, or a platform admin who reads; and the organisations an investor acts for. */
import { $auth, type AuthState } from '@/stores/auth';
import { activeRoles, INVESTOR_ROLES, isInvestorUser, type RoleName } from '@/domain/roles';
import { useClientStore } from '@/components/ui/use-client-store';

export interface InvestorViewer {
  /** False until the session is known, so nothing is offered before then. */
  known: boolean;
  roles: RoleName[];
  /** An investor user or manager; anyone else here is a platform admin, who only reads. */
  investor: boolean;
  /** The investor organisations the user acts for (writes name one when there are several). */
  organisations: { id: number; name: string }[];
}

/** What the server rendered with: nobody. A remembered user shown before hydration would not match it. */
const SIGNED_OUT: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  message: null,
  isInitialized: false,
};

export function useInvestorViewer(): InvestorViewer {
  const auth = useClientStore($auth, SIGNED_OUT);
  const assignments = auth.user?.user_entity_roles ?? [];
  const roles = activeRoles(assignments);
  const organisations = new Map<number, string>();
  for (const assignment of assignments) {
    if (assignment.is_active && (INVESTOR_ROLES as readonly string[]).includes(assignment.role.name))
      organisations.set(assignment.entity_id, assignment.entity.name);
  }
  return {
    known: auth.user !== null,
    roles,
    investor: isInvestorUser(roles),
    organisations: [...organisations].map(([id, name]) => ({ id, name })),
  };
}
