import { describe, expect, it } from 'vitest';
import { buildMenu, isItemActive, isVisible, keyForPath, menuKey, parentKeyOf, type MenuItem } from '@/domain/menu';
import { ROLES, type RoleName } from '@/domain/roles';
import { canOpen, matchRoute } from '@/domain/routes';

const visibleLabels = (roles: RoleName[]) =>
  buildMenu(roles)
    .filter(isVisible)
    .map((group) => [group.label, (group.items ?? []).filter(isVisible).map((item) => item.label)]);

describe('side menu visibility by role (spec section 2)', () => {
  it('shows a user without roles only Home', () => {
    expect(visibleLabels([])).toEqual([['Home', ['Main Dashboard']]]);
  });

  it.each(['bank_officer', 'bank_manager'] as const)('shows %s Home and the Bank Panel', (role) => {
    expect(visibleLabels([role])).toEqual([
      ['Home', ['Main Dashboard']],
      [
        'Bank Panel',
        ['Bank Dashboard', 'Manage Mortgages', 'Manage Batches', 'Manage Pools', 'Manage Proposals', 'Manage Deals'],
      ],
    ]);
  });

  it.each(['investor_user', 'investor_manager'] as const)('shows %s Home and the Investor Panel', (role) => {
    expect(visibleLabels([role])).toEqual([
      ['Home', ['Main Dashboard']],
      ['Investor Panel', ['Investor Dashboard', 'Marketplace', 'My Proposals', 'Portfolio sales', 'My Deals']],
    ]);
  });

  it.each(['dl_admin_maker', 'dl_admin_checker'] as const)('shows %s every panel but not Manage Users', (role) => {
    const labels = visibleLabels([role]);
    expect(labels.map(([group]) => group)).toEqual(['Home', 'Bank Panel', 'Investor Panel', 'Admin Panel']);
    expect(labels[3]?.[1]).toEqual(['Admin Dashboard', 'Registration Requests', 'Pending Actions', 'Manage Entities']);
  });

  it('shows super_admin every panel and Manage Users', () => {
    expect(visibleLabels(['super_admin'])[3]?.[1]).toEqual([
      'Admin Dashboard',
      'Registration Requests',
      'Pending Actions',
      'Manage Entities',
      'Manage Users',
    ]);
  });

  it('gives a user with a bank and an investor role both panels but no admin panel', () => {
    expect(visibleLabels(['bank_manager', 'investor_user']).map(([group]) => group)).toEqual([
      'Home',
      'Bank Panel',
      'Investor Panel',
    ]);
  });

  it('links each item to its route path', () => {
    const [home, bank, investor, admin] = buildMenu(['super_admin']);
    expect(home?.items?.[0]?.to).toBe('/app/dashboard');
    expect(bank?.items?.map((item) => item.to)).toEqual([
      '/app/bank/dashboard',
      '/app/bank/mortgages',
      '/app/bank/batches',
      '/app/bank/pools',
      '/app/bank/proposals',
      '/app/bank/deals',
    ]);
    expect(investor?.items?.[1]?.to).toBe('/app/investor/dashboard');
    expect(admin?.items?.[4]?.to).toBe('/app/admin/users');
  });
});

describe('the side menu follows the route table', () => {
  const leaves = (roles: readonly RoleName[]) => buildMenu(roles).flatMap((group) => group.items ?? []);
  const routeOf = (item: MenuItem) => {
    const found = matchRoute(item.to ?? '');
    if (!found) throw new Error(`menu item ${item.label} links to no route`);
    return found.route;
  };
  const roleSets: RoleName[][] = [[], ...ROLES.map((role) => [role]), ['bank_manager', 'investor_user']];

  it.each(roleSets.map((roles) => [roles.join(', ') || 'no role', roles] as const))(
    'shows %s an item exactly when canOpen allows its route',
    (_, roles) => {
      for (const item of leaves(roles)) expect(isVisible(item), item.label).toBe(canOpen(routeOf(item), roles, true));
    },
  );

  it('shows a group exactly when one of its items is shown', () => {
    for (const roles of roleSets) {
      for (const group of buildMenu(roles))
        expect(isVisible(group), group.label).toBe((group.items ?? []).some(isVisible));
    }
  });

  it('takes every label from the route (its menu label, else its title)', () => {
    for (const item of leaves(['super_admin'])) {
      const route = routeOf(item);
      expect(item.label).toBe(route.menuLabel ?? route.title);
    }
  });
});

describe('menu keys and the active rule (spec sections 2 and 3)', () => {
  it('builds keys from the parent key and the index', () => {
    expect(menuKey('', 2)).toBe('2');
    expect(menuKey('2', 0)).toBe('2-0');
    expect(menuKey('2-0', 3)).toBe('2-0-3');
    expect(parentKeyOf('2-0-3')).toBe('2-0');
    expect(parentKeyOf('2')).toBe('');
  });

  it('makes the dashboard item active on its own path only', () => {
    const dashboard = buildMenu([])[0]!.items![0]!;
    expect(isItemActive(dashboard, '/app/dashboard')).toBe(true);
    expect(isItemActive(dashboard, '/app/dashboard/more')).toBe(false);
  });

  it('makes the other items active on every path that starts with theirs', () => {
    const mortgages: MenuItem = { label: 'Manage Mortgages', to: '/app/bank/mortgages' };
    expect(isItemActive(mortgages, '/app/bank/mortgages')).toBe(true);
    expect(isItemActive(mortgages, '/app/bank/mortgages/42/edit')).toBe(true);
    expect(isItemActive(mortgages, '/app/bank/mortgages-archive')).toBe(false);
    expect(isItemActive(mortgages, '/app/bank/deals')).toBe(false);
  });

  it('never makes an item without a path active', () => {
    expect(isItemActive({ label: 'Help', url: 'https://example.org' }, '/app/dashboard')).toBe(false);
  });

  it('finds the key of the item whose path is the current path, skipping hidden items', () => {
    const menu = buildMenu(['bank_officer']);
    expect(keyForPath(menu, '/app/bank/deals')).toBe('1-5');
    expect(keyForPath(menu, '/app/admin')).toBeNull();
    const nested: MenuItem[] = [{ label: 'A', items: [{ label: 'B', items: [{ label: 'C', to: '/c' }] }] }];
    expect(keyForPath(nested, '/c/')).toBe('0-0-0');
  });
});
