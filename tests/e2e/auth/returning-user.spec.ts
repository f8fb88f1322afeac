/**
 * Start-up for a returning user: the page opens at once for the user last seen
 * on this device, while /user is still on its way; a first-time visitor's
 * protected page stays hidden until /user answers; a revalidation that
 * disagrees sends the visitor where the guard would.
 */
import type { Page } from '@playwright/test';
import { KNOWN_USER_KEY } from '../../../src/stores/known-user.ts';
import { expect, test } from '../fixtures.ts';
import { expectGuardPassed, pathOf } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

const PAGE = '/app/bank/dashboard';

/**
 * The first visit has opened and the auth store has remembered the user on this device.
 * The page opens on the head's early answer, before the store has read it, so an open
 * page alone does not say the user is remembered yet.
 */
async function visitUntilRemembered(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expectGuardPassed(page);
  await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, KNOWN_USER_KEY);
}

/** Holds every /user request until `release()`; `asked` resolves when the first one arrives. */
async function holdUserRequests(page: Page) {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/v1/user', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, seen };
}

test('a returning user sees the page before /user answers', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await visitUntilRemembered(page);

  const user = await holdUserRequests(page);
  await page.goto(PAGE, { waitUntil: 'load' });
  await user.seen;
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Dashboard' })).toBeVisible();
  // The side menu is built from the remembered roles.
  await expect(page.locator('#layout-sidebar a[href="/app/bank/mortgages"]').first()).toBeVisible();
  user.release();
  await expect(page.locator('html')).not.toHaveAttribute('data-guard');
  expect(pathOf(page)).toBe(PAGE);
});

test('a returning user sees the page at first paint, before any of its JavaScript has arrived', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await visitUntilRemembered(page);

  const user = await holdUserRequests(page);
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Dashboard' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-guard');
  releaseScripts();
  user.release();
  await expectGuardPassed(page);
  expect(pathOf(page)).toBe(PAGE);
});

test("a first-time visitor's protected page stays hidden until /user answers", async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  const user = await holdUserRequests(page);
  await page.goto(PAGE, { waitUntil: 'load' });
  await user.seen;
  await expect(page.locator('html')).toHaveAttribute('data-guard', 'pending');
  await expect(page.locator('main')).toBeHidden();
  user.release();
  await expectGuardPassed(page);
});

test('a returning user whose session has ended is sent to sign in', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await visitUntilRemembered(page);
  await page.context().clearCookies();
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Fbank%2Fdashboard$/);
});

test('a returning user whose roles have changed lands on access denied', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await visitUntilRemembered(page);
  await page.context().clearCookies();
  await signIn(page, DEMO.summitAnalyst.email);
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/app\/unauthorized$/);
});
