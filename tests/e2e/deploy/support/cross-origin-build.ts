/**
 * The portal built for an API on another origin (PUBLIC_API_URL), into its own directory beside
 * dist/: built once per change of the portal's sources or of the URL, like dist/ itself.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { portalIsStale } from '../../../../scripts/portal-freshness.ts';

export const CROSS_ORIGIN_DIST = 'test-results/dist-cross-origin';

async function builtFor(apiUrl: string): Promise<boolean> {
  const index = await readFile(`${CROSS_ORIGIN_DIST}/index.html`, 'utf8').catch(() => '');
  return index.includes(`data-api-origin="${apiUrl}"`);
}

export async function buildCrossOriginPortalWhenStale(apiUrl: string): Promise<void> {
  if ((await builtFor(apiUrl)) && !(await portalIsStale(undefined, CROSS_ORIGIN_DIST))) return;
  const build = spawnSync(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', CROSS_ORIGIN_DIST],
    {
      env: { ...process.env, PUBLIC_API_URL: apiUrl },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0 || !(await builtFor(apiUrl)))
    throw new Error(`The portal build for PUBLIC_API_URL=${apiUrl} failed.`);
}
