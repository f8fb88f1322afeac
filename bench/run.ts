/** `npm run bench`: runs every benchmark, prints each figure with its budget; exits 1 when one is over. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchShellJs } from './shell-js.bench.ts';
import { benchStartup } from './startup.bench.ts';

if (!existsSync('dist/index.html')) {
  spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
}
const results = [benchShellJs(), await benchStartup()];
process.exit(results.every(Boolean) ? 0 : 1);
