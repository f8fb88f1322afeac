import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../src/domain/roles.ts';
import {
  ROUTES,
  canOpen,
  isNotFoundRoute,
  matchRoute,
  pathFor,
  routeByName,
  shellPathOf,
} from '../../../../src/domain/routes.ts';
import { SPEC_ROUTES } from '../../../support/spec-routes.ts';

describe('the route table', () => {
  it('has exactly the routes of the spec, plus the not-found pages', () => {
    const tablePaths = ROUTES.filter((r) => !isNotFoundRoute(r))
      .map((r) => r.path)
      .sort();
    expect(tablePaths).toEqual(SPEC_ROUTES.map((r) => r.path).sort());
  });

  it("uses the spec's names for the dashboards", () => {
    expect(routeByName('dashboard').path).toBe('/app/dashboard');
    expect(routeByName('bank.dashboard').path).toBe('/app/bank/dashboard');
    expect(routeByName('investor.main.dashboard').path).toBe('/app/investor/main-dashboard');
    expect(routeByName('admin.dashboard').path).toBe('/app/admin');
  });

  it('names every route once', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('gives every /app route a breadcrumb and a title', () => {
    for (const route of ROUTES.filter((r) => r.layout === 'app')) {
      expect(route.breadcrumb?.length, route.name).toBeGreaterThan(0);
      expect(route.title.length, route.name).toBeGreaterThan(0);
    }
  });

  describe.each(SPEC_ROUTES)('$path', ({ path, sample, access }) => {
    const match = matchRoute(sample);

    it(`matches ${sample}`, () => {
      expect(match?.route.path).toBe(path);
    });

    it('lets in exactly who section 6 says', () => {
      const route = match!.route;
      if (access === 'guest') {
        expect(canOpen(route, [], false)).toBe(true);
        expect(canOpen(route, [], true)).toBe(false);
        return;
      }
      expect(canOpen(route, [], false)).toBe(false);
      if (access === 'login') {
        expect(canOpen(route, [], true)).toBe(true);
        return;
      }
      for (const role of ROLES) {
        expect(canOpen(route, [role], true), role).toBe(access.includes(role));
      }
    });
  });

  it('lets super_admin pass every role-restricted route', () => {
    for (const route of ROUTES.filter((r) => r.access.kind === 'roles')) {
      expect(canOpen(route, ['super_admin'], true), route.name).toBe(true);
    }
  });

  it('lets a user in through any one of their roles, even when another is excluded', () => {
    const batch = routeByName('bank.mortgages.batch');
    expect(canOpen(batch, ['bank_officer'], true)).toBe(false);
    expect(canOpen(batch, ['bank_officer', 'bank_manager'], true)).toBe(true);
  });

  it('prefers a static route over a dynamic one', () => {
    expect(matchRoute('/app/bank/mortgages/create')?.route.name).toBe('bank.mortgages.create');
    expect(matchRoute('/app/admin/users/create')?.route.name).toBe('admin.users.create');
  });

  it('reads the parameters of a dynamic route and tolerates a trailing slash', () => {
    expect(matchRoute('/app/admin/entities/bank/12/edit/')).toMatchObject({
      route: { name: 'admin.entities.edit' },
      params: { type: 'bank', id: '12' },
    });
  });

  it('matches nothing for an unknown path', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/app/bank/mortgages/1/2/3')).toBeNull();
  });

  it('fills path parameters and builds shells under _', () => {
    expect(pathFor('bank.mortgages.edit', { id: 42 })).toBe('/app/bank/mortgages/42/edit');
    expect(() => pathFor('bank.mortgages.edit')).toThrow(/needs the parameter "id"/);
    expect(shellPathOf(routeByName('admin.entities.show'))).toBe('/app/admin/entities/_/_');
  });
});
