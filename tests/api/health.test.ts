import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBER_COOKIE } from '../../src/domain/cookies.ts';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { committedMigrations } from '../../server/db/migration-state.ts';
import { BrowserClient } from '../support/browser-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-people.ts';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok and names the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env['DATABASE_URL'] ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('tags every answer with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it("leaves a remembered browser's token alone: the probes neither read nor renew a session", async () => {
    const browser = new BrowserClient(t.app);
    await browser.login(DEMO.northwindOfficer.email, DEMO_PASSWORD, { remember: true });
    const token = browser.cookies.get(REMEMBER_COOKIE)!;
    const returning = new BrowserClient(t.app);
    returning.cookies.set(REMEMBER_COOKIE, token);
    for (const url of ['/api/v1/health', '/api/v1/ready']) {
      const response = await returning.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // The token was not spent: it still brings the session back on the first real API call.
    expect((await returning.get('/api/v1/user')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
  });
  afterAll(() => t.close());

  it('answers ready when the database answers and has every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { process: 'ok', database: 'ok', migrations: 'ok' } });
  });

  it('answers 503 naming the migration the database lacks', async () => {
    const last = committedMigrations().at(-1)!;
    const { rows } = await t.db.execute<{ hash: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`,
    );
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { process: 'ok', database: 'ok', migrations: 'pending' },
        pending_migrations: [last.tag],
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${rows[0]!.hash}, ${last.when})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });

  it('answers 503 while the process stops, without asking the database', async () => {
    t.app.lifecycle.stopping = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { process: 'shutting-down', database: 'not-checked', migrations: 'not-checked' },
      });
    } finally {
      t.app.lifecycle.stopping = false;
    }
  });

  it('marks the process as stopping as soon as it begins to close', async () => {
    const other = await t.reconfigured({});
    expect(other.lifecycle.stopping).toBe(false);
    await other.close();
    expect(other.lifecycle.stopping).toBe(true);
  });
});

describe('the probes when the database is down', () => {
  const pool = new pg.Pool({
    connectionString: 'postgres://postgres@127.0.0.1:9/nowhere',
    connectionTimeoutMillis: 1000,
  });
  pool.on('error', () => {});
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await t.close();
    await pool.end();
  });

  it('keeps /health at 200 (liveness) and answers /ready with 503 naming the database', async () => {
    const unreachable = drizzle({ client: pool }) as unknown as Database;
    const app = await buildApp({
      config: t.config,
      database: { db: unreachable, kind: 'postgres', close: async () => {} },
    });
    try {
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
      const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not-ready',
        checks: { process: 'ok', database: 'unreachable', migrations: 'not-checked' },
      });
    } finally {
      await app.close();
    }
  });
});
