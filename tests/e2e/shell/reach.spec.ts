/**
 * What the shell says and where it leads: the avatar button is named after the user; a wrong address
 * inside /app keeps the shell with its menu; a newcomer and the home page say who adds people to an
 * organisation (a super admin); a confirmation closed with Escape gives the focus back to its button.
 */
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { openPage } from './shell-helpers.ts';

test.describe.configure({ timeout: 60_000 });

test('the avatar button is named after the signed-in user', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await openPage(page, '/app/dashboard');
  const avatar = page.getByRole('banner').getByRole('button', { name: DEMO.northwindOfficer.name, exact: true });
  await expect(avatar).toBeVisible();
  await avatar.click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a wrong address inside /app answers 404 inside the shell, with its menu to go on from', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.northwindOfficer.email);
  const response = await page.goto('/app/bank/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).not.toHaveAttribute('data-guard', 'pending');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO.northwindOfficer.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
});

test('a newcomer reads that a super admin adds them, not their manager', async ({ page, signIn }) => {
  await signIn(page, DEMO.newcomer.email);
  await openPage(page, '/app/dashboard');
  const join = page.getByText(/adds people to an organisation/);
  await expect(join).toContainText('super admin');
  await expect(page.locator('main')).not.toContainText(/manager/i);
});

test('the home page says a super admin adds people to an organisation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Already invited to an organisation?')).toContainText('super admin');
  await expect(page.getByText('Already invited to an organisation?')).not.toContainText('manager');
});

test('a confirmation closed with Escape gives the focus back to the button that asked', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await openPage(page, '/app/dashboard');
  await page.getByRole('banner').getByRole('button', { name: DEMO.northwindOfficer.name }).click();
  const logOut = page.getByRole('button', { name: 'Log out' });
  await logOut.focus();
  await logOut.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The menu item that asked has closed with its menu: the focus goes back to the menu's own button.
  await expect(page.getByRole('banner').getByRole('button', { name: DEMO.northwindOfficer.name })).toBeFocused();
});
