/** `npm run bench`: runs every benchmark, prints each figure with its budget; exits 1 when one is over. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchShellJs } from './shell-js.bench.ts';
import { benchStartup } from './startup.bench.ts';
import { benchImport } from './import.bench.ts';
import { benchMarketplace } from './marketplace.bench.ts';

if (!existsSync('dist/index.html')) {
  spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], { stdio: 'inherit' });
}
// The import and marketplace benchmarks need PostgreSQL (DATABASE_URL); without it, each says so and is left out.
const results = [
  benchShellJs(),
  await benchStartup(),
  (await benchImport()) ?? true,
  (await benchMarketplace()) ?? true,
];
process.exit(results.every(Boolean) ? 0 : 1);
