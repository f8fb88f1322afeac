/**
 * Notifications in the portal: a user switches a kind's e-mail off on the settings page reached
 * from the profile menu, and it stays off after a reload; a proposal on the bank's loan appears in
 * the officer's "Needs your attention", links to the loan's listing, and is marked read. The settings
 * page works by keyboard, on a phone and in dark mode, with no axe finding.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { expectNoAxeFindings } from '../support/axe.ts';
import { deskSessions, listedLoan, propose } from '../flow/desk-scenes.ts';
import { openPage } from '../shell/shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const DARK = JSON.stringify({ preset: 'Aura', primary: 'blue', darkTheme: true, menuMode: 'static' });
const PHONE = { width: 375, height: 740 };

/**
 * Each test flips a person's switches: every run of a test (with --repeat-each, side by side) takes
 * a person of its own, so two runs never flip one person's switch at once.
 */
const PEOPLE_OF = {
  reload: [DEMO.bluewaterDirector, DEMO.summitDirector, DEMO.harborManager],
  light: [DEMO.bluewaterAnalyst, DEMO.summitAnalyst, DEMO.adminMaker],
  dark: [DEMO.harborOfficer, DEMO.adminChecker, DEMO.newcomer],
} as const;
const personFor = (test: keyof typeof PEOPLE_OF, repeat: number) =>
  PEOPLE_OF[test][repeat % PEOPLE_OF[test].length]!.email;
const savedStatus = (page: Page) =>
  page.locator('form [role="status"]').filter({ hasText: 'Your notification settings are saved.' });

const settingsForm = (page: Page) => page.locator('[data-settings-state="ready"][data-hydrated="true"]');
const emailSwitch = (page: Page, label: string) => page.getByRole('switch', { name: `E-mail me: ${label}` });

test('a user switches a kind’s e-mail off in Settings and it stays off after a reload', async ({
  page,
  signIn,
}, info) => {
  await signIn(page, personFor('reload', info.repeatEachIndex));
  await openPage(page, '/app/dashboard');
  await page.getByTitle('Profile menu').click();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(settingsForm(page)).toBeVisible();

  // Whatever an earlier run left, turn it the other way and back.
  const toggle = emailSwitch(page, 'Deal settled');
  const was = await toggle.isChecked();
  await toggle.setChecked(!was);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(savedStatus(page)).toBeVisible();

  await page.reload();
  await expect(settingsForm(page)).toBeVisible();
  await expect(emailSwitch(page, 'Deal settled')).toBeChecked({ checked: !was });
  // The other kinds kept their own values.
  await expect(emailSwitch(page, 'Funds sent')).toBeVisible();

  await emailSwitch(page, 'Deal settled').setChecked(false);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(savedStatus(page)).toBeVisible();
  await page.reload();
  await expect(settingsForm(page)).toBeVisible();
  await expect(emailSwitch(page, 'Deal settled')).not.toBeChecked();
});

test('a proposal on the bank’s loan shows in the officer’s “Needs your attention”, links to the listing and is marked read', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const desk = await deskSessions();
  try {
    const loan = await listedLoan(desk.officer, desk.manager, 'NOTE');
    await propose(desk.investor, loan.id, '97.250');

    await signIn(page, DEMO.northwindOfficer.email);
    await openPage(page, '/app/dashboard');
    await expect(page.locator('[data-dashboard-state="ready"]')).toBeVisible();
    const item = page.locator('[data-notification="proposal_received"]').filter({ hasText: loan.ref });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link')).toHaveText(`Summit Capital proposes on loan ${loan.ref}`);
    // Its time reads as every other time on the portal: a UTC stamp, whatever the browser's locale.
    await expect(item.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    await expectNoAxeFindings(page, { timeoutMs: 45_000 });

    await item.getByRole('button', { name: /^Mark read: / }).click();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-dashboard-state="ready"]')).toBeVisible();
    await expect(page.locator('[data-notification="proposal_received"]').filter({ hasText: loan.ref })).toHaveCount(0);
    // The approved listing told the officer too; its link leads to the loan.
    const approved = page.locator('[data-notification="change_approved"]').filter({ hasText: loan.ref }).first();
    await expect(approved).toBeVisible();
    await approved.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/app/bank/mortgages/${loan.id}$`));
  } finally {
    await desk.dispose();
  }
});

test('the proposal notification’s link opens the loan’s listing with its proposals, in dark mode on a phone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((config) => window.localStorage.setItem('dealledger.layout', config), DARK);
  await page.setViewportSize(PHONE);
  const desk = await deskSessions();
  try {
    const loan = await listedLoan(desk.officer, desk.manager, 'NOTL');
    await propose(desk.investor, loan.id, '96.500');
    await signIn(page, DEMO.northwindManager.email);
    await openPage(page, '/app/dashboard');
    const item = page.locator('[data-notification="proposal_received"]').filter({ hasText: loan.ref });
    await expect(item).toBeVisible();
    await expectNoAxeFindings(page, { timeoutMs: 45_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/app/bank/mortgages/${loan.id}/listed$`));
    await expect(page.getByTestId('proposals-count')).toHaveText('1');
  } finally {
    await desk.dispose();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the settings page has no axe finding in ${scheme}, fits a phone and works by keyboard`, async ({
    page,
    signIn,
  }, info) => {
    // A full axe analysis takes a while on a busy machine.
    test.setTimeout(90_000);
    if (scheme === 'dark')
      await page.addInitScript((config) => window.localStorage.setItem('dealledger.layout', config), DARK);
    await page.setViewportSize(PHONE);
    await signIn(page, personFor(scheme, info.repeatEachIndex));
    await openPage(page, '/app/settings');
    await expect(settingsForm(page)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /app-dark/ : /^(?!.*app-dark)/);
    await expectNoAxeFindings(page, { timeoutMs: 45_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Keyboard: focus a switch, flip it with Space, save with Enter on the button.
    const toggle = emailSwitch(page, 'Funds sent');
    const was = await toggle.isChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked({ checked: !was });
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(savedStatus(page)).toBeVisible();
    await page.reload();
    await expect(settingsForm(page)).toBeVisible();
    await expect(emailSwitch(page, 'Funds sent')).toBeChecked({ checked: !was });
  });
}
