/** Who is looking at a bank screen: their user id and roles, from the auth store once the island has mounted. */
import { $auth, type AuthState } from '@/stores/auth';
import { activeRoles, hasAnyRole, isBankUser, type RoleName } from '@/domain/roles';
import { useClientStore } from '@/components/ui/use-client-store';

export interface Viewer {
  userId: number | null;
  roles: RoleName[];
  /** A bank officer or manager; anyone else here is a platform admin, who only reads. */
  bankUser: boolean;
  manager: boolean;
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

export function useViewer(): Viewer {
  const auth = useClientStore($auth, SIGNED_OUT);
  const user = auth.user;
  const roles = activeRoles(user?.user_entity_roles);
  return {
    userId: user && 'id' in user && typeof user.id === 'number' ? user.id : null,
    roles,
    bankUser: isBankUser(roles),
    manager: hasAnyRole(roles, ['bank_manager']),
  };
}
