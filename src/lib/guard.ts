/** The navigation guard's decision for one page (spec section 5): open it, or go elsewhere. */
import type { RoleName } from '@/domain/roles';
import {
  DASHBOARD_PATH,
  LOGIN_PATH,
  UNAUTHORIZED_PATH,
  VERIFY_EMAIL_PATH,
  canOpen,
  type RouteDef,
} from '@/domain/routes';
import { safeRedirect } from '@/domain/post-login';

export interface GuardViewer {
  signedIn: boolean;
  /** Signed in without a verified e-mail address. */
  needsVerification: boolean;
  roles: readonly RoleName[];
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** The sign-in page with the wanted page to come back to after signing in. */
export function loginPathFor(wanted: string): string {
  const target = safeRedirect(wanted);
  return target && target !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * @param route the page's route
 * @param wanted the page's path with its query, kept for the way back after sign-in
 */
export function decide(route: RouteDef, viewer: GuardViewer, wanted: string): GuardDecision {
  const { access } = route;
  if (access.kind === 'public') return allow;
  if (access.kind === 'guest') {
    if (!viewer.signedIn) return allow;
    return redirect(viewer.needsVerification ? VERIFY_EMAIL_PATH : DASHBOARD_PATH);
  }
  if (!viewer.signedIn) return redirect(loginPathFor(wanted));
  // Login only (spec section 2): a verified user sees the page too, which says so and links on.
  if (route.path === VERIFY_EMAIL_PATH) return allow;
  if (viewer.needsVerification) return redirect(VERIFY_EMAIL_PATH);
  return canOpen(route, viewer.roles, true) ? allow : redirect(UNAUTHORIZED_PATH);
}

/**
 * Who may see a page behind sign-in at first paint, before the session has answered
 * (src/boot/known-user.js reads it from <html>): the roles that open it, "*" for any signed-in
 * user, and whether an unverified address may see it. Null for a page open to all or to guests.
 */
export function openingForKnownUser(route: RouteDef): { roles: '*' | RoleName[]; unverified: boolean } | null {
  const { access } = route;
  if (access.kind === 'public' || access.kind === 'guest') return null;
  const unverified = route.path === VERIFY_EMAIL_PATH;
  if (access.kind === 'login') return { roles: '*', unverified };
  const except = access.except ?? [];
  return { roles: access.roles.filter((role) => !except.includes(role)), unverified };
}
