/** Forgotten password: the reset mail, its link into the reset form, and signing in with the new password. */
import { test, expect } from '../fixtures.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { registerThroughApi, signInThroughForm } from './auth-pages.ts';

const OLD_PASSWORD = 'Original-pass-phrase-77';
const NEW_PASSWORD = 'Replaced-pass-phrase-88';

test('a user resets a forgotten password through the mailed link and signs in with the new one', async ({
  page,
  playwright,
  extraHTTPHeaders,
}) => {
  const api = await playwright.request.newContext({ baseURL: process.env['E2E_BASE_URL'], extraHTTPHeaders });
  const email = await registerThroughApi(api, 'reset', OLD_PASSWORD);
  await api.dispose();
  // The sign-up mail must be out before the reset is asked for, or it could pass for the newest mail.
  await latestMailTo(process.env['E2E_DATA_DIR']!, email);

  const asked = new Date();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('We have emailed your password reset link.');

  const mail = await latestMailTo(process.env['E2E_DATA_DIR']!, email, { after: asked });
  const link = mail.links.find((candidate) => candidate.includes('/auth/reset-password?'));
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset.');

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await signInThroughForm(page, email, OLD_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Opening the mailed reset link proved the address too, so the notice is skipped.
  await page.waitForURL((url) => url.pathname === '/app/dashboard');
});

test('a reset link with a wrong token is refused with the server message', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token&email=newcomer%40example.test');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset token is invalid.');
});

test('a reset page opened without its token says the link is incomplete', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText('This reset link is incomplete.');
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
});

test('the reset page takes the token out of the address bar and sends it in no Referer', async ({ page }) => {
  const token = 'Referer-leak-check-token-0123456789abcdef';
  const referers: { url: string; referer: string | undefined }[] = [];
  page.on('request', async (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    referers.push({ url: request.url(), referer: (await request.allHeaders())['referer'] });
  });

  await page.goto(`/auth/reset-password?token=${token}&email=someone%40example.test`);
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.test');
  await expect.poll(() => page.url()).not.toContain(token);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => location.href)).not.toContain('someone%40example.test');

  // A request the page makes after loading: the form's submission, with the token it read.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  const answered = page.waitForResponse((response) => response.url().includes('/api/v1/password/reset'));
  await page.getByRole('button', { name: 'Reset password' }).click();
  expect((await answered).status()).toBe(422);
  await expect(page.getByRole('alert')).toHaveText('This password reset token is invalid.');

  expect(referers.length).toBeGreaterThan(2);
  expect(referers.filter((entry) => entry.referer?.includes(token))).toEqual([]);
});
