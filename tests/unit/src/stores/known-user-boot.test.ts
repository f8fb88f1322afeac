/** src/boot/known-user.js: the page behind sign-in that opens at first paint for the user last seen on this device, exactly when the guard would open it. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ROLES, type RoleName } from '@/domain/roles';
import { ROUTES, type RouteDef } from '@/domain/routes';
import { decide, openingForKnownUser } from '@/lib/guard';
import { KNOWN_USER_KEY } from '@/stores/known-user';

const BOOT = readFileSync('src/boot/known-user.js', 'utf8');

/** The <html> attributes BaseLayout writes for the route. */
function attributesOf(route: RouteDef): Map<string, string> {
  const attributes = new Map<string, string>();
  if (route.access.kind === 'login' || route.access.kind === 'roles') attributes.set('data-guard', 'pending');
  const opening = openingForKnownUser(route);
  if (opening) attributes.set('data-opens-for', opening.roles === '*' ? '*' : opening.roles.join(' '));
  if (opening?.unverified) attributes.set('data-opens-unverified', 'true');
  return attributes;
}

/** Runs the boot script on the route's <html> with `stored` in localStorage; whether the page opened. */
function opensAtFirstPaint(route: RouteDef, stored: string | null): boolean {
  const attributes = attributesOf(route);
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    hasAttribute: (name: string) => attributes.has(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const window = { localStorage: { getItem: (key: string) => (key === KNOWN_USER_KEY ? stored : null) } };
  runInNewContext(BOOT, { window, document: { documentElement } });
  return attributes.has('data-guard') === false && (route.access.kind === 'login' || route.access.kind === 'roles');
}

const known = (roles: RoleName[], verified: boolean) => JSON.stringify({ id: 7, name: 'Ann', roles, verified });
const PROTECTED = ROUTES.filter((route) => route.access.kind === 'login' || route.access.kind === 'roles');
const ROLE_SETS: RoleName[][] = [
  [],
  ...ROLES.map((role) => [role]),
  ['bank_officer', 'bank_manager'],
  ['investor_user', 'dl_admin_checker'],
];

describe('a protected page at first paint for the user last seen on this device', () => {
  it.each(PROTECTED.map((route) => [route.name, route] as const))(
    '%s opens exactly when the guard would open it',
    (_name, route) => {
      for (const roles of ROLE_SETS) {
        for (const verified of [true, false]) {
          const guard =
            decide(route, { signedIn: true, needsVerification: !verified, roles }, route.path).kind === 'allow';
          expect(
            opensAtFirstPaint(route, known(roles, verified)),
            `${roles.join('+') || 'no role'}, verified ${verified}`,
          ).toBe(guard);
        }
      }
    },
  );

  it('opens any role page for a super_admin, as the guard does, even one that does not list the role', () => {
    const officersOnly: RouteDef = {
      name: 'officers',
      path: '/app/officers',
      title: 'Officers',
      access: { kind: 'roles', roles: ['bank_officer'] },
      layout: 'app',
    };
    expect(
      decide(officersOnly, { signedIn: true, needsVerification: false, roles: ['super_admin'] }, officersOnly.path)
        .kind,
    ).toBe('allow');
    expect(opensAtFirstPaint(officersOnly, known(['super_admin'], true))).toBe(true);
    expect(opensAtFirstPaint(officersOnly, known(['bank_manager'], true))).toBe(false);
  });

  it('stays hidden for a visitor never seen here, or when what is stored is not a user', () => {
    const dashboard = ROUTES.find((route) => route.name === 'bank.dashboard')!;
    for (const stored of [null, 'not json', '42', '{"roles":"bank_officer","verified":true}', '{"verified":true}']) {
      expect(opensAtFirstPaint(dashboard, stored), String(stored)).toBe(false);
    }
  });

  it('leaves pages open to guests alone', () => {
    const login = ROUTES.find((route) => route.name === 'login')!;
    const attributes = attributesOf(login);
    expect(attributes.size).toBe(0);
  });
});
