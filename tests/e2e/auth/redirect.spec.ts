/** Signing in with a crafted `redirect` never leaves the portal's origin (ASVS 5.1.5). */
import { test, expect } from '../fixtures.ts';
import { signInThroughForm } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

const MALICIOUS = [
  '/.//evil.example/app/dashboard',
  '/%2e//evil.example/app/dashboard',
  '/app/..//evil.example/app/dashboard',
  '/x/..//evil.example/app/dashboard',
  '/app/bank/../..//evil.example/app/bank/dashboard',
  '//evil.example/app/dashboard',
  '/\\evil.example/app/dashboard',
  '/.\\/evil.example/app/dashboard',
  '/%5c%5cevil.example/app/dashboard',
  '/%2f%2fevil.example/app/dashboard',
  '/\t/evil.example/app/dashboard',
  '/\n/evil.example/app/dashboard',
  'https://evil.example/app/dashboard',
  'javascript:alert(document.domain)//app/dashboard',
];

/** The forms the review found are tried as written in the link too; the query decoding turns `%2e` into `.` there. */
const AS_WRITTEN = MALICIOUS.slice(0, 5);

const ATTEMPTS = MALICIOUS.flatMap((target) => [
  { label: `${JSON.stringify(target)} (encoded)`, query: `redirect=${encodeURIComponent(target)}` },
  ...(AS_WRITTEN.includes(target)
    ? [{ label: `${JSON.stringify(target)} (as written)`, query: `redirect=${target}` }]
    : []),
]);

// One page signs in with each crafted link in turn (signed out between them): a new browser
// context per link would cost more than the sign-in it checks.
test('a sign-in with any crafted redirect stays on the portal', async ({ page, baseURL }) => {
  test.setTimeout(30_000 + ATTEMPTS.length * 5_000);
  const origin = new URL(baseURL!).origin;
  // Nothing may leave this machine: any request elsewhere is answered here, and recorded.
  const elsewhere: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Left the portal</title>' });
    },
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const { label, query } of ATTEMPTS) {
    await page.context().clearCookies();
    await page.goto(`/auth/login?${query}`);
    await signInThroughForm(page, DEMO.northwindOfficer.email);
    await page.waitForURL((url) => url.pathname === '/app/bank/dashboard');
    await expect(page.locator('main'), label).toBeVisible();
    expect(new URL(page.url()).origin, label).toBe(origin);
    expect(elsewhere, label).toEqual([]);
    expect(dialogs, label).toEqual([]);
  }
});

test('a sign-in with a redirect to a portal page the user may open goes there', async ({ page }) => {
  await page.goto(`/auth/login?redirect=${encodeURIComponent('/app/bank/mortgages?page=2')}`);
  await signInThroughForm(page, DEMO.northwindOfficer.email);
  await page.waitForURL((url) => url.pathname === '/app/bank/mortgages' && url.search === '?page=2');
});
