/**
 * The guard in the browser: loaded by BaseLayout on every page, it asks the
 * auth store for the session (once per visit), then opens the page or sends the
 * visitor elsewhere. Protected pages stay hidden while <html data-guard="pending">,
 * except for a returning visitor: the page opens at once for the user last seen
 * on this device, and the session's answer may still send them elsewhere.
 */
import { ROUTES, type RouteDef } from '@/domain/routes';
import { activeRoles } from '@/domain/roles';
import { earlyUserAnswered, peekEarlyUser } from '@/lib/api/early-user';
import { $roles, initialise, needsVerification, showKnownUser, userOf, type AuthState } from '@/stores/auth';
import { readKnownUser } from '@/stores/known-user';
import { decide, type GuardViewer } from './guard';

const routes = new Map(ROUTES.map((route) => [route.name, route]));
/** A safety net: an island that fails to hydrate must not keep the session from being read. */
const HYDRATION_WAIT_MS = 3000;

/**
 * Resolves once every island rendered at load has hydrated: Astro removes its
 * `ssr` attribute when it has started React's hydration, which React finishes
 * in later tasks, hence the wait for an idle moment after. Until then the auth
 * store must not change: an island's first render has to match the server's
 * HTML, which knows no user.
 */
async function loadIslandsHydrated(): Promise<void> {
  await loadIslandsStarted();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: HYDRATION_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

function loadIslandsStarted(): Promise<void> {
  const done = () => document.querySelector('astro-island[ssr][client="paint"]') === null;
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (done()) finish();
    });
    const timer = setTimeout(finish, HYDRATION_WAIT_MS);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['ssr'],
    });
  });
}

/** The user last seen signed in on this device, as the guard judges a viewer. */
function rememberedViewer(): GuardViewer | null {
  const known = readKnownUser();
  return known && { signedIn: true, needsVerification: !known.verified, roles: known.roles };
}

/** The session's own answer, as the head's early request got it, judged before the islands have hydrated. */
async function earlyViewer(): Promise<GuardViewer | null> {
  const user = userOf(await peekEarlyUser());
  return (
    user && { signedIn: true, needsVerification: !user.email_verified_at, roles: activeRoles(user.user_entity_roles) }
  );
}

function currentRoute(root: HTMLElement): RouteDef | undefined {
  return routes.get(root.dataset['route'] ?? '');
}

function showSessionError(root: HTMLElement): void {
  root.dataset['guard'] = 'error';
  const panel = document.getElementById('session-error');
  if (!panel) return;
  panel.hidden = false;
  panel.querySelector('[data-session-retry]')?.addEventListener('click', () => location.reload(), { once: true });
}

async function guardPage(): Promise<void> {
  const root = document.documentElement;
  const route = currentRoute(root);
  if (!route || route.access.kind === 'public') {
    root.removeAttribute('data-guard');
    return;
  }
  const wanted = `${location.pathname}${location.search}`;
  // Only opens early; a stale memory never sends anyone elsewhere: the session's answer does.
  const remembered = route.access.kind === 'guest' ? null : rememberedViewer();
  if (remembered && decide(route, remembered, wanted).kind === 'allow') root.removeAttribute('data-guard');
  else if (route.access.kind !== 'guest') {
    // A visitor never seen here: the session's answer opens the page as soon as it arrives, not once
    // the islands have hydrated as well; a refusal is still left to the full check below.
    void earlyViewer().then((viewer) => {
      if (viewer && decide(route, viewer, wanted).kind === 'allow') root.removeAttribute('data-guard');
    });
  }
  await loadIslandsHydrated();
  // When the session has answered already, its user is shown at once; the remembered one would only flash first.
  if (remembered && !earlyUserAnswered()) showKnownUser();
  const state: AuthState = await initialise();
  // A server error is not a missing session: say so and offer a retry rather than sign-in (spec section 8).
  if (!state.isAuthenticated && state.error) {
    showSessionError(root);
    return;
  }
  const decision = decide(
    route,
    { signedIn: state.isAuthenticated, needsVerification: needsVerification(state), roles: $roles.get() },
    wanted,
  );
  if (decision.kind === 'redirect') location.replace(decision.to);
  else root.removeAttribute('data-guard');
}

void guardPage();
// With Astro's client router the next page is swapped in without reloading this script.
document.addEventListener('astro:after-swap', () => void guardPage());
