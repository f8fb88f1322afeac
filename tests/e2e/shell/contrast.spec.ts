/**
 * Every business screen reads at WCAG AA in both colour schemes: axe finds nothing on each, in light and
 * in dark, with the states that carry colour shown: the loan form's LTV and DTI warnings, and every
 * status a batch can show (its answer rewritten in the browser, so each status is on screen).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { expectNoAxeFindings, type AxeCheck } from '../support/axe.ts';
import { openPage } from './shell-helpers.ts';

test.describe.configure({ timeout: 180_000 });

/** On a loaded machine one analysis of a whole screen can take longer than the default wait. */
const TIMEOUT = { timeoutMs: 90_000 };

/**
 * Every rule of axe in the light scheme. The dark scheme is the same document with other colours (a class on
 * <html>), so there axe checks the rules that read colours; the rest would repeat the light scheme's answers.
 */
const AXE: Record<Scheme, AxeCheck> = {
  light: TIMEOUT,
  dark: { ...TIMEOUT, rules: ['color-contrast', 'link-in-text-block'] },
};

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The business screens, opened as a super admin, who may open each. */
const SCREENS = [
  '/app/dashboard',
  '/app/bank/dashboard',
  '/app/bank/mortgages',
  '/app/bank/mortgages/1',
  '/app/bank/mortgages/1/listed',
  '/app/bank/mortgages/create',
  '/app/bank/mortgages/1/edit',
  '/app/bank/mortgages/bulk-upload',
  '/app/bank/mortgages/batch/1',
  '/app/bank/proposals',
  '/app/bank/deals',
  '/app/bank/deals/1',
  '/app/investor/dashboard',
  '/app/investor/main-dashboard',
  '/app/investor/mortgages/205',
  '/app/investor/proposals',
  '/app/investor/proposals/30',
  '/app/investor/proposals/30/final-acceptance',
  '/app/investor/deals',
  '/app/investor/deals/1',
  '/app/admin',
  '/app/admin/registration-requests',
  '/app/admin/registration-requests/1',
  '/app/admin/pending-actions',
  '/app/admin/users',
  '/app/admin/users/create',
  '/app/admin/users/1/edit',
  '/app/admin/entities',
  '/app/admin/entities/bank/2',
  '/app/admin/entities/bank/2/edit',
  '/app/admin/revisions/1',
];

const BATCH_STATUSES = [
  'validated',
  'validated_with_errors',
  'failed',
  'pending_approval',
  'imported',
  'rejected',
] as const;

/** The scheme is chosen before any script of the page runs, as the settings remember it. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript((dark) => {
    const key = 'dealledger.layout';
    const saved = JSON.parse(window.localStorage.getItem(key) || '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...saved, darkTheme: dark }));
  }, scheme === 'dark');
}

/** Open, hydrated, and its data in: no loading state left on screen. */
async function openScreen(page: Page, path: string, scheme: Scheme): Promise<void> {
  await openPage(page, path);
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /app-dark/ : /^(?!.*app-dark)/);
  await expect(
    page
      .locator('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
}

for (const scheme of SCHEMES) {
  test.describe(`in the ${scheme} scheme`, () => {
    test.beforeEach(async ({ page, signIn }) => {
      await useScheme(page, scheme);
      await signIn(page, DEMO.superAdmin.email);
    });

    for (const path of SCREENS) {
      test(`${path} has no axe finding`, async ({ page }) => {
        await openScreen(page, path, scheme);
        await expectNoAxeFindings(page, AXE[scheme]);
      });
    }

    test('the loan form with its LTV and DTI warnings shown has no axe finding', async ({ page }) => {
      await openScreen(page, '/app/bank/mortgages/create', scheme);
      await page.getByLabel('Current LTV (%)', { exact: true }).fill('120');
      await page.getByLabel('Debt-to-income (%) (optional)', { exact: true }).fill('75');
      await page.getByLabel('Loan reference', { exact: true }).focus();
      await expect(page.getByText('The current LTV is above 100%.')).toBeVisible();
      await expect(page.getByText('The debt-to-income ratio is above 60%.')).toBeVisible();
      await expectNoAxeFindings(page, AXE[scheme]);
    });

    for (const status of BATCH_STATUSES) {
      test(`a batch ${status} has no axe finding`, async ({ page }) => {
        await page.route(/\/api\/v1\/batches\/1$/, async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { data: Record<string, unknown> };
          await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, status } } });
        });
        await openScreen(page, '/app/bank/mortgages/batch/1', scheme);
        await expect(page.getByTestId('batch-status')).toBeVisible();
        await expect(page.locator(`[data-batch-status="${status}"]`)).toBeVisible();
        await expectNoAxeFindings(page, AXE[scheme]);
      });
    }
  });
}
