/**
 * The mortgage list keeps its view in the address (issue 12, "On a phone and on a slow line"):
 * filters, sort and page survive a reload and open the same view from a shared link, and below
 * 640 px the rows are readable cards.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from './bank-helpers.ts';
import { apiAs } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';

const LIST = '/app/bank/mortgages';

// Each test signs in and loads the list more than once; a busy machine needs more than the default.
test.describe.configure({ timeout: 90_000 });
const COUNT = 30;
let prefix = '';
const refOf = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`;

test.beforeAll(async () => {
  prefix = uniqueRef('LST');
  const officer = await apiAs(DEMO.northwindOfficer.email);
  for (let n = 0; n < COUNT; n++) await createDraftLoan(officer, refOf(n), n);
  await officer.dispose();
});

const table = (page: Page) => page.getByRole('table', { name: 'Mortgages' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const search = (page: Page) =>
  page.getByRole('search', { name: 'Filters' }).getByRole('searchbox', { name: 'Loan reference' });

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${LIST}${query}`);
  await expect(search(page)).toBeEnabled({ timeout: 30_000 });
}

test('filters, sort and page survive a reload', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await openList(page);
  await search(page).fill(prefix);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${prefix}$`));
  await expect(page.getByText(`Showing 1–25 of ${COUNT}`)).toBeVisible();

  await table(page).getByRole('button', { name: 'Current principal' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Current principal' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bodyRows(page).first()).toContainText(refOf(0));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(bodyRows(page)).toHaveCount(COUNT - 25);
  await expect(bodyRows(page).first()).toContainText(refOf(25));
  const url = page.url();
  expect(new URL(url).searchParams.get('sort')).toBe('current_principal');
  expect(new URL(url).searchParams.get('order')).toBe('asc');

  await page.reload();
  await expect(search(page)).toHaveValue(prefix);
  await expect(table(page).getByRole('columnheader', { name: 'Current principal' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByLabel('Page 2')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(page)).toHaveCount(COUNT - 25);
  await expect(bodyRows(page).first()).toContainText(refOf(25));
  expect(page.url()).toBe(url);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(bodyRows(page)).toHaveCount(25);
});

test('a shared link opens the same view: status tab, descending sort and page size', async ({ page, signIn }) => {
  await signIn(page, DEMO.northwindOfficer.email);
  await openList(page, `?status=draft&search=${prefix}&sort=current_principal&order=desc&per_page=50`);
  await expect(
    page.getByRole('navigation', { name: 'Mortgage status' }).getByRole('link', { name: 'Draft' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Rows per page')).toHaveValue('50');
  await expect(bodyRows(page)).toHaveCount(COUNT);
  await expect(bodyRows(page).first()).toContainText(refOf(COUNT - 1));
  await expect(table(page).getByRole('columnheader', { name: 'Current principal' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByRole('navigation', { name: 'Mortgage status' }).getByRole('link', { name: 'Listed' }).click();
  await expect(page).toHaveURL(/status=listed/);
  await expect(page.getByText('No mortgages match these filters')).toBeVisible();
});

test('on a phone the rows are cards, with their fields labelled', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.northwindOfficer.email);
  await openList(page, `?search=${prefix}&sort=loan_ref&order=asc`);
  const cards = page.getByRole('list', { name: 'Mortgages' }).getByRole('listitem');
  await expect(cards).toHaveCount(25);
  await expect(table(page)).toBeHidden();
  const first = cards.first();
  await expect(first.getByRole('link', { name: refOf(0) })).toBeVisible();
  await expect(first.getByText('Current principal')).toBeVisible();
  await expect(first.getByText('USD 200,000.00')).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  await page.getByLabel('Sort by').selectOption({ label: 'Loan reference (descending)' });
  await expect(page).toHaveURL(/order=desc/);
  await expect(cards.first().getByRole('link', { name: refOf(COUNT - 1) })).toBeVisible();
});

test('a platform admin reads the list with each loan’s bank and no way to create', async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  await openList(page, `?search=${prefix}`);
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(table(page).getByRole('columnheader', { name: 'Bank' })).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('Northwind Bank');
  await expect(page.getByRole('link', { name: 'New mortgage' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bulk upload' })).toHaveCount(0);
});
