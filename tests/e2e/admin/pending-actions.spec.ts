/**
 * The pending-actions screen: a platform checker opens a registration decision's change and
 * rejects it with a reason; a maker follows the main dashboard's link to their own waiting
 * changes and cancels one. Each run onboards its own requests, so the tests repeat cleanly.
 */
import { request, type Browser, type Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';

type SignIn = (page: Page, email: string) => Promise<void>;
const MAKER = DEMO.adminMaker.email;
const CHECKER = DEMO.adminChecker.email;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe.configure({ timeout: 180_000 });

/** Onboards a bank as a guest would at /onboard; returns its name. */
async function onboardAsGuest(): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Fjord E2E ${unique}`;
  const guest = await request.newContext({ baseURL: process.env['E2E_BASE_URL'] });
  const answer = await guest.post('/api/v1/onboard', {
    headers: { Accept: 'application/json' },
    multipart: {
      entity_type: 'bank',
      name,
      legal_name: `${name} ASA`,
      registration_number: `PA-${unique}`,
      country: 'NO',
      address: 'Kongens gate 1, Oslo',
      contact_email: 'office@fjord-e2e.test',
      phone: '+47 22 00 00 00',
      banking_licence_number: 'NO-FSA-1234',
      bic: 'FJRDNOKK',
      contact_person_name: 'Ingrid Berg',
      contact_person_email: `ingrid.${unique}@fjord-e2e.test`,
      contact_person_phone: '+47 900 00 000',
      documents: { name: 'articles.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await guest.dispose();
  return name;
}

async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The signed-in maker proposes a decision on the named request through the API, as the request screen would. */
async function proposeDecision(maker: Page, name: string, decision: 'approve' | 'reject'): Promise<void> {
  const api = maker.context().request;
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const found = await api.get(`/api/v1/registration-requests?search=${encodeURIComponent(name)}`, { headers });
  const id = (await found.json()).data[0].id as number;
  const xsrf = (await maker.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const body = decision === 'reject' ? { reason: 'The licence number does not match the register.' } : {};
  const answer = await api.post(`/api/v1/registration-requests/${id}/${decision}`, {
    headers: { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(202);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a platform checker rejects a registration decision with a reason', async ({ browser, signIn }) => {
  const name = await onboardAsGuest();
  const maker = await pageAs(browser, signIn, MAKER);
  await proposeDecision(maker, name, 'approve');

  const checker = await pageAs(browser, signIn, CHECKER);
  await checker.goto('/app/admin/pending-actions');
  await checker.getByRole('search').getByLabel('Scope').selectOption('platform');
  await checker.getByRole('search').getByLabel('Type').selectOption('registration.decide');
  await checker.getByRole('search').getByRole('button', { name: 'Apply filters' }).click();
  await expect(checker).toHaveURL(/scope=platform/);

  await rowOf(checker, name).getByRole('button', { name: 'Show change' }).click();
  const change = checker.locator('[data-pending-action]');
  await expect(change.getByRole('heading')).toContainText(name);
  await expect(change.locator('[data-field="status"]')).toContainText('Approved');

  await change.getByRole('button', { name: 'Reject' }).click();
  const reasonDialog = checker.getByRole('dialog', { name: 'Reject the change' });
  await reasonDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(reasonDialog).toContainText('Give a reason for rejecting this change.');
  await reasonDialog.getByLabel('Reason').fill('The banking licence could not be verified.');
  await reasonDialog.getByRole('button', { name: 'Reject' }).click();

  const confirm = checker.getByRole('dialog', { name: 'Reject', exact: true });
  await expect(confirm).toContainText('The registration waits for another decision');
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(checker.getByText('The change was rejected.')).toBeVisible();
  await expect(rowOf(checker, name)).toHaveCount(0);
});

test('a maker follows the dashboard to their own waiting changes and cancels one', async ({ browser, signIn }) => {
  const name = await onboardAsGuest();
  const maker = await pageAs(browser, signIn, MAKER);
  await proposeDecision(maker, name, 'reject');

  await maker.goto('/app/dashboard');
  await maker.locator('[data-attention="own_pending_actions"]').getByRole('link').click();
  await expect(maker).toHaveURL(/\/app\/admin\/pending-actions\?maker=\d+/);

  await rowOf(maker, name).getByRole('button', { name: 'Show change' }).click();
  const change = maker.locator('[data-pending-action]');
  await expect(change.locator('[data-field="rejection_reason"]')).toContainText(
    'The licence number does not match the register.',
  );
  await expect(change.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await change.getByRole('button', { name: 'Cancel action' }).click();
  await maker.getByRole('dialog', { name: 'Cancel action' }).getByRole('button', { name: 'Cancel action' }).click();
  await expect(maker.getByText('The action was cancelled.')).toBeVisible();
  await expect(rowOf(maker, name)).toHaveCount(0);
});
