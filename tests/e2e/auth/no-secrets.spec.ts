/** No page or answer the portal receives carries a password hash, a session id or a token meant only for the mailbox. */
import { test, expect } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { latestMailTo } from '../support/mailbox.ts';
import { registerThroughApi, signInThroughForm } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

/** Every document and API answer the page receives, as text. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'fetch', 'xhr'].includes(type)) return;
    try {
      bodies.push(await response.text());
    } catch {
      // Redirects have no body.
    }
  });
  return bodies;
}

const HASH_PATTERN = /scrypt\$\d+\$|password_?hash/i;

test('a signed-in session shows no password hash and no session id', async ({ page }) => {
  // Four pages, each waited on until its network is idle, panels loaded on idle included.
  test.setTimeout(60_000);
  const bodies = recordBodies(page);
  await page.goto('/auth/login');
  await signInThroughForm(page, DEMO.superAdmin.email);
  await page.waitForURL((url) => url.pathname === '/app/admin');
  for (const path of ['/app/dashboard', '/app/admin/users', '/auth/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'dealledger-session');
  expect(session?.httpOnly).toBe(true);
  expect(bodies.length).toBeGreaterThan(4);
  bodies.push(await page.content());
  for (const body of bodies) {
    expect(body).not.toMatch(HASH_PATTERN);
    expect(body).not.toContain(session!.value);
  }
});

test('the tokens from the e-mails appear in no page or answer', async ({ page, playwright, extraHTTPHeaders }) => {
  const api = await playwright.request.newContext({ baseURL: process.env['E2E_BASE_URL'], extraHTTPHeaders });
  const email = await registerThroughApi(api, 'secrets', 'Unshared-pass-phrase-19');
  await api.dispose();
  const verification = await latestMailTo(process.env['E2E_DATA_DIR']!, email);
  const verifyLink = new URL(verification.links.find((link) => link.includes('/email/verify/'))!);
  const verifyHash = verifyLink.pathname.split('/').pop()!;
  const signature = verifyLink.searchParams.get('signature')!;

  const bodies = recordBodies(page);
  const asked = new Date();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const reset = await latestMailTo(process.env['E2E_DATA_DIR']!, email, { after: asked });
  const resetToken = new URL(reset.links.find((link) => link.includes('/auth/reset-password?'))!).searchParams.get(
    'token',
  )!;

  await page.goto('/auth/login');
  await signInThroughForm(page, email, 'Unshared-pass-phrase-19');
  await page.waitForURL((url) => url.pathname === '/auth/verify-email');
  await page.waitForLoadState('networkidle');
  bodies.push(await page.content());

  for (const secret of [verifyHash, signature, resetToken]) {
    expect(secret.length).toBeGreaterThan(16);
    for (const body of bodies) expect(body).not.toContain(secret);
  }
});

test('the reset form keeps the token out of the page', async ({ page }) => {
  const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8';
  await page.goto(`/auth/reset-password?token=${token}&email=someone%40example.test`);
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.test');
  expect(await page.content()).not.toContain(token);
});
