/** Who is looking at an admin screen: their user id and whether they check platform changes, from the auth store once mounted. */
import { useClientStore } from '@/components/ui/use-client-store';
import { activeRoles, hasAnyRole } from '@/domain/roles';
import { $auth, type AuthState } from '@/stores/auth';

const SIGNED_OUT: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  message: null,
  isInitialized: false,
};

export function useAdminViewer(): { userId: number | null; platformChecker: boolean } {
  const user = useClientStore($auth, SIGNED_OUT).user;
  return {
    userId: user && 'id' in user && typeof user.id === 'number' ? user.id : null,
    platformChecker: hasAnyRole(activeRoles(user?.user_entity_roles), ['super_admin', 'dl_admin_checker']),
  };
}
