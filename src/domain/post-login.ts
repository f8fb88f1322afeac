/** Where a user goes after signing in (spec section 2), and which redirect targets are safe to follow. */
import { isBankUser, isInvestorUser, isPlatformAdmin, type RoleName } from './roles';
import { DASHBOARD_PATH, canOpen, matchRoute, pathFor } from './routes';

/** The role's home: admin, bank or investor dashboard, else the main dashboard. */
export function homePathFor(roles: readonly RoleName[]): string {
  if (isPlatformAdmin(roles)) return pathFor('admin.dashboard');
  if (isBankUser(roles)) return pathFor('bank.dashboard');
  if (isInvestorUser(roles)) return pathFor('investor.main.dashboard');
  return DASHBOARD_PATH;
}

/**
 * A redirect target taken from the URL, kept only when it is a path on this
 * origin: an absolute or protocol-relative URL would let a link send a user
 * who just signed in to another site.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters are dropped by URL parsers and could turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  try {
    const url = new URL(target, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page to open after sign-in: the asked-for page when the user may open it, else the role's home. */
export function postLoginPath(roles: readonly RoleName[], redirect?: string | null): string {
  const target = safeRedirect(redirect);
  if (target) {
    const match = matchRoute(new URL(target, 'http://portal.invalid').pathname);
    if (match && match.route.access.kind !== 'guest' && match.route.name !== 'verify-email' && canOpen(match.route, roles, true)) {
      return target;
    }
  }
  return homePathFor(roles);
}
