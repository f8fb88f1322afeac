/**
 * "Keep me signed in on this device" across a browser restart: only the cookies with an
 * expiry survive into a fresh context, as when the browser is closed and opened again.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectGuardPassed, pathOf, signInThroughForm } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

/** A new browser holding only what a restart keeps: cookies with an expiry (session cookies have -1). */
async function restart(
  browser: Browser,
  context: BrowserContext,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const persistent = (await context.cookies()).filter((cookie) => cookie.expires > 0);
  await context.close();
  const fresh = await browser.newContext(options);
  await fresh.addCookies(persistent);
  return fresh;
}

async function signInOnForm(context: BrowserContext, remember: boolean): Promise<void> {
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  if (remember) await page.getByLabel('Keep me signed in on this device').check();
  await signInThroughForm(page, DEMO.superAdmin.email);
  await page.waitForURL((url) => url.pathname.startsWith('/app/'));
  await expectGuardPassed(page);
}

test('with "Keep me signed in", the user is still signed in after the browser restarts', async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // The test's own client address too (fixtures.ts), as every context of the suite has.
  const options = { baseURL, extraHTTPHeaders };
  const context = await browser.newContext(options);
  await signInOnForm(context, true);
  expect((await context.cookies()).filter((cookie) => cookie.expires > 0).map((cookie) => cookie.name)).toEqual([
    'dealledger-remember',
  ]);

  const restarted = await restart(browser, context, options);
  const page = await restarted.newPage();
  await page.goto('/app/dashboard');
  await expectGuardPassed(page);
  expect(pathOf(page)).toBe('/app/dashboard');
  await restarted.close();
});

test('without it, the browser restart sends the user to sign in', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const options = { baseURL, extraHTTPHeaders };
  const context = await browser.newContext(options);
  await signInOnForm(context, false);
  expect((await context.cookies()).filter((cookie) => cookie.expires > 0)).toEqual([]);

  const restarted = await restart(browser, context, options);
  const page = await restarted.newPage();
  await page.goto('/app/dashboard');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await restarted.close();
});
