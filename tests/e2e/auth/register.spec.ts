/** Sign-up through the form, the verification mail and its link, and sending the link again. */
import { test, expect } from '../fixtures.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { pathOf, signInThroughForm, uniqueEmail } from './auth-pages.ts';
import { DEMO } from '../../support/demo-people.ts';

const dataDir = () => process.env['E2E_DATA_DIR']!;
const PASSWORD = 'Quiet-harbour-lanterns-42';

test('a new person registers, verifies the e-mail address from the mail, signs in and reaches the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  const started = new Date(Date.now() - 1000);
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Rita Register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.registered);
  expect(pathOf(page)).toBe('/auth/register');

  const mail = await latestMailTo(dataDir(), email, { after: started });
  const link = mail.links.find((candidate) => candidate.includes('/api/v1/email/verify/'));
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  // The link verified the address; signing in follows, and leads back to the dashboard.
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await signInThroughForm(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/app/dashboard');
  await expect(page.locator('main')).toBeVisible();

  // The notice needs login only (spec section 2): a verified user is told so and given the way on.
  await page.goto('/auth/verify-email');
  await expect(page.getByText(/is verified\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/app/dashboard');
});

test('the verification link can be sent again from the notice', async ({ page }) => {
  const email = uniqueEmail('resend');
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Rory Resend');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.registered);
  const first = await latestMailTo(dataDir(), email);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await signInThroughForm(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/auth/verify-email');
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  const asked = new Date();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toHaveText('A fresh verification link has been sent to your email address.');
  const second = await latestMailTo(dataDir(), email, { after: asked });
  expect(second.links.find((l) => l.includes('/email/verify/'))).toBeTruthy();
  expect(second.text).not.toBe('');
  expect(pathOf(page)).toBe('/auth/verify-email');
  expect(first.subject).toBe(second.subject);
});

test('registration shows the rules and the server refusals under their fields', async ({ page }) => {
  await page.goto('/auth/register');
  const password = page.getByLabel('Password', { exact: true });
  const strength = page.getByRole('progressbar', { name: 'Password strength' });

  await password.fill('abc');
  await expect(strength).toHaveAttribute('value', '33.33');
  await expect(page.getByText('Weak', { exact: true })).toBeVisible();
  await password.fill('abcDEF');
  await expect(strength).toHaveAttribute('value', '66.66');
  await expect(page.getByText('Medium', { exact: true })).toBeVisible();
  await password.fill('abcDEF12');
  await expect(strength).toHaveAttribute('value', '100');
  await expect(page.getByText('Strong', { exact: true })).toBeVisible();

  await page.getByLabel('Full name').fill('Dee Duplicate');
  await page.getByLabel('E-mail address').fill(DEMO.newcomer.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password field must be at least 12 characters.')).toBeVisible();

  await password.fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Create account' }).click();
  // A taken address gets the same answer as a new one; its owner hears of it by mail.
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.registered);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(pathOf(page)).toBe('/auth/register');
  const notice = await latestMailTo(dataDir(), DEMO.newcomer.email, { after: asked });
  expect(notice.subject).toBe('You already have a DealLedger account');
});
