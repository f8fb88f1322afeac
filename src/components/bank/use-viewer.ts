/** Who is looking at a bank screen: their user id and roles, from the auth store once the island has mounted. */
import { $auth } from '@/stores/auth';
import { activeRoles, hasAnyRole, isBankUser, type RoleName } from '@/domain/roles';
import { useClientStore } from '@/components/ui/use-client-store';

export interface Viewer {
  userId: number | null;
  roles: RoleName[];
  /** A bank officer or manager; anyone else here is a platform admin, who only reads. */
  bankUser: boolean;
  manager: boolean;
}

export function useViewer(): Viewer {
  const auth = useClientStore($auth, $auth.get());
  const user = auth.user;
  const roles = activeRoles(user?.user_entity_roles);
  return {
    userId: user && 'id' in user && typeof user.id === 'number' ? user.id : null,
    roles,
    bankUser: isBankUser(roles),
    manager: hasAnyRole(roles, ['bank_manager']),
  };
}
