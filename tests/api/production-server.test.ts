/**
 * The compiled server as production runs it: `node build/…/main.js`, no TypeScript loader, in a
 * child process on the embedded database. Built into a folder of this test's own, beside build/server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { acceptsConnections } from '../support/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedRepeat } from '../support/test-scope.ts';
import { buildServer } from '../../scripts/build-server.ts';
import { committedMigrations } from '../../server/db/migration-state.ts';

import { HttpClient } from '../support/browser-client.ts';
import { validLoanRecord, writeCsvTape } from '../support/tape-files.ts';
import { childEnv, freshDataDir, removeDataDirs, startServer } from '../support/server-process.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo-people.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD = join(ROOT, 'build', `test-server-${process.pid}`);
const MAIN = [join(BUILD, 'main.js')];

/** A data tape of three valid loans as a multipart body, cut in two so a test can send it in two goes. */
async function multipartTape(): Promise<{ contentType: string; head: Buffer; rest: Buffer }> {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-tape-'));
  try {
    const path = join(dir, 'tape.csv');
    await writeCsvTape(
      path,
      [1, 2, 3].map((index) => validLoanRecord(index, 'STOP')),
    );
    const boundary = 'tape-boundary-5f1c';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tape.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      readFileSync(path),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const cut = Math.floor(body.length / 2);
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      head: body.subarray(0, cut),
      rest: body.subarray(cut),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts an upload as a bank officer and sends half of it: resolves once the server has taken the
 * request (its 100 Continue) and the first half is on its way. `finish` sends the rest.
 */
async function startSlowUpload(baseUrl: string) {
  const officer = new HttpClient(baseUrl, '127.0.0.1');
  expect((await officer.login(DEMO.northwindOfficer.email, DEMO_PASSWORD)).statusCode).toBe(200);
  const tape = await multipartTape();
  const upload = request(`${baseUrl}/api/v1/batches`, {
    method: 'POST',
    headers: {
      ...officer.sessionHeaders('POST'),
      accept: 'application/json',
      'content-type': tape.contentType,
      'content-length': String(tape.head.length + tape.rest.length),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    upload.once('response', (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    upload.once('error', reject);
  });
  answer.catch(() => {}); // A test that abandons the upload never awaits it.
  await new Promise<void>((resolve) => {
    upload.once('continue', () => {
      upload.write(tape.head);
      resolve();
    });
    upload.flushHeaders();
  });
  return { officer, answer, finish: () => upload.end(tape.rest), abandon: () => upload.destroy() };
}

// Its servers run on embedded databases of their own (childEnv leaves DATABASE_URL out).
describe.skipIf(embeddedRepeat)('the compiled server', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    await buildServer(BUILD);
    dataDir = freshDataDir();
  }, 120_000);
  afterAll(() => {
    rmSync(BUILD, { recursive: true, force: true });
    removeDataDirs();
  });

  it('migrates with npm run migrate once, then finds nothing to do', () => {
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [join(BUILD, 'migrate.js')], { env, encoding: 'utf8' });
    const env = childEnv({ DATA_DIR: dataDir });
    const first = run(env);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`applied ${committedMigrations().length} migration(s)`);
    for (const { tag } of committedMigrations()) expect(first.stdout).toContain(`  ${tag}\n`);
    const second = run(env);
    expect(second.status).toBe(0);
    expect(second.stdout.trim()).toBe(
      `the embedded database (DATA_DIR): up to date (${committedMigrations().length} migrations, none pending).`,
    );
  });

  it('with MIGRATE_ON_START=false, refuses to start on a database that lacks migrations and says how to apply them', async () => {
    const run = await startServer({ MIGRATE_ON_START: 'false' }, ['--api-only'], MAIN).exited;
    expect(run.code).toBe(1);
    const tags = committedMigrations().map((entry) => entry.tag);
    expect(run.stderr.trim()).toBe(
      `The database lacks ${tags.length} migration(s) (${tags.join(', ')}): run \`npm run migrate\`, or start with MIGRATE_ON_START=true.`,
    );
  });

  it('starts with plain node, answers the probes and logs each request under the id the proxy gave', async () => {
    const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, ['--api-only'], MAIN);
    const url = await server.started;
    expect((await fetch(`${url}/api/v1/ready`)).status).toBe(200);
    const health = await fetch(`${url}/api/v1/health`, { headers: { 'x-request-id': 'edge-7f3a9c' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBe('edge-7f3a9c');
    // The word lists are files read at run time: found from the bundle too.
    const visitor = new HttpClient(url, '127.0.0.1');
    await visitor.send('GET', '/sanctum/csrf-cookie');
    const common = await visitor.post('/api/v1/auth/register', {
      name: 'Sam Sample',
      email: 'sam@example.test',
      password: 'SleepyHollow',
      password_confirmation: 'SleepyHollow',
    });
    expect(common.statusCode).toBe(422);
    expect(common.body).toContain('The password is too common.');
    const run = await server.stop();
    expect(run.code).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(lines.filter((line) => line.reqId === 'edge-7f3a9c').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('on SIGTERM refuses new connections, finishes the upload in flight and its validation, then exits 0', async () => {
    const server = startServer({ DATA_DIR: dataDir }, ['--api-only'], MAIN);
    const url = await server.started;
    const port = Number(new URL(url).port);
    const upload = await startSlowUpload(url);

    server.child.kill('SIGTERM');
    await expect.poll(() => acceptsConnections(port), { timeout: 15_000 }).toBe(false);
    expect(server.child.exitCode).toBeNull();
    upload.finish();
    const { status, body } = await upload.answer;
    expect(status).toBe(202);
    const batch = (JSON.parse(body) as { data: { id: number; file_name: string; status: string } }).data;
    expect(batch).toMatchObject({ file_name: 'tape.csv', status: 'validating' });
    expect((await server.exited).code).toBe(0);

    // The validation the upload started ran to its end before the database closed: nothing was left for the next start to sweep.
    const next = startServer({ DATA_DIR: dataDir }, ['--api-only'], MAIN);
    try {
      const officer = new HttpClient(await next.started, '127.0.0.1');
      await officer.login(DEMO.northwindOfficer.email, DEMO_PASSWORD);
      const after = JSON.parse((await officer.send('GET', `/api/v1/batches/${batch.id}`)).body) as {
        data: { status: string; valid_rows: number };
      };
      expect(after.data).toMatchObject({ status: 'validated', valid_rows: 3 });
    } finally {
      await next.stop();
    }
  });

  it('abandons a request that outlasts SHUTDOWN_TIMEOUT_SECONDS and exits 1', async () => {
    const server = startServer(
      { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'info' },
      ['--api-only'],
      MAIN,
    );
    const upload = await startSlowUpload(await server.started);
    try {
      server.child.kill('SIGTERM');
      const run = await server.exited;
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('requests still running after the timeout were abandoned');
    } finally {
      upload.abandon();
    }
  });
});
