/**
 * The guard in the browser: loaded by BaseLayout on every page, it asks the
 * auth store for the session (once per visit), then opens the page or sends the
 * visitor elsewhere. Protected pages stay hidden while <html data-guard="pending">.
 */
import { ROUTES, type RouteDef } from '@/domain/routes';
import { $roles, initialise, needsVerification } from '@/stores/auth';
import { decide } from './guard';

const routes = new Map(ROUTES.map((route) => [route.name, route]));

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
  const state = await initialise();
  // A server error is not a missing session: say so and offer a retry rather than sign-in (spec section 8).
  if (!state.isAuthenticated && state.error) {
    showSessionError(root);
    return;
  }
  const viewer = { signedIn: state.isAuthenticated, needsVerification: needsVerification(state), roles: $roles.get() };
  const decision = decide(route, viewer, `${location.pathname}${location.search}`);
  if (decision.kind === 'redirect') location.replace(decision.to);
  else root.removeAttribute('data-guard');
}

void guardPage();
// With Astro's client router the next page is swapped in without reloading this script.
document.addEventListener('astro:after-swap', () => void guardPage());
