/**
 * The portal and the API on two origins of one site, as the README's "API on another origin"
 * runs them: the portal built with PUBLIC_API_URL=http://api.example.test and served alone by
 * nginx at http://portal.example.test, the API with CORS_ORIGINS=http://portal.example.test and
 * SESSION_DOMAIN=example.test. Chromium maps the three host names to loopback ports. Signing in
 * and a CSRF-protected write work; a page on http://evil.example.test cannot read the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test, expect, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../support/browser.ts';
import { createEmptyPostgresDatabase } from '../../support/postgres-admin.ts';
import { freePort } from '../../support/free-port.ts';
import { signInThroughForm } from '../auth/auth-pages.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { nginxMissingReason, startNginx, type RunningNginx } from './support/nginx.ts';
import { firstDraftLoan, submitForApproval } from './support/bank-desk.ts';
import { CROSS_ORIGIN_DIST, buildCrossOriginPortalWhenStale } from './support/cross-origin-build.ts';
import { DEMO } from '../../support/demo-people.ts';

const PORTAL = 'http://portal.example.test';
const API = 'http://api.example.test';
const EVIL = 'http://evil.example.test';
const OFFICER = DEMO.northwindOfficer.email;
const missing = nginxMissingReason();
if (missing && !process.env['TEST_WORKER_INDEX']) process.stdout.write(`Skipping the cross-origin test: ${missing}\n`);

/** What a page's script gets when it reads the signed-in user from the API with its cookies. */
function readUserFrom(page: Page): Promise<string> {
  return page.evaluate(async (api) => {
    try {
      const answer = await fetch(`${api}/api/v1/user`, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      return `status ${answer.status}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  }, API);
}

test.describe('the portal and the API on two origins', () => {
  test.skip(missing !== null, missing ?? '');
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let database: { url: string; drop(): Promise<void> } | null = null;
  let dataDir = '';
  let api: ApiProcess | undefined;
  let nginx: RunningNginx | undefined;
  let browser: Browser | undefined;

  test.beforeAll(async () => {
    // The portal's own build, once per change: one to two minutes on a small machine.
    test.setTimeout(300_000);
    await buildCrossOriginPortalWhenStale(API);
    database = await createEmptyPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'dealledger-cross-origin-'));
    const [apiPort, portalPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      APP_URL: PORTAL,
      CORS_ORIGINS: PORTAL,
      SESSION_DOMAIN: 'example.test',
      LOG_LEVEL: 'warn',
    };
    delete env['SMTP_URL'];
    if (database) env['DATABASE_URL'] = database.url;
    else delete env['DATABASE_URL'];
    api = await startApiProcess(apiPort, env);
    nginx = await startNginx({ root: CROSS_ORIGIN_DIST, port: portalPort });
    const executablePath = chromiumExecutable('headless-shell');
    browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [
        ...CHROMIUM_ARGS,
        `--host-resolver-rules=MAP portal.example.test 127.0.0.1:${portalPort}, MAP evil.example.test 127.0.0.1:${portalPort}, MAP api.example.test 127.0.0.1:${apiPort}`,
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await api?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedInPortal(): Promise<Page> {
    const page = await (await browser!.newContext({ baseURL: PORTAL })).newPage();
    await page.goto('/auth/login');
    await signInThroughForm(page, OFFICER);
    await page.waitForURL((url) => url.pathname === '/app/bank/dashboard', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Dashboard' })).toBeVisible();
    return page;
  }

  test('a user signs in on the portal, makes a CSRF-protected change on the API and signs out', async () => {
    const page = await signedInPortal();
    const xsrf = (await page.context().cookies(API)).find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf?.domain, 'the token cookie is shared with the portal host').toBe('.example.test');
    expect(await page.evaluate(() => document.cookie.includes('XSRF-TOKEN='))).toBe(true);

    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST')
        writes.push(`${new URL(request.url()).origin} ${request.headers()['x-xsrf-token'] ? 'with' : 'without'} token`);
    });
    await submitForApproval(page, await firstDraftLoan(page));
    expect(writes).toContain(`${API} with token`);

    await page.getByTitle('Profile menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const logout = page.waitForResponse(`${API}/api/v1/logout`);
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    expect((await logout).status()).toBe(204);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(await readUserFrom(page)).toBe('status 401');
    await page.context().close();
  });

  test('a page on a third origin of the same site cannot use the signed-in session', async () => {
    const portal = await signedInPortal();
    expect(await readUserFrom(portal)).toBe('status 200');

    // Same browser, same cookies: only the origin differs.
    const evil = await portal.context().newPage();
    const corsErrors: string[] = [];
    evil.on('console', (message) => {
      if (/CORS policy/.test(message.text())) corsErrors.push(message.text());
    });
    await evil.goto(`${EVIL}/auth/login`);
    expect(await readUserFrom(evil)).toBe('refused: TypeError');
    // A write carrying the token (readable on every host of the shared domain) stops at the preflight.
    const write = await evil.evaluate(async (apiOrigin) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      try {
        const answer = await fetch(`${apiOrigin}/api/v1/logout`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'X-XSRF-TOKEN': token },
        });
        return `status ${answer.status}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    }, API);
    expect(write).toBe('refused: TypeError');
    expect(corsErrors.length).toBeGreaterThanOrEqual(2);
    // The refused logout never reached the API: the session lives on.
    expect(await readUserFrom(portal)).toBe('status 200');
    await portal.context().close();
  });

  test('the API answers an allowed origin with CORS headers and a third origin without', async () => {
    const base = `http://127.0.0.1:${api!.port}`;
    const allowed = await fetch(`${base}/api/v1/health`, { headers: { Origin: PORTAL } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const refused = await fetch(`${base}/api/v1/health`, { headers: { Origin: EVIL } });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${base}/api/v1/auth/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: EVIL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
