/**
 * The batches tests' set-up: the real app listening on a socket (so uploads take the same
 * streaming path as a browser's), on PGlite or on PostgreSQL when DATABASE_URL is set, and a
 * client over real HTTP that signs in, keeps cookies, echoes XSRF-TOKEN and sends files from disk.
 */
import { openAsBlob } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { entities, users } from '../../../server/db/schema/index.ts';
import type { TapeLimits } from '../../../server/lib/tapes/limits.ts';
import type { ImportOptions } from '../../../server/modules/batches/import-job.ts';
import { createFreshDatabase } from '../../support/test-database.ts';
import { DEMO_PASSWORD } from '../../support/browser-client.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  json: any;
}

export class TapeClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async send(method: string, path: string, body?: BodyInit, contentType?: string): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    if (contentType) headers['content-type'] = contentType;
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: a file
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.send('POST', path, JSON.stringify(body), 'application/json');
  }

  /** A multipart upload of a file on disk, streamed from it, as the upload widget sends it. */
  async upload(path: string, fileName = basename(path), query = ''): Promise<Answer> {
    const form = new FormData();
    form.append('file', await openAsBlob(path), fileName);
    return this.send('POST', `/api/v1/batches${query}`, form);
  }

  async login(email: string): Promise<this> {
    await this.get('/sanctum/csrf-cookie');
    const answer = await this.post('/api/v1/auth/login', { email, password: DEMO_PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.text}`);
    return this;
  }

  /** Polls the batch until its validation has finished: waits for the state, not for a time. */
  async validated(id: number): Promise<Answer> {
    for (;;) {
      const answer = await this.get(`/api/v1/batches/${id}`);
      if (answer.status !== 200 || answer.json.data.status !== 'validating') return answer;
      await delay(25);
    }
  }

  /** Polls the batch until its approved import has committed or failed: waits for the state, not for a time. */
  async importFinished(id: number): Promise<Answer> {
    for (;;) {
      const answer = await this.get(`/api/v1/batches/${id}`);
      if (answer.status !== 200 || answer.json.data.status !== 'importing') return answer;
      await delay(25);
    }
  }

  /** Uploads and waits for validation; returns the final batch. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's batch
  async uploadValidated(path: string, fileName?: string): Promise<any> {
    const upload = await this.upload(path, fileName);
    if (upload.status !== 202) throw new Error(`upload failed: ${upload.status} ${upload.text}`);
    return (await this.validated(upload.json.data.id)).json.data;
  }
}

export interface TapeServer {
  baseUrl: string;
  db: Database;
  dir: string;
  client(): TapeClient;
  signedIn(email: string): Promise<TapeClient>;
  userId(email: string): Promise<number>;
  bankId(name: string): Promise<number>;
  loanCount(bankId?: number): Promise<number>;
}

/** Registers beforeAll/afterAll; read the server inside tests. */
export function useTapeServer(
  options: { tapeLimits?: Partial<TapeLimits>; importOptions?: ImportOptions } = {},
): TapeServer {
  let state: { baseUrl: string; db: Database; dir: string } | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealledger-batches-'));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:4321' });
    const database = await createFreshDatabase({ seeded: true });
    const app = await buildApp({
      config,
      database: database.handle,
      ...(options.tapeLimits ? { tapeLimits: options.tapeLimits } : {}),
      ...(options.importOptions ? { importOptions: options.importOptions } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    state = { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, db: database.handle.db, dir };
    close = async () => {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  const current = () => {
    if (!state) throw new Error('the server is not started yet: use it inside a test');
    return state;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get db() {
      return current().db;
    },
    get dir() {
      return current().dir;
    },
    client: () => new TapeClient(current().baseUrl),
    signedIn: (email) => new TapeClient(current().baseUrl).login(email),
    async userId(email) {
      const [row] = await current().db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },
    async bankId(name) {
      const [row] = await current().db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
      return row!.id;
    },
    async loanCount(bankId) {
      const result = await current().db.execute<{ n: number }>(
        bankId === undefined
          ? sql`select count(*)::int as n from loans`
          : sql`select count(*)::int as n from loans where bank_id = ${bankId}`,
      );
      return result.rows[0]!.n;
    },
  };
}
