/**
 * The route table of the portal spec, section 2: the single source for page names,
 * who may open a page, breadcrumbs, the guard and the CDN/server rewrites.
 */
import { BANK_ROLES, INVESTOR_ROLES, PLATFORM_ADMIN_ROLES, type RoleName } from './roles';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'login' }
  | { kind: 'roles'; roles: readonly RoleName[]; except?: readonly RoleName[] };

export type RouteLayout = 'public' | 'app';

export interface RouteDef {
  /** The spec's route name, e.g. `bank.dashboard`. */
  name: string;
  /** Path pattern; `{id}` and `{type}` stand for one URL segment each. */
  path: string;
  /** Page title. */
  title: string;
  /** The side menu's label for the route, when it differs from the title. */
  menuLabel?: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** The route's own breadcrumb; when absent the breadcrumb is built from the URL. */
  breadcrumb?: readonly string[];
}

const GUEST: RouteAccess = { kind: 'guest' };
const LOGIN: RouteAccess = { kind: 'login' };
const roles = (allowed: readonly RoleName[], except?: readonly RoleName[]): RouteAccess =>
  except ? { kind: 'roles', roles: allowed, except } : { kind: 'roles', roles: allowed };

const BANK_ACCESS = [...BANK_ROLES, ...PLATFORM_ADMIN_ROLES];
const INVESTOR_ACCESS = [...INVESTOR_ROLES, ...PLATFORM_ADMIN_ROLES];

export const ROUTES: readonly RouteDef[] = [
  // Public pages: guests only; a signed-in user is sent to the dashboard.
  { name: 'home', path: '/', title: 'DealLedger', access: GUEST, layout: 'public' },
  { name: 'register', path: '/auth/register', title: 'Create your account', access: GUEST, layout: 'public' },
  { name: 'login', path: '/auth/login', title: 'Sign in', access: GUEST, layout: 'public' },
  { name: 'forgot-password', path: '/auth/forgot-password', title: 'Forgot password', access: GUEST, layout: 'public' },
  { name: 'reset-password', path: '/auth/reset-password', title: 'Reset password', access: GUEST, layout: 'public' },
  { name: 'onboard', path: '/onboard', title: 'Onboard your organisation', access: GUEST, layout: 'public' },
  {
    name: 'verify-email',
    path: '/auth/verify-email',
    title: 'Verify your e-mail address',
    access: LOGIN,
    layout: 'public',
  },

  // Any signed-in user.
  {
    name: 'dashboard',
    path: '/app/dashboard',
    title: 'Dashboard',
    menuLabel: 'Main Dashboard',
    access: LOGIN,
    layout: 'app',
    breadcrumb: ['Dashboard'],
  },
  {
    name: 'unauthorized',
    path: '/app/unauthorized',
    title: 'Access denied',
    access: LOGIN,
    layout: 'app',
    breadcrumb: ['Access denied'],
  },
  {
    // Not in the spec's table: the profile menu's Settings (spec section 2), where each user switches e-mail per notification kind.
    name: 'settings',
    path: '/app/settings',
    title: 'Settings',
    access: LOGIN,
    layout: 'app',
    breadcrumb: ['Settings'],
  },

  // Bank area.
  {
    name: 'bank.dashboard',
    path: '/app/bank/dashboard',
    title: 'Bank Dashboard',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Dashboard'],
  },
  {
    name: 'bank.mortgages',
    path: '/app/bank/mortgages',
    title: 'Manage Mortgages',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages'],
  },
  {
    name: 'bank.mortgages.create',
    path: '/app/bank/mortgages/create',
    title: 'New Mortgage',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Create'],
  },
  {
    name: 'bank.mortgages.bulk-upload',
    path: '/app/bank/mortgages/bulk-upload',
    title: 'Bulk Upload',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Bulk Upload'],
  },
  {
    name: 'bank.batches',
    path: '/app/bank/batches',
    title: 'Manage Batches',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Batches'],
  },
  {
    name: 'bank.mortgages.batch',
    path: '/app/bank/mortgages/batch/{id}',
    title: 'Batch',
    access: roles(BANK_ACCESS, ['bank_officer']),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Batch'],
  },
  {
    name: 'bank.mortgages.show',
    path: '/app/bank/mortgages/{id}',
    title: 'Mortgage',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Details'],
  },
  {
    name: 'bank.mortgages.listed',
    path: '/app/bank/mortgages/{id}/listed',
    title: 'Listed Mortgage',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Listing'],
  },
  {
    name: 'bank.mortgages.data-room',
    path: '/app/bank/mortgages/{id}/data-room',
    title: 'Mortgage Data Room',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Data room'],
  },
  {
    name: 'bank.mortgages.edit',
    path: '/app/bank/mortgages/{id}/edit',
    title: 'Edit Mortgage',
    access: roles(BANK_ACCESS, ['bank_manager']),
    layout: 'app',
    breadcrumb: ['Bank', 'Mortgages', 'Edit'],
  },
  {
    name: 'bank.pools',
    path: '/app/bank/pools',
    title: 'Manage Pools',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Pools'],
  },
  {
    name: 'bank.pools.new',
    path: '/app/bank/pools/new',
    title: 'New Pool',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Pools', 'New'],
  },
  {
    name: 'bank.pools.show',
    path: '/app/bank/pools/{id}',
    title: 'Pool',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Pools', 'Details'],
  },
  {
    name: 'bank.pools.data-room',
    path: '/app/bank/pools/{id}/data-room',
    title: 'Pool Data Room',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Pools', 'Data room'],
  },
  {
    name: 'bank.pools.bids',
    path: '/app/bank/pools/{id}/bids',
    title: 'Pool Bids and Award',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Pools', 'Bids'],
  },
  {
    name: 'bank.proposals',
    path: '/app/bank/proposals',
    title: 'Manage Proposals',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Proposals'],
  },
  {
    name: 'bank.deals',
    path: '/app/bank/deals',
    title: 'Manage Deals',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Deals'],
  },
  {
    name: 'bank.deals.show',
    path: '/app/bank/deals/{id}',
    title: 'Deal',
    access: roles(BANK_ACCESS),
    layout: 'app',
    breadcrumb: ['Bank', 'Deals', 'Details'],
  },

  // Investor area.
  {
    name: 'investor.main.dashboard',
    path: '/app/investor/main-dashboard',
    title: 'Investor Dashboard',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Dashboard'],
  },
  {
    name: 'investor.dashboard',
    path: '/app/investor/dashboard',
    title: 'Marketplace',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Marketplace'],
  },
  {
    name: 'investor.proposals',
    path: '/app/investor/proposals',
    title: 'My Proposals',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Proposals'],
  },
  {
    name: 'investor.proposals.show',
    path: '/app/investor/proposals/{id}',
    title: 'Proposal',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Proposals', 'Details'],
  },
  {
    name: 'investor.proposals.accept',
    path: '/app/investor/proposals/{id}/accept',
    title: 'Final Acceptance',
    access: roles(INVESTOR_ACCESS, ['dl_admin_checker']),
    layout: 'app',
    breadcrumb: ['Investor', 'Proposals', 'Final Acceptance'],
  },
  {
    name: 'investor.proposals.final-acceptance',
    path: '/app/investor/proposals/{id}/final-acceptance',
    title: 'Final Acceptance',
    access: roles(INVESTOR_ACCESS, ['dl_admin_checker']),
    layout: 'app',
    breadcrumb: ['Investor', 'Proposals', 'Final Acceptance'],
  },
  {
    name: 'investor.pools',
    path: '/app/investor/pools',
    title: 'Portfolio Sales',
    menuLabel: 'Portfolio sales',
    access: roles(INVESTOR_ROLES),
    layout: 'app',
    breadcrumb: ['Investor', 'Portfolio sales'],
  },
  {
    name: 'investor.pools.show',
    path: '/app/investor/pools/{id}',
    title: 'Pool for Sale',
    access: roles(INVESTOR_ROLES),
    layout: 'app',
    breadcrumb: ['Investor', 'Portfolio sales', 'Pool'],
  },
  {
    name: 'investor.pools.bid',
    path: '/app/investor/pools/{id}/bid',
    title: 'Binding Bid',
    access: roles(INVESTOR_ROLES),
    layout: 'app',
    breadcrumb: ['Investor', 'Portfolio sales', 'Binding bid'],
  },
  {
    name: 'investor.mortgages.show',
    path: '/app/investor/mortgages/{id}',
    title: 'Mortgage',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Marketplace', 'Mortgage'],
  },
  {
    name: 'investor.pools.data-room',
    path: '/app/investor/pools/{id}/data-room',
    title: 'Pool Data Room',
    access: roles(INVESTOR_ROLES),
    layout: 'app',
    breadcrumb: ['Investor', 'Portfolio sales', 'Data room'],
  },
  {
    name: 'investor.deals',
    path: '/app/investor/deals',
    title: 'My Deals',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Deals'],
  },
  {
    name: 'investor.deals.show',
    path: '/app/investor/deals/{id}',
    title: 'Deal',
    access: roles(INVESTOR_ACCESS),
    layout: 'app',
    breadcrumb: ['Investor', 'Deals', 'Details'],
  },
  {
    name: 'investor.pools.award',
    path: '/app/investor/pools/{id}/award',
    title: 'Pool Award',
    access: roles(INVESTOR_ROLES),
    layout: 'app',
    breadcrumb: ['Investor', 'Portfolio sales', 'Award'],
  },

  // Admin area.
  {
    name: 'admin.dashboard',
    path: '/app/admin',
    title: 'Admin Dashboard',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Dashboard'],
  },
  {
    name: 'admin.registration-requests',
    path: '/app/admin/registration-requests',
    title: 'Registration Requests',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Registration Requests'],
  },
  {
    name: 'admin.registration-requests.show',
    path: '/app/admin/registration-requests/{id}',
    title: 'Registration Request',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Registration Requests', 'Details'],
  },
  {
    name: 'admin.pending-actions',
    path: '/app/admin/pending-actions',
    title: 'Pending Actions',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Pending Actions'],
  },
  {
    name: 'admin.entities',
    path: '/app/admin/entities',
    title: 'Manage Entities',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Entities'],
  },
  {
    name: 'admin.entities.show',
    path: '/app/admin/entities/{type}/{id}',
    title: 'Entity',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Entities', 'Details'],
  },
  {
    name: 'admin.entities.edit',
    path: '/app/admin/entities/{type}/{id}/edit',
    title: 'Edit Entity',
    access: roles(['super_admin', 'dl_admin_maker']),
    layout: 'app',
    breadcrumb: ['Admin', 'Entities', 'Edit'],
  },
  {
    name: 'admin.revisions.show',
    path: '/app/admin/revisions/{id}',
    title: 'Revision',
    access: roles(PLATFORM_ADMIN_ROLES),
    layout: 'app',
    breadcrumb: ['Admin', 'Revisions', 'Details'],
  },
  {
    name: 'admin.users',
    path: '/app/admin/users',
    title: 'Manage Users',
    access: roles(['super_admin']),
    layout: 'app',
    breadcrumb: ['Admin', 'Users'],
  },
  {
    name: 'admin.users.create',
    path: '/app/admin/users/create',
    title: 'New User',
    access: roles(['super_admin']),
    layout: 'app',
    breadcrumb: ['Admin', 'Users', 'Create'],
  },
  {
    name: 'admin.users.edit',
    path: '/app/admin/users/{id}/edit',
    title: 'Edit User',
    access: roles(['super_admin']),
    layout: 'app',
    breadcrumb: ['Admin', 'Users', 'Edit'],
  },

  // Any other path: under /app the signed-in shell stays, with its menu to go on from.
  {
    name: 'app.not-found',
    path: '/app/not-found',
    title: 'Page not found',
    access: LOGIN,
    layout: 'app',
    breadcrumb: ['Page not found'],
  },
  { name: 'not-found', path: '/404', title: 'Page not found', access: { kind: 'public' }, layout: 'public' },
];

/** The pages served for a path no route takes, never matched by a path themselves. */
export const NOT_FOUND_ROUTE_NAMES: readonly string[] = ['not-found', 'app.not-found'];
export const isNotFoundRoute = (route: RouteDef) => NOT_FOUND_ROUTE_NAMES.includes(route.name);

/** The not-found page of a path: inside the app, the one that keeps the shell. */
export const notFoundPathFor = (pathname: string) => (/^\/app(\/|$)/.test(pathname) ? '/app/not-found' : '/404');

export const DASHBOARD_PATH = '/app/dashboard';
export const LOGIN_PATH = '/auth/login';
export const UNAUTHORIZED_PATH = '/app/unauthorized';
export const VERIFY_EMAIL_PATH = '/auth/verify-email';

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named "${name}"`);
  return route;
}

/** Fill a path pattern's `{param}` placeholders. */
export function pathFor(name: string, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route "${name}" needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}

export const isDynamic = (route: RouteDef) => route.path.includes('{');

/** The segment a dynamic route's shell page is built under, in place of each parameter. */
export const SHELL_SEGMENT = '_';

/** Where the page of a route is built: dynamic segments become `_`. */
export function shellPathOf(route: RouteDef): string {
  return route.path.replace(/\{\w+\}/g, SHELL_SEGMENT);
}

function patternOf(route: RouteDef): RegExp {
  const source = route.path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const patterns = ROUTES.map((route) => ({ route, pattern: patternOf(route), dynamic: isDynamic(route) }));

/**
 * The route a URL path belongs to. Static paths win over dynamic ones, so
 * `/app/bank/mortgages/create` is the create page and not mortgage "create".
 */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const dynamicPass of [false, true]) {
    for (const { route, pattern, dynamic } of patterns) {
      if (dynamic !== dynamicPass || isNotFoundRoute(route)) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const keys = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const params = Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]));
      return { route, params };
    }
  }
  return null;
}

/** Whether a user holding these roles may open the route (spec section 5 and 6). */
export function canOpen(route: RouteDef, userRoles: readonly RoleName[], signedIn: boolean): boolean {
  switch (route.access.kind) {
    case 'public':
      return true;
    case 'guest':
      return !signedIn;
    case 'login':
      return signedIn;
    case 'roles': {
      if (!signedIn) return false;
      if (userRoles.includes('super_admin')) return true;
      const { roles: allowed, except = [] } = route.access;
      return userRoles.some((role) => allowed.includes(role) && !except.includes(role));
    }
  }
}
