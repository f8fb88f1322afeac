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

/** Stands for the portal's own origin: only the origin comparison matters, never the host. */
const PORTAL_ORIGIN = 'http://portal.invalid';

function parse(target: string): URL | null {
  try {
    return new URL(target, PORTAL_ORIGIN);
  } catch {
    return null;
  }
}

function routeOf(pathname: string) {
  try {
    return matchRoute(pathname);
  } catch {
    // A malformed percent-escape in a parameter segment.
    return null;
  }
}

/**
 * A redirect target taken from the URL, kept only when it is a portal page on
 * this origin. The target is parsed as the browser will parse it, and the path
 * that comes out must parse back to the same URL: a dot segment or an escape
 * that normalises into `//host` would otherwise leave the origin on the second
 * parse (the navigation), although the first one looked harmless.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  // Backslashes count as slashes, and tabs and newlines are dropped, by URL parsers.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  const url = parse(target);
  if (!url || url.origin !== PORTAL_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const again = parse(path);
  if (!again || again.href !== url.href) return null;
  return routeOf(url.pathname) ? path : null;
}

/** The page to open after sign-in: the asked-for page when the user may open it, else the role's home. */
export function postLoginPath(roles: readonly RoleName[], redirect?: string | null): string {
  const target = safeRedirect(redirect);
  const match = target ? routeOf(new URL(target, PORTAL_ORIGIN).pathname) : null;
  if (
    target &&
    match &&
    match.route.access.kind !== 'guest' &&
    match.route.name !== 'verify-email' &&
    canOpen(match.route, roles, true)
  ) {
    return target;
  }
  return homePathFor(roles);
}

/** Where the e-mail verification link lands: the dashboard, which greets the newly verified user. */
export const VERIFIED_LANDING_PATH = `${DASHBOARD_PATH}?verified=1`;

/** The reset page with the token and address from a reset mail. */
export function passwordResetPath(token: string, email: string): string {
  return `${pathFor('reset-password')}?${new URLSearchParams({ token, email }).toString()}`;
}
