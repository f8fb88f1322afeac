/**
 * The demo accounts (published password) reach only the embedded database and databases
 * that ask for them with DEMO_DATA=true; `create-admin` makes the first real administrator.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedRepeat } from '../support/test-scope.ts';
import { createEmptyPostgresDatabase } from '../support/postgres-admin.ts';
import { childEnv, freshDataDir, removeDataDirs, startServer } from '../support/server-process.ts';
import { HttpClient } from '../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-people.ts';

const DEMO_ADMIN = DEMO.superAdmin.email;
const NEW_PASSWORD = 'violet-lantern-orchard-1987';
const onPostgres = Boolean(process.env['DATABASE_URL']);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  removeDataDirs();
});

async function freshPostgresUrl(): Promise<string> {
  const database = await createEmptyPostgresDatabase();
  if (!database) throw new Error('DATABASE_URL is not set');
  cleanups.push(database.drop);
  return database.url;
}

function createAdmin(env: Record<string, string>, args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: childEnv(env),
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Sets the password through the printed one-time link, then signs in with it and reads /user. */
async function setPasswordAndSignIn(baseUrl: string, link: string) {
  const { searchParams, pathname } = new URL(link);
  expect(pathname).toBe('/auth/reset-password');
  const client = new HttpClient(baseUrl);
  await client.csrfCookie();
  const body = {
    token: searchParams.get('token'),
    email: searchParams.get('email'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  };
  const reset = await client.post('/api/v1/password/reset', body);
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await client.login(searchParams.get('email')!, NEW_PASSWORD);
  expect(login.statusCode, login.body).toBeLessThan(300);
  const user = (await client.get('/api/v1/user')).json() as {
    email: string;
    entity_roles?: { role: { name: string } }[];
  };
  return { user, reuse: await client.post('/api/v1/password/reset', body) };
}

const linkIn = (stdout: string) => /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(stdout)?.[0] ?? '';

// Each test starts a real server and migrates a fresh database: slow on a busy machine.
describe('demo data at start-up', { timeout: 120_000 }, () => {
  it.skipIf(!onPostgres)(
    'a fresh PostgreSQL database without DEMO_DATA gets no demo account; create-admin makes a working super_admin',
    async () => {
      const databaseUrl = await freshPostgresUrl();
      const server = startServer({ DATABASE_URL: databaseUrl }, ['--api-only']);
      const url = await server.started;
      expect(server.output.stdout).toContain('Demo data not seeded: DATABASE_URL is set and DEMO_DATA is not true.');
      expect(server.output.stdout).toContain('npm run create-admin -- --email');
      expect(server.output.stdout).not.toContain(DEMO_PASSWORD);
      expect((await new HttpClient(url).login(DEMO_ADMIN, DEMO_PASSWORD)).statusCode).toBe(422);

      const created = createAdmin({ DATABASE_URL: databaseUrl, APP_URL: url }, [
        '--email',
        'owner@bank.example',
        '--name',
        'Olivia Owner',
      ]);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created the super_admin owner@bank.example.');
      const { user, reuse } = await setPasswordAndSignIn(url, linkIn(created.stdout));
      expect(user.email).toBe('owner@bank.example');
      expect(JSON.stringify(user)).toContain('super_admin');
      expect(reuse.statusCode).toBe(422); // the link works once
      await server.stop();
    },
  );

  it.skipIf(!onPostgres)('a fresh PostgreSQL database with DEMO_DATA=true gets the demo accounts', async () => {
    const server = startServer({ DATABASE_URL: await freshPostgresUrl(), DEMO_DATA: 'true' }, ['--api-only']);
    const url = await server.started;
    expect(server.output.stdout).toContain('Demo data seeded into the empty database.');
    expect((await new HttpClient(url).login(DEMO_ADMIN, DEMO_PASSWORD)).statusCode).toBeLessThan(300);
    await server.stop();
  });

  it.skipIf(embeddedRepeat)('the embedded database is seeded when empty, as the one-command start needs', async () => {
    const server = startServer({}, ['--api-only']);
    const url = await server.started;
    expect(server.output.stdout).toContain('Demo data seeded into the empty database.');
    const admin = new HttpClient(url);
    expect((await admin.login(DEMO_ADMIN, DEMO_PASSWORD)).statusCode).toBeLessThan(300);
    // Both demo banks have loans in every status, and their managers have approvals waiting.
    const banks = new Map<string, number>();
    for (const order of ['asc', 'desc']) {
      const page = (await admin.get(`/api/v1/loans?sort=id&order=${order}`)).json() as {
        data: { bank: { id: number; name: string } }[];
      };
      for (const loan of page.data) banks.set(loan.bank.name, loan.bank.id);
    }
    for (const bank of ['Northwind Bank', 'Harbor Savings']) {
      const bankId = banks.get(bank);
      expect(bankId, bank).toBeDefined();
      const summary = (await admin.get(`/api/v1/bank/summary?bank_id=${bankId}`)).json() as {
        data: { loans_by_status: { count: number }[]; approvals_waiting: number };
      };
      expect(
        summary.data.loans_by_status.every((status) => status.count > 0),
        bank,
      ).toBe(true);
      expect(summary.data.approvals_waiting, bank).toBeGreaterThan(0);
    }
    await server.stop();
  });

  it.skipIf(embeddedRepeat)(
    'create-admin works on the embedded database too; a later start then seeds no demo data',
    async () => {
      const dataDir = freshDataDir();
      const created = createAdmin({ DATA_DIR: dataDir, APP_URL: 'http://127.0.0.1:9' }, [
        '--email',
        'first@platform.example',
        '--name',
        'Fay First',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const server = startServer({ DATA_DIR: dataDir }, ['--api-only']);
      const url = await server.started;
      expect(server.output.stdout).toContain('Demo data not seeded: the database already has users.');
      expect((await new HttpClient(url).login(DEMO_ADMIN, DEMO_PASSWORD)).statusCode).toBe(422);
      const { user } = await setPasswordAndSignIn(url, linkIn(created.stdout).replace('http://127.0.0.1:9', url));
      expect(JSON.stringify(user)).toContain('super_admin');
      await server.stop();
    },
  );

  it.skipIf(embeddedRepeat)('create-admin refuses a missing e-mail and an address that already has an account', () => {
    const missing = createAdmin({}, ['--name', 'Nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run create-admin -- --email');
    const dataDir = freshDataDir();
    expect(createAdmin({ DATA_DIR: dataDir }, ['--email', 'twice@platform.example', '--name', 'Tess Twice']).code).toBe(
      0,
    );
    const again = createAdmin({ DATA_DIR: dataDir }, ['--email', 'TWICE@platform.example', '--name', 'Tess Twice']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('A user with the e-mail TWICE@platform.example already exists.');
  });

  it.skipIf(embeddedRepeat)('stops on a DEMO_DATA that is neither true nor false', async () => {
    const run = await startServer({ DEMO_DATA: 'yes' }, ['--api-only']).exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: DEMO_DATA must be true or false (got "yes")');
  });
});
