/**
 * The batches tests' set-up: the real app listening on a socket (so uploads take the same
 * streaming path as a browser's), and the portal-like HTTP client with what a tape's page does:
 * upload a file from disk and wait for validation or import to finish.
 */
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { entities, users } from '../../../server/db/schema/index.ts';
import type { TapeLimits } from '../../../server/lib/tapes/limits.ts';
import type { ImportOptions } from '../../../server/modules/batches/import-job.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { HttpClient } from '../../support/browser-client.ts';
import type { HttpAnswer } from '../../support/http-exchange.ts';

export class TapeClient extends HttpClient {
  /** A multipart upload of a file on disk, streamed from it, as the upload widget sends it. */
  async upload(path: string, fileName = basename(path), query = ''): Promise<HttpAnswer> {
    const form = new FormData();
    form.append('file', await openAsBlob(path), fileName);
    return this.post(`/api/v1/batches${query}`, form);
  }

  /** Polls the batch until its validation has finished: waits for the state, not for a time. */
  async validated(id: number): Promise<HttpAnswer> {
    for (;;) {
      const answer = await this.get(`/api/v1/batches/${id}`);
      if (answer.statusCode !== 200 || answer.json().data.status !== 'validating') return answer;
      await delay(25);
    }
  }

  /** Polls the batch until its approved import has committed or failed: waits for the state, not for a time. */
  async importFinished(id: number): Promise<HttpAnswer> {
    for (;;) {
      const answer = await this.get(`/api/v1/batches/${id}`);
      if (answer.statusCode !== 200 || answer.json().data.status !== 'importing') return answer;
      await delay(25);
    }
  }

  /** Uploads and waits for validation; returns the final batch. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's batch
  async uploadValidated(path: string, fileName?: string): Promise<any> {
    const upload = await this.upload(path, fileName);
    if (upload.statusCode !== 202) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
    return (await this.validated(upload.json().data.id)).json().data;
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
  const h = useApiHarness({ ...options, listen: true });
  return {
    get baseUrl() {
      return h.t.baseUrl;
    },
    get db() {
      return h.t.db;
    },
    get dir() {
      return h.t.dataDir;
    },
    client: () => new TapeClient(h.t.baseUrl),
    signedIn: (email) => new TapeClient(h.t.baseUrl).signedIn(email),
    async userId(email) {
      const [row] = await h.t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },
    async bankId(name) {
      const [row] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
      return row!.id;
    },
    async loanCount(bankId) {
      const result = await h.t.db.execute<{ n: number }>(
        bankId === undefined
          ? sql`select count(*)::int as n from loans`
          : sql`select count(*)::int as n from loans where bank_id = ${bankId}`,
      );
      return result.rows[0]!.n;
    },
  };
}
