/**
 * Rewrite and header rules for hosting the static portal on a CDN, generated from the route
 * table: `_redirects` and `_headers` (Netlify/Cloudflare Pages syntax). Static files always
 * win; dynamic routes are rewritten to their shell page; anything else gets the not-found
 * page with status 404 (under /app, the one inside the signed-in shell). The nginx configuration is nginx-config.ts.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_CONTROL, HASHED_ASSETS_PATH } from '../../src/domain/portal-files.ts';
import {
  ROUTES,
  isDynamic,
  isNotFoundRoute,
  routeByName,
  shellPathOf,
  type RouteDef,
} from '../../src/domain/routes.ts';
import { ASSET_HEADERS, documentSecurityHeaders } from '../../src/domain/security-headers.ts';

export const dynamicRoutes = (): RouteDef[] =>
  // Longer patterns first so `/x/{id}/edit` is tried before `/x/{id}`.
  ROUTES.filter(isDynamic).sort((a, b) => b.path.split('/').length - a.path.split('/').length);

export const shellFileOf = (route: RouteDef) => `${shellPathOf(route)}/index.html`;

/** What a path under /app that no route takes is answered with: the not-found page inside the shell. */
export const APP_NOT_FOUND_FILE = shellFileOf(routeByName('app.not-found'));

export function redirectsFile(): string {
  const lines = ['# Generated from src/domain/routes.ts: dynamic routes are served by their shell page.'];
  for (const route of dynamicRoutes()) {
    let placeholder = 0;
    const from = route.path.replace(/\{\w+\}/g, () => `:p${++placeholder}`);
    lines.push(`${from} ${shellFileOf(route)} 200`);
  }
  lines.push(`/app/* ${APP_NOT_FOUND_FILE} 404`, '/* /404.html 404', '');
  return lines.join('\n');
}

/** The URL patterns of every page, in `_headers` syntax, with and without the trailing slash. */
function pagePatterns(): { pattern: string; pathname: string }[] {
  const patterns = [
    { pattern: '/', pathname: '/' },
    { pattern: '/404.html', pathname: '/404' },
    { pattern: APP_NOT_FOUND_FILE, pathname: routeByName('app.not-found').path },
  ];
  for (const route of ROUTES) {
    if (route.path === '/' || isNotFoundRoute(route)) continue;
    let placeholder = 0;
    const pattern = route.path.replace(/\{\w+\}/g, () => `:p${++placeholder}`);
    patterns.push({ pattern, pathname: route.path }, { pattern: `${pattern}/`, pathname: route.path });
  }
  return patterns;
}

/**
 * Netlify/Cloudflare Pages `_headers`: every file nosniff, hashed assets cached forever,
 * and the document headers on each page's URL only (a CDN merges every matching rule,
 * so the CSP cannot sit on `/*` without landing on scripts and images too).
 */
export function headersFile(policy: string): string {
  const lines = [
    '/*',
    ...Object.entries(ASSET_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    `${HASHED_ASSETS_PATH}*`,
    `  Cache-Control: ${CACHE_CONTROL.hashedAsset}`,
  ];
  for (const { pattern, pathname } of pagePatterns()) {
    const headers = Object.entries(documentSecurityHeaders(policy, pathname)).filter(
      ([name]) => !(name in ASSET_HEADERS),
    );
    lines.push(pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  lines.push('');
  return lines.join('\n');
}

/** Writes `_redirects` and `_headers` into the built portal, the pages carrying `policy`. */
export async function writeHostingRules(root: string, policy: string): Promise<void> {
  await writeFile(join(root, '_redirects'), redirectsFile());
  await writeFile(join(root, '_headers'), headersFile(policy));
}
