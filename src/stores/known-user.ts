/**
 * The last user seen signed in on this device (id, name, active roles, whether
 * verified), kept in localStorage so a returning visitor's page shows at once
 * while the session is revalidated. Hiding a page is not security: the API
 * decides who sees data; the guard redirects when the revalidation disagrees.
 */
import { activeRoles, isRoleName, type RoleName } from '@/domain/roles';
import type { AuthUser } from './auth-types';

/** Also read by src/boot/session.js. */
export const KNOWN_USER_KEY = 'dealledger.user';

export interface KnownUser {
  id: number;
  name: string;
  roles: RoleName[];
  verified: boolean;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isKnownUser(value: unknown): value is KnownUser {
  const candidate = value as Partial<KnownUser> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'number' &&
    typeof candidate.name === 'string' &&
    typeof candidate.verified === 'boolean' &&
    Array.isArray(candidate.roles) &&
    candidate.roles.every((role) => typeof role === 'string' && isRoleName(role))
  );
}

export function readKnownUser(): KnownUser | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KNOWN_USER_KEY) ?? 'null');
    return isKnownUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberUser(user: AuthUser): void {
  const known: KnownUser = {
    id: user.id,
    name: user.name,
    roles: activeRoles(user.user_entity_roles),
    verified: Boolean(user.email_verified_at),
  };
  try {
    storage()?.setItem(KNOWN_USER_KEY, JSON.stringify(known));
  } catch {
    // Storage full or refused: the next visit waits for /user, as a first one does.
  }
}

export function forgetUser(): void {
  try {
    storage()?.removeItem(KNOWN_USER_KEY);
  } catch {
    // Nothing stored, or storage refused.
  }
}

/** The known user as the auth store holds it until /user answers: no e-mail yet, only the active roles. */
export function provisionalUser(known: KnownUser): AuthUser {
  return {
    id: known.id,
    name: known.name,
    email: '',
    email_verified_at: known.verified ? 'known' : null,
    is_active: true,
    created_at: '',
    updated_at: '',
    user_entity_roles: known.roles.map((name, index) => ({
      id: -(index + 1),
      entity_type: '',
      entity_id: 0,
      entity: { id: 0, name: '' },
      is_active: true,
      role: { id: 0, name },
    })),
  };
}
