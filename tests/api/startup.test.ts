import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedRepeat } from '../support/test-scope.ts';
import { loadConfig } from '../../server/config.ts';
import { removeDataDirs, startServer } from '../support/server-process.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-people.ts';

afterAll(removeDataDirs);

describe('configuration', () => {
  it('names the variable and the reason for each bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ APP_URL: 'nope' })).toThrow(/APP_URL must be an http/);
    expect(() => loadConfig({ PLATFORM_FEE_BPS: '1001' })).toThrow(
      'Invalid configuration: PLATFORM_FEE_BPS must be a whole number between 0 and 1000 (got "1001")',
    );
    expect(() => loadConfig({ PLATFORM_FEE_BPS: '2.5' })).toThrow(
      /PLATFORM_FEE_BPS must be a whole number between 0 and 1000/,
    );
    expect(() => loadConfig({ PROPOSAL_EXPIRY_INTERVAL_SECONDS: '-1' })).toThrow(
      /PROPOSAL_EXPIRY_INTERVAL_SECONDS must be a whole number between 0 and 86400/,
    );
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(
      'Invalid configuration: MIGRATE_ON_START must be true or false (got "no")',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS must be a whole number between 1 and 3600/,
    );
  });

  it('takes the platform fee and the expiry interval from the environment', () => {
    expect(loadConfig({ PLATFORM_FEE_BPS: '0', PROPOSAL_EXPIRY_INTERVAL_SECONDS: '0' })).toMatchObject({
      platformFeeBps: 0,
      proposalExpiryIntervalSeconds: 0,
    });
    expect(loadConfig({ PLATFORM_FEE_BPS: '25' }).platformFeeBps).toBe(25);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      databaseUrl: undefined,
      appUrl: 'http://localhost:4321',
      platformFeeBps: 10,
      proposalExpiryIntervalSeconds: 60,
      migrateOnStart: true,
      shutdownTimeoutSeconds: 10,
    });
    expect(loadConfig({ MIGRATE_ON_START: 'false', SHUTDOWN_TIMEOUT_SECONDS: '30' })).toMatchObject({
      migrateOnStart: false,
      shutdownTimeoutSeconds: 30,
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });
});

// Each test starts a real server on a fresh embedded database (migrations, demo data): slow on a busy machine.
describe.skipIf(embeddedRepeat)('start-up and shutdown', { timeout: 120_000 }, () => {
  it('stops on PORT=abc with one clear line and no stack trace', async () => {
    const { exited } = startServer({ PORT: 'abc' });
    const run = await exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    ]);
  });

  it('stops on a DATABASE_URL that points nowhere with one line naming it', async () => {
    const { exited } = startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' }, ['--api-only']);
    const run = await exited;
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATABASE_URL: cannot connect to postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere/);
  });

  it('serves the API alone with --api-only, prints the demo accounts, and stops cleanly on SIGTERM', async () => {
    const { child, started, exited } = startServer({}, ['--api-only']);
    const url = await started;
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${url}/auth/login`);
    expect(page.status).toBe(404);
    expect((await fetch(`${url}/api/v1/docs/`)).status).toBe(200);
    child.kill('SIGTERM');
    const run = await exited;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(DEMO.superAdmin.email);
    expect(run.stdout).toContain(DEMO_PASSWORD);
    expect(run.stdout).toContain(`API docs: ${url.replace('127.0.0.1', 'localhost')}/api/v1/docs\n`);
  });

  it('does not advertise the API docs when API_DOCS=false leaves them out', async () => {
    const { child, started, exited } = startServer({ API_DOCS: 'false' }, ['--api-only']);
    const url = await started;
    expect((await fetch(`${url}/api/v1/docs/`)).status).toBe(404);
    child.kill('SIGTERM');
    const run = await exited;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('DealLedger is running');
    expect(run.stdout).not.toContain('/docs');
  });
});
