/**
 * The recommended deployment, as the README's "Same origin behind nginx" runs it: nginx serves
 * dist/ and balances /api/ and /sanctum/ round-robin over two API processes on one PostgreSQL
 * database. A bank officer signs in, moves between pages, submits a mortgage for approval; one
 * API process is killed; the officer keeps working, submits another and signs out. Every answer
 * after sign-in is a success, whichever process gave it, and both processes gave some.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page, type Response } from '@playwright/test';
import { buildPortalWhenStale } from '../../support/server-process.ts';
import { createEmptyPostgresDatabase } from '../../support/postgres-admin.ts';
import { freePort } from '../../support/free-port.ts';
import { signInThroughForm } from '../auth/auth-pages.ts';
import { migrateDatabase, startApiProcess, type ApiProcess } from './support/api-process.ts';
import { nginxMissingReason, startNginx, type RunningNginx } from './support/nginx.ts';
import { firstDraftLoan, submitForApproval } from './support/bank-desk.ts';
import { DEMO } from '../../support/demo-people.ts';

const OFFICER = DEMO.northwindOfficer.email;
const missing =
  nginxMissingReason() ??
  (process.env['DATABASE_URL'] ? null : 'needs DATABASE_URL: the API processes share one PostgreSQL database');
if (missing && !process.env['TEST_WORKER_INDEX'])
  process.stdout.write(`Skipping the nginx API pool test: ${missing}\n`);

test.describe('two API processes behind nginx', () => {
  test.skip(missing !== null, missing ?? '');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let database: { url: string; drop(): Promise<void> } | null = null;
  let dataDir = '';
  let ports: number[] = [];
  let env: NodeJS.ProcessEnv = {};
  const pool: ApiProcess[] = [];
  let nginx: RunningNginx | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await buildPortalWhenStale();
    database = await createEmptyPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'dealledger-pool-'));
    ports = [await freePort(), await freePort()];
    const nginxPort = await freePort();
    env = {
      ...process.env,
      DATABASE_URL: database!.url,
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      MIGRATE_ON_START: 'false',
    };
    delete env['SMTP_URL'];
    migrateDatabase(env);
    // Together, as the README starts them: one seeds the demo data into the empty database while the other waits.
    pool.push(...(await Promise.all(ports.map((port) => startApiProcess(port, env)))));
    nginx = await startNginx({ root: 'dist', port: nginxPort, apiServers: ports.map((port) => `127.0.0.1:${port}`) });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(pool.map((process) => process.stop()));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // A repeated run finds the process the last one killed started again, on its port.
  test.beforeEach(async () => {
    for (const [index, process] of pool.entries())
      if (!process.alive()) pool[index] = await startApiProcess(process.port, env);
  });

  function recordAnswers(page: Page): Response[] {
    const answers: Response[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/') || path.startsWith('/sanctum/')) answers.push(response);
    });
    return answers;
  }

  const servedSince = (process: ApiProcess, mark: number) => process.requests.length - mark;

  test('a user signs in, works and signs out while one of the processes is killed', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: nginx!.baseUrl });
    const page = await context.newPage();
    const answers = recordAnswers(page);

    await page.goto('/auth/login');
    await signInThroughForm(page, OFFICER);
    await page.waitForURL((url) => url.pathname === '/app/bank/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Dashboard' })).toBeVisible();
    const signedIn = answers.length;
    const marks = pool.map((process) => process.requests.length);

    await page.goto('/app/bank/mortgages');
    await expect(page.getByRole('table', { name: 'Mortgages' })).toBeVisible();
    await submitForApproval(page, await firstDraftLoan(page));
    // Round-robin: both processes answered the pages' requests since sign-in.
    await expect
      .poll(() => pool.map((process, index) => servedSince(process, marks[index]!) > 0))
      .toEqual([true, true]);

    const [killed, survivor] = pool as [ApiProcess, ApiProcess];
    await killed.kill();
    const afterKill = survivor.requests.length;

    await page.goto('/app/bank/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Dashboard' })).toBeVisible();
    await page.goto('/app/bank/mortgages');
    await expect(page.getByRole('table', { name: 'Mortgages' })).toBeVisible();
    await submitForApproval(page, await firstDraftLoan(page));
    expect(servedSince(survivor, afterKill)).toBeGreaterThan(0);

    await page.getByTitle('Profile menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const logout = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/logout'));
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    expect((await logout).status()).toBe(204);
    await page.waitForURL((url) => url.pathname === '/auth/login');

    // From sign-in to sign-out; the sign-in page then rightly finds a guest (401).
    const whileSignedIn = answers.slice(signedIn, answers.indexOf(await logout) + 1);
    expect(
      whileSignedIn.filter((answer) => answer.status() >= 400).map((answer) => `${answer.status()} ${answer.url()}`),
    ).toEqual([]);
    expect(whileSignedIn.length).toBeGreaterThan(10);
    await context.close();
  });
});
