/** `npm start`: builds the portal when dist/ is missing or older than its sources, then starts the server. */
import { spawnSync } from 'node:child_process';
import { portalIsStale } from './portal-freshness.ts';

if (await portalIsStale()) {
  process.stdout.write('Building the portal...\n');
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    process.stderr.write('The portal build failed; see the messages above.\n');
    process.exit(build.status ?? 1);
  }
}
await import('../server/main.ts');
