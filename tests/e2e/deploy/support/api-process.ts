/**
 * One API process of the compiled server (`node scripts/run-built-server.js main --api-only`,
 * what `npm run serve:api` runs, without npm in between so that a signal reaches the process
 * itself) on a given port, with its request log kept so a test can tell which process answered
 * what; and `npm run migrate` before the processes start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

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

export async function startApiProcess(port: number, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/run-built-server.js', 'main', '--api-only'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: string[] = [];
  let errors = '';
  let pending = '';
  let running = false;
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => (exited = true));
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('DealLedger is running')) running = true;
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.url) requests.push(entry.req.url);
    }
  });
  const started = Date.now();
  while (!running) {
    if (exited || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`The API process on port ${port} did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    requests,
    alive: () => !exited,
    async kill() {
      if (!exited) child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) child.kill('SIGKILL');
      await gone;
    },
  };
}
