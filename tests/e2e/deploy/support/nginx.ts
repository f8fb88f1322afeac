/**
 * nginx for the deployment tests, run as the README says: `npm run deploy:nginx` writes the
 * configuration, `nginx -p RUNTIME_DIR -c nginx.conf` runs it in the foreground; stopped with SIGQUIT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { acceptsConnections } from '../../../support/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';

export function nginxMissingReason(): string | null {
  return existsSync(NGINX) ? null : `nginx is not installed at ${NGINX} (apt-get install nginx-light, or set NGINX)`;
}

export interface NginxOptions {
  root: string;
  port: number;
  /** host:port of each API process; none serves the portal alone. */
  apiServers?: readonly string[];
}

export interface RunningNginx {
  baseUrl: string;
  /** Its runtime directory: configuration, pid, access log and temporary files. */
  dir: string;
  stop(): Promise<void>;
}

/** `npm run deploy:nginx` into a fresh runtime directory. */
function writeConfiguration(dir: string, { root, port, apiServers = [] }: NginxOptions): void {
  const args = ['run', '--silent', 'deploy:nginx', '--', '--out', dir, '--root', root, '--listen', `127.0.0.1:${port}`];
  for (const server of apiServers) args.push('--api', server);
  const run = spawnSync('npm', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run deploy:nginx failed:\n${run.stdout}${run.stderr}`);
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-nginx-'));
  writeConfiguration(dir, options);
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
  // Started by root, nginx's workers would run as `nobody`, who may not reach a checkout under /root or a private temporary directory.
  if (process.getuid?.() === 0) args.push('-g', 'user root;');
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => (exited = true));
  for (let waited = 0; !(await acceptsConnections(options.port)); waited += 50) {
    if (exited || waited > 10_000) {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${errors}`);
    }
    await delay(50);
  }
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    dir,
    async stop() {
      // SIGQUIT: finish the requests in hand, then stop.
      if (!exited) child.kill('SIGQUIT');
      await Promise.race([gone, delay(5000)]);
      // SIGTERM, never SIGKILL: the master stops its workers on the way out.
      if (!exited) child.kill('SIGTERM');
      await Promise.race([gone, delay(5000)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
