/**
 * The README starts API processes with `npm run serve:api &` and stops one with `kill $!`, which
 * signals npm: the signal must reach the server through npm's shell, and the port must close.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { acceptsConnections, freePort } from '../../support/free-port.ts';
import { buildPortalWhenStale } from '../../support/server-process.ts';

test.describe('servers started through npm', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const script of ['serve', 'serve:api']) {
    test(`npm run ${script} in the background stops on SIGTERM to npm (kill $!)`, async () => {
      if (script === 'serve') await buildPortalWhenStale();
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'dealledger-npm-'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      };
      // The embedded database: only the way the process is started matters here.
      delete env['DATABASE_URL'];
      delete env['SMTP_URL'];
      // A process group of its own, so the clean-up below reaches a server npm's shell left behind.
      const npm = spawn('npm', ['run', '--silent', script], {
        env,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      npm.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      try {
        await expect
          .poll(() => acceptsConnections(port), {
            timeout: 60_000,
            message: `npm run ${script} did not start: ${errors}`,
          })
          .toBe(true);
        npm.kill('SIGTERM');
        await npmExited;
        await expect
          .poll(() => acceptsConnections(port), {
            timeout: 15_000,
            message: 'the server still answers after npm has gone',
          })
          .toBe(false);
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          // The whole group has exited, as it should.
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
