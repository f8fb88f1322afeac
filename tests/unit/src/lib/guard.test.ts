/** The guard's decision for every kind of page and every role (spec sections 5 and 6). */
import { describe, expect, it } from 'vitest';
import { decide, type GuardViewer } from '@/lib/guard';
import { ROLES, type RoleName } from '@/domain/roles';
import { ROUTES, routeByName } from '@/domain/routes';

const guest: GuardViewer = { signedIn: false, needsVerification: false, roles: [] };
const unverified: GuardViewer = { signedIn: true, needsVerification: true, roles: [] };
const withRoles = (...roles: RoleName[]): GuardViewer => ({ signedIn: true, needsVerification: false, roles });

const page = (name: string, wanted = routeByName(name).path) => ({ route: routeByName(name), wanted });
const outcome = (name: string, viewer: GuardViewer, wanted?: string) => {
  const { route, wanted: path } = page(name, wanted);
  const decision = decide(route, viewer, path);
  return decision.kind === 'allow' ? 'allow' : decision.to;
};

describe('guest-only pages', () => {
  const guestPages = ['home', 'login', 'register', 'forgot-password', 'reset-password', 'onboard'];

  it.each(guestPages)('%s opens for a guest', (name) => {
    expect(outcome(name, guest)).toBe('allow');
  });

  it.each(guestPages)('%s sends a signed-in user to the dashboard', (name) => {
    expect(outcome(name, withRoles('bank_officer'))).toBe('/app/dashboard');
    expect(outcome(name, withRoles('super_admin'))).toBe('/app/dashboard');
  });

  it('sends a signed-in user without a verified e-mail to the notice instead', () => {
    expect(outcome('login', unverified)).toBe('/auth/verify-email');
  });
});

describe('pages that need sign-in', () => {
  it('send a guest to sign in with the way back, query included', () => {
    expect(outcome('dashboard', guest)).toBe('/auth/login?redirect=%2Fapp%2Fdashboard');
    expect(outcome('admin.users', guest, '/app/admin/users?page=2')).toBe(
      '/auth/login?redirect=%2Fapp%2Fadmin%2Fusers%3Fpage%3D2',
    );
    expect(outcome('bank.mortgages.batch', guest, '/app/bank/mortgages/batch/1')).toBe(
      '/auth/login?redirect=%2Fapp%2Fbank%2Fmortgages%2Fbatch%2F1',
    );
  });

  it('open the dashboard and the access-denied page for a user without any role', () => {
    expect(outcome('dashboard', withRoles())).toBe('allow');
    expect(outcome('unauthorized', withRoles())).toBe('allow');
  });

  it('send a user without a verified e-mail to the notice, whatever their roles', () => {
    expect(outcome('dashboard', unverified)).toBe('/auth/verify-email');
    expect(outcome('admin.dashboard', { ...unverified, roles: ['super_admin'] })).toBe('/auth/verify-email');
  });

  it('show the verification notice to every signed-in user (login only, spec section 2), and send a guest to sign in', () => {
    expect(outcome('verify-email', unverified)).toBe('allow');
    expect(outcome('verify-email', withRoles())).toBe('allow');
    expect(outcome('verify-email', guest)).toBe('/auth/login?redirect=%2Fauth%2Fverify-email');
  });
});

describe('the not-found page', () => {
  it('opens for everyone', () => {
    for (const viewer of [guest, unverified, withRoles('investor_user')])
      expect(outcome('not-found', viewer)).toBe('allow');
  });
});

/** Who may open each role-restricted page, written out from spec section 6. */
function mayOpen(role: RoleName, name: string): boolean {
  const admin = name.startsWith('admin.');
  const bank = name.startsWith('bank.');
  const investor = name.startsWith('investor.');
  const finalAcceptance = name === 'investor.proposals.accept' || name === 'investor.proposals.final-acceptance';
  // A portfolio sale is an investor organisation's own (its NDA, its bids): the spec's admins read no such page.
  const poolSale = name.startsWith('investor.pools');
  switch (role) {
    case 'super_admin':
      return true;
    case 'dl_admin_maker':
      return bank || (investor && !poolSale) || (admin && !name.startsWith('admin.users'));
    case 'dl_admin_checker':
      return (
        bank ||
        (investor && !finalAcceptance && !poolSale) ||
        (admin && !name.startsWith('admin.users') && name !== 'admin.entities.edit')
      );
    case 'bank_officer':
      return bank && name !== 'bank.mortgages.batch';
    case 'bank_manager':
      return bank && name !== 'bank.mortgages.edit';
    case 'investor_user':
    case 'investor_manager':
      return investor;
  }
}

const restricted = ROUTES.filter((route) => route.access.kind === 'roles');

describe('role-restricted pages', () => {
  it('cover the three areas', () => {
    expect(restricted.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ROLES)('open or send %s to access denied as spec section 6 says', (role) => {
    for (const route of restricted) {
      const expected = mayOpen(role, route.name) ? 'allow' : '/app/unauthorized';
      expect([route.name, outcome(route.name, withRoles(role))]).toEqual([route.name, expected]);
    }
  });

  it('always let super_admin through, even where a role is excluded', () => {
    for (const name of [
      'bank.mortgages.batch',
      'bank.mortgages.edit',
      'investor.proposals.final-acceptance',
      'admin.users.edit',
    ]) {
      expect(outcome(name, withRoles('super_admin'))).toBe('allow');
    }
  });

  it('send a user without any role to access denied', () => {
    for (const route of restricted) expect(outcome(route.name, withRoles())).toBe('/app/unauthorized');
  });

  it('let a user with two roles through when one of them is allowed and not excluded', () => {
    expect(outcome('bank.mortgages.batch', withRoles('bank_officer', 'bank_manager'))).toBe('allow');
  });
});
