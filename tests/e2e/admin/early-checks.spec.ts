/**
 * The platform's screens say what may not be done before they ask or send: a super admin is told
 * they cannot deactivate themself before any confirmation; on an organisation's page a checker is
 * not offered to approve their own change, and a change overtaken by another (a 409) is reloaded
 * and no longer offered for approval. Each run onboards its own organisation.
 */
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';
import { registerInvestor } from '../support/guest-registration.ts';

test.describe.configure({ timeout: 180_000 });

/** The JSON of an answer, read by the few fields a step needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
type Json = Record<string, any>;
type Api = {
  call: (method: 'get' | 'post' | 'patch', path: string, data?: unknown) => Promise<Json>;
  dispose: () => Promise<void>;
};

/** A signed-in API client that sends the XSRF header; `call` answers the JSON and checks for a 2xx. */
async function apiAs(email: string): Promise<Api> {
  const context: APIRequestContext = await request.newContext({ baseURL: process.env['E2E_BASE_URL'] });
  const headers = async () => ({
    'X-XSRF-TOKEN': decodeURIComponent(
      (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    ),
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  });
  await context.get('/sanctum/csrf-cookie');
  const login = await context.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: await headers(),
  });
  expect(login.status(), `sign in as ${email}`).toBe(200);
  return {
    async call(method, path, data) {
      const answer = await context[method](`/api/v1${path}`, { headers: await headers(), ...(data ? { data } : {}) });
      const text = await answer.text();
      expect(answer.ok(), `${method.toUpperCase()} ${path}: ${text}`).toBe(true);
      return text ? JSON.parse(text) : {};
    },
    dispose: () => context.dispose(),
  };
}

/** A new investor, onboarded by a guest and approved through four eyes: its id, name and version. */
async function freshInvestor(maker: Api, checker: Api): Promise<{ id: number; name: string; version: number }> {
  const { name } = await registerInvestor('Tundra');
  const found = await maker.call('get', `/registration-requests?search=${encodeURIComponent(name)}`);
  const requestId: number = found['data'][0].id;
  const proposed = await maker.call('post', `/registration-requests/${requestId}/approve`);
  await checker.call('post', `/pending-actions/${proposed['pending_action'].id}/approve`);
  const registration = await checker.call('get', `/registration-requests/${requestId}`);
  const entity = await checker.call('get', `/admin/entities/${registration['data'].entity_id}`);
  return { id: entity['data'].id, name, version: entity['data'].version };
}

async function pageAs(browser: Browser, signIn: (page: Page, email: string) => Promise<void>, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a super admin is told they cannot deactivate themself before any confirmation', async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  const me = (await (await page.request.get('/api/v1/user', { headers: { Accept: 'application/json' } })).json()) as {
    id?: number;
    data?: { id: number };
  };
  const id = me.data?.id ?? me.id;
  await page.goto(`/app/admin/users/${id}/edit`);
  const active = page.getByLabel('Active', { exact: true });
  await expect(active).toBeChecked();
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await active.uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#is_active-error')).toHaveText('You cannot deactivate yourself: another super admin can.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a checker is not offered their own change, nor a change overtaken by another', async ({ browser, signIn }) => {
  const [maker, checker, superAdmin] = await Promise.all([
    apiAs(DEMO.adminMaker.email),
    apiAs(DEMO.adminChecker.email),
    apiAs(DEMO.superAdmin.email),
  ]);
  const investor = await freshInvestor(maker, checker);
  // The maker proposes an edit; the super admin, a checker too, proposes the suspension.
  await maker.call('patch', `/admin/entities/${investor.id}`, { version: investor.version, phone: '+46 8 111 111' });
  await superAdmin.call('post', `/admin/entities/${investor.id}/suspend`, { reason: 'Licence under review.' });

  const admin = await pageAs(browser, signIn, DEMO.superAdmin.email);
  await admin.goto(`/app/admin/entities/investor/${investor.id}`);
  const suspension = admin.locator('section[aria-label="Organisation suspension"]');
  const edit = admin.locator('section[aria-label="Organisation change"]');
  await expect(edit.getByRole('button', { name: 'Approve change' })).toBeEnabled({ timeout: 30_000 });
  await expect(suspension).toContainText('You proposed this change: another platform checker decides it.');
  await expect(suspension.getByRole('button', { name: 'Approve change' })).toHaveCount(0);

  // The platform checker approves the suspension: the edit, made on the version before, is overtaken.
  const actions = await checker.call('get', `/pending-actions?status=pending&type=entity.suspend`);
  const waiting = (actions['data'] as { id: number; target_id: number }[]).find((one) => one.target_id === investor.id);
  await checker.call('post', `/pending-actions/${waiting!.id}/approve`);
  await Promise.all([maker.dispose(), checker.dispose(), superAdmin.dispose()]);

  await edit.getByRole('button', { name: 'Approve change' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve change' }).click();
  await expect(suspension).toHaveCount(0);
  await expect(edit).toContainText('The organisation has changed since this change was proposed');
  await expect(edit.getByRole('button', { name: 'Approve change' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Reject change' })).toBeVisible();
});
