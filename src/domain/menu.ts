/** The side-menu model of portal spec section 2, built from the route table and the user's roles. */
import { BANK_ROLES, INVESTOR_ROLES, PLATFORM_ADMIN_ROLES, hasAnyRole, type RoleName } from './roles';
import { pathFor, routeByName } from './routes';

/** Icon names the layout maps to icon components; the domain stays free of UI code. */
export type MenuIcon =
  | 'home'
  | 'dashboard'
  | 'bank'
  | 'mortgages'
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

const leaf = (routeName: string, label: string, icon: MenuIcon, exact = false): MenuItem => {
  routeByName(routeName);
  return exact ? { label, icon, to: pathFor(routeName), exact } : { label, icon, to: pathFor(routeName) };
};

/** Which groups of the menu a user with these roles sees. */
export interface MenuVisibility {
  bank: boolean;
  investor: boolean;
  admin: boolean;
  users: boolean;
}

export function menuVisibility(roles: readonly RoleName[]): MenuVisibility {
  const admin = hasAnyRole(roles, PLATFORM_ADMIN_ROLES);
  return {
    bank: admin || hasAnyRole(roles, BANK_ROLES),
    investor: admin || hasAnyRole(roles, INVESTOR_ROLES),
    admin,
    users: roles.includes('super_admin'),
  };
}

/** The side menu for a user holding these roles; hidden entries carry `visible: false`. */
export function buildMenu(roles: readonly RoleName[]): MenuItem[] {
  const show = menuVisibility(roles);
  return [
    { label: 'Home', icon: 'home', items: [leaf('dashboard', 'Main Dashboard', 'dashboard', true)] },
    {
      label: 'Bank Panel',
      icon: 'bank',
      visible: show.bank,
      items: [
        leaf('bank.dashboard', 'Bank Dashboard', 'dashboard', true),
        leaf('bank.mortgages', 'Manage Mortgages', 'mortgages'),
        leaf('bank.proposals', 'Manage Proposals', 'proposals'),
        leaf('bank.deals', 'Manage Deals', 'deals'),
      ],
    },
    {
      label: 'Investor Panel',
      icon: 'investor',
      visible: show.investor,
      items: [
        leaf('investor.main.dashboard', 'Investor Dashboard', 'dashboard', true),
        leaf('investor.dashboard', 'Marketplace', 'marketplace'),
        leaf('investor.proposals', 'My Proposals', 'proposals'),
        leaf('investor.deals', 'My Deals', 'deals'),
      ],
    },
    {
      label: 'Admin Panel',
      icon: 'admin',
      visible: show.admin,
      items: [
        leaf('admin.dashboard', 'Admin Dashboard', 'dashboard', true),
        leaf('admin.registration-requests', 'Registration Requests', 'registrations'),
        leaf('admin.pending-actions', 'Pending Actions', 'pending'),
        leaf('admin.entities', 'Manage Entities', 'entities'),
        { ...leaf('admin.users', 'Manage Users', 'users'), visible: show.users },
      ],
    },
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
