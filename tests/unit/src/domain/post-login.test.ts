/** Where sign-in leads (spec section 2) and which redirect targets are followed. */
import { describe, expect, it } from 'vitest';
import { postLoginPath, safeRedirect } from '@/domain/post-login';
import type { RoleName } from '@/domain/roles';

describe('the page after sign-in', () => {
  it.each<[RoleName[], string]>([
    [['super_admin'], '/app/admin'],
    [['dl_admin_maker'], '/app/admin'],
    [['dl_admin_checker'], '/app/admin'],
    [['bank_officer'], '/app/bank/dashboard'],
    [['bank_manager'], '/app/bank/dashboard'],
    [['investor_user'], '/app/investor/main-dashboard'],
    [['investor_manager'], '/app/investor/main-dashboard'],
    [[], '/app/dashboard'],
    [['bank_manager', 'super_admin'], '/app/admin'],
  ])('for roles %j is %s', (roles, path) => {
    expect(postLoginPath(roles)).toBe(path);
  });

  it('is the page the user asked for when they may open it, query included', () => {
    expect(postLoginPath(['super_admin'], '/app/admin/users?page=2')).toBe('/app/admin/users?page=2');
    expect(postLoginPath(['bank_manager'], '/app/bank/mortgages/batch/7')).toBe('/app/bank/mortgages/batch/7');
  });

  it('is the role home when the asked-for page is closed to the user', () => {
    expect(postLoginPath(['bank_officer'], '/app/bank/mortgages/batch/7')).toBe('/app/bank/dashboard');
    expect(postLoginPath(['investor_user'], '/app/admin/users')).toBe('/app/investor/main-dashboard');
    expect(postLoginPath(['dl_admin_maker'], '/app/admin/users')).toBe('/app/admin');
  });

  it('never goes back to a guest page or an unknown path', () => {
    expect(postLoginPath(['bank_officer'], '/auth/login')).toBe('/app/bank/dashboard');
    expect(postLoginPath(['bank_officer'], '/')).toBe('/app/bank/dashboard');
    expect(postLoginPath([], '/no/such/page')).toBe('/app/dashboard');
  });

  it.each([
    'https://evil.example/app/admin',
    '//evil.example/app/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'app/admin',
    '',
  ])('ignores the unsafe target %j', (target) => {
    expect(safeRedirect(target)).toBeNull();
    expect(postLoginPath(['super_admin'], target)).toBe('/app/admin');
  });

  it.each([
    '/.//evil.example/app/dashboard',
    '/%2e//evil.example/app/dashboard',
    '/%2E//evil.example/app/dashboard',
    '/app/..//evil.example/app/dashboard',
    '/x/..//evil.example/app/dashboard',
    '/app/dashboard/../..//evil.example/app/dashboard',
    '/./\\evil.example/app/dashboard',
    '/%5c%5cevil.example/app/dashboard',
    '/%2f%2fevil.example/app/dashboard',
    '/%2F/evil.example/app/dashboard',
    '/\n/evil.example/app/dashboard',
    '/\r\n//evil.example',
    '/\u0000//evil.example',
    'javascript:alert(1)//app/dashboard',
    ' /app/dashboard',
    '/app/bank/mortgages/%E0%A4%A',
  ])('never leaves the origin or follows a malformed target: %j', (target) => {
    expect(safeRedirect(target)).toBeNull();
    const landing = postLoginPath(['super_admin'], target);
    expect(landing).toBe('/app/admin');
    expect(new URL(landing, 'https://portal.example').origin).toBe('https://portal.example');
  });

  it('keeps a target that only normalises within the portal', () => {
    expect(postLoginPath(['super_admin'], '/app/bank/../admin/users')).toBe('/app/admin/users');
  });
});
