/**
 * Rewrite rules for hosting the static portal, generated from the route table:
 * a `_redirects` file for CDNs (Netlify/Cloudflare Pages syntax) and an nginx snippet.
 * Static files always win; dynamic routes are rewritten to their shell page; anything
 * else gets the not-found page with status 404.
 */
import { ROUTES, isDynamic, shellPathOf, type RouteDef } from '../src/domain/routes.ts';
import { ASSET_HEADERS, NO_REFERRER_PATHS, documentSecurityHeaders } from '../src/domain/security-headers.ts';

const dynamicRoutes = (): RouteDef[] =>
  // Longer patterns first so `/x/{id}/edit` is tried before `/x/{id}`.
  ROUTES.filter(isDynamic).sort((a, b) => b.path.split('/').length - a.path.split('/').length);

export const shellFileOf = (route: RouteDef) => `${shellPathOf(route)}/index.html`;

export function redirectsFile(): string {
  const lines = ['# Generated from src/domain/routes.ts: dynamic routes are served by their shell page.'];
  for (const route of dynamicRoutes()) {
    let placeholder = 0;
    const from = route.path.replace(/\{\w+\}/g, () => `:p${++placeholder}`);
    lines.push(`${from} ${shellFileOf(route)} 200`);
  }
  lines.push('/* /404.html 404', '');
  return lines.join('\n');
}

/** nginx drops server-level add_header lines in a location that adds its own, so each location lists its own. */
const nginxHeaders = (headers: Readonly<Record<string, string>>, indent = '  ') =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

const nginxPageBlock = (policy: string, pattern: string, tryFiles: string, pathname: string) => [
  `location ${pattern} {`,
  ...nginxHeaders(documentSecurityHeaders(policy, pathname)),
  `  try_files ${tryFiles};`,
  '}',
];

/**
 * Pages carry the document headers (CSP and the rest); static files only their type,
 * nosniff and their cache header. The reset-password page sends no Referer.
 */
export function nginxFile(policy: string): string {
  const lines = [
    '# Generated from src/domain/routes.ts. Include inside the portal\'s server { } block,',
    '# with root pointing at dist/. Dynamic routes are served by their shell page.',
    'location /_astro/ {',
    '  add_header Cache-Control "public, max-age=31536000, immutable";',
    ...nginxHeaders(ASSET_HEADERS),
    '  try_files $uri =404;',
    '}',
    'location ~ ^/(_headers|_redirects|nginx-rewrites\\.conf)$ {',
    '  return 404;',
    '}',
  ];
  for (const route of ROUTES.filter((route) => !isDynamic(route) && NO_REFERRER_PATHS.includes(route.path))) {
    lines.push(...nginxPageBlock(policy, `~ ^${route.path}/?$`, '$uri $uri/index.html =404', route.path));
  }
  for (const route of dynamicRoutes()) {
    const regex = route.path.replace(/\{\w+\}/g, '[^/]+');
    lines.push(...nginxPageBlock(policy, `~ ^${regex}/?$`, `$uri $uri/index.html /${shellFileOf(route).replace(/^\//, '')}`, route.path));
  }
  lines.push(
    ...nginxPageBlock(policy, '/', '$uri $uri/index.html =404', '/').slice(0, -1),
    // Any other file with an extension (favicon, fonts, images) is an asset, not a page.
    '  location ~ \\.(?!html$)[a-z0-9]+$ {',
    ...nginxHeaders(ASSET_HEADERS, '    '),
    '    try_files $uri =404;',
    '  }',
    '}',
    'error_page 404 /404.html;',
    '',
  );
  return lines.join('\n');
}

/** The URL patterns of every page, in `_headers` syntax, with and without the trailing slash. */
function pagePatterns(): { pattern: string; pathname: string }[] {
  const patterns = [{ pattern: '/', pathname: '/' }, { pattern: '/404.html', pathname: '/404' }];
  for (const route of ROUTES) {
    if (route.path === '/' || route.name === 'not-found') continue;
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
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
  ];
  for (const { pattern, pathname } of pagePatterns()) {
    const headers = Object.entries(documentSecurityHeaders(policy, pathname)).filter(([name]) => !(name in ASSET_HEADERS));
    lines.push(pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  lines.push('');
  return lines.join('\n');
}
