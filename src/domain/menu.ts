/** The side-menu model of portal spec section 2, built from the route table and the user's roles. */
import type { RoleName } from './roles';
import { canOpen, pathFor, routeByName } from './routes';

/** Icon names the layout maps to icon components; the domain stays free of UI code. */
export type MenuIcon =
  | 'home'
  | 'dashboard'
  | 'bank'
  | 'mortgages'
  | 'batches'
  | 'pools'
  | 'proposals'
  | 'deals'
  | 'investor'
  | 'marketplace'
  | 'admin'
  | 'registrations'
  | 'pending'
  | 'entities'
  | 'users'
  | 'link';

export interface MenuCommandEvent<E = unknown> {
  originalEvent: E;
  item: MenuItem;
}

/** A menu entry (portal spec section 3, "Menu item"). */
export interface MenuItem {
  label: string;
  icon?: MenuIcon;
  /** Path inside the portal. */
  to?: string;
  /** External address, opened with `target`. */
  url?: string;
  target?: string;
  class?: string;
  items?: MenuItem[];
  /** `false` hides the item. */
  visible?: boolean;
  disabled?: boolean;
  /** Active only on its own path (dashboard items) rather than on every path below it. */
  exact?: boolean;
  command?: (event: MenuCommandEvent) => void;
}

/**
 * A link to a route: its label is the route's menu label (else its title), and it is
 * visible exactly when the guard would let these roles open the route.
 */
function leaf(routeName: string, icon: MenuIcon, roles: readonly RoleName[], exact = false): MenuItem {
  const route = routeByName(routeName);
  const item: MenuItem = { label: route.menuLabel ?? route.title, icon, to: pathFor(routeName) };
  if (exact) item.exact = true;
  if (!canOpen(route, roles, true)) item.visible = false;
  return item;
}

/** A group of links, shown when at least one of its links is. */
function group(label: string, icon: MenuIcon, items: MenuItem[]): MenuItem {
  return items.some((item) => item.visible !== false) ? { label, icon, items } : { label, icon, visible: false, items };
}

/** The side menu for a user holding these roles; hidden entries carry `visible: false`. */
export function buildMenu(roles: readonly RoleName[]): MenuItem[] {
  return [
    group('Home', 'home', [leaf('dashboard', 'dashboard', roles, true)]),
    group('Bank Panel', 'bank', [
      leaf('bank.dashboard', 'dashboard', roles, true),
      leaf('bank.mortgages', 'mortgages', roles),
      leaf('bank.batches', 'batches', roles),
      leaf('bank.pools', 'pools', roles),
      leaf('bank.proposals', 'proposals', roles),
      leaf('bank.deals', 'deals', roles),
    ]),
    group('Investor Panel', 'investor', [
      leaf('investor.main.dashboard', 'dashboard', roles, true),
      leaf('investor.dashboard', 'marketplace', roles),
      leaf('investor.proposals', 'proposals', roles),
      leaf('investor.pools', 'pools', roles),
      leaf('investor.deals', 'deals', roles),
    ]),
    group('Admin Panel', 'admin', [
      leaf('admin.dashboard', 'dashboard', roles, true),
      leaf('admin.registration-requests', 'registrations', roles),
      leaf('admin.pending-actions', 'pending', roles),
      leaf('admin.entities', 'entities', roles),
      leaf('admin.users', 'users', roles),
    ]),
  ];
}

export const isVisible = (item: MenuItem) => item.visible !== false;

/** An item's key: its index under the root, or its parent's key, a dash and its index. */
export function menuKey(parentKey: string | null | undefined, index: number): string {
  return parentKey ? `${parentKey}-${index}` : String(index);
}

/** The key of the parent of `key`, or '' for a root item. */
export function parentKeyOf(key: string): string {
  const at = key.lastIndexOf('-');
  return at < 0 ? '' : key.slice(0, at);
}

/** Active rule: the dashboard items match their own path only, the others every path below theirs. */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (!item.to) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}

/** The key of the visible item whose path is exactly `pathname`, or null. */
export function keyForPath(items: readonly MenuItem[], pathname: string, parentKey = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [index, item] of items.entries()) {
    if (!isVisible(item)) continue;
    const key = menuKey(parentKey, index);
    if (item.to === path) return key;
    const inner = item.items ? keyForPath(item.items, path, key) : null;
    if (inner) return inner;
  }
  return null;
}
