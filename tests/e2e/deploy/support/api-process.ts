/**
 * One API process of the compiled server (what `npm run serve:api` runs) on a given port, with
 * its request log read so a test can tell which process answered what; and `npm run migrate`
 * before the processes start.
 */
import { spawnSync } from 'node:child_process';
import { COMPILED, spawnServer, startedWithin } from '../../../support/server-process.ts';

export interface ApiProcess {
  port: number;
  /** The API paths of the requests it has received so far, in order (from its info-level log). */
  readonly requests: readonly string[];
  /** SIGKILL: the process dies with whatever it had in hand, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  alive(): boolean;
}

const STARTUP_TIMEOUT_MS = 60_000;

/** What `npm run migrate` does, once per release before the processes start. */
export function migrateDatabase(env: NodeJS.ProcessEnv): void {
  const run = spawnSync(process.execPath, ['scripts/run-built-server.js', 'migrate'], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run migrate failed:\n${run.stdout}${run.stderr}`);
}

/** The complete lines only: the last one may still be arriving. */
function requestedPaths(stdout: string): string[] {
  return stdout
    .split('\n')
    .slice(0, -1)
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
      return entry.msg === 'incoming request' && entry.req?.url ? [entry.req.url] : [];
    });
}

export async function startApiProcess(port: number, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const server = spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1' }, ['--api-only'], COMPILED);
  await startedWithin(server, STARTUP_TIMEOUT_MS);
  return {
    port,
    get requests() {
      return requestedPaths(server.output.stdout);
    },
    alive: () => server.alive(),
    async kill() {
      await server.kill();
    },
    async stop() {
      await server.stop(5000);
    },
  };
}
