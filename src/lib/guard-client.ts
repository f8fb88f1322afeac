/**
 * The guard in the browser: loaded by BaseLayout on every page, it asks the
 * auth store for the session (once per visit), then opens the page or sends the
 * visitor elsewhere. Protected pages stay hidden while <html data-guard="pending">,
 * except for a returning visitor: the page opens at once for the user last seen
 * on this device, and the session's answer may still send them elsewhere.
 */
import { ROUTES, type RouteDef } from '@/domain/routes';
import { $auth, $roles, initialise, needsVerification, showKnownUser, type AuthState } from '@/stores/auth';
import { decide } from './guard';

const routes = new Map(ROUTES.map((route) => [route.name, route]));

function currentRoute(root: HTMLElement): RouteDef | undefined {
  return routes.get(root.dataset['route'] ?? '');
}

async function guardPage(): Promise<void> {
  const root = document.documentElement;
  const route = currentRoute(root);
  if (!route || route.access.kind === 'public') {
    root.removeAttribute('data-guard');
    return;
  }
  const decideFor = (state: AuthState) =>
    decide(route, { signedIn: state.isAuthenticated, needsVerification: needsVerification(state), roles: $roles.get() }, `${location.pathname}${location.search}`);
  // Only opens early; a stale memory never sends anyone elsewhere: the session's answer does.
  if (route.access.kind !== 'guest' && showKnownUser() && decideFor($auth.get()).kind === 'allow') root.removeAttribute('data-guard');
  const decision = decideFor(await initialise());
  if (decision.kind === 'redirect') location.replace(decision.to);
  else root.removeAttribute('data-guard');
}

void guardPage();
// With Astro's client router the next page is swapped in without reloading this script.
document.addEventListener('astro:after-swap', () => void guardPage());
