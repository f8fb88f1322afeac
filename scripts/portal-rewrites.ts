/**
 * Rewrite rules for hosting the static portal, generated from the route table:
 * a `_redirects` file for CDNs (Netlify/Cloudflare Pages syntax) and an nginx snippet.
 * Static files always win; dynamic routes are rewritten to their shell page; anything
 * else gets the not-found page with status 404.
 */
import { ROUTES, isDynamic, shellPathOf, type RouteDef } from '../src/domain/routes.ts';

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

/** nginx drops server-level add_header lines in a location that adds its own, so assets repeat them. */
const nginxHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);

export function nginxFile(headers: Record<string, string> = {}): string {
  const lines = [
    '# Generated from src/domain/routes.ts. Include inside the portal\'s server { } block,',
    '# with root pointing at dist/. Dynamic routes are served by their shell page.',
    ...nginxHeaders(headers),
    'location /_astro/ {',
    '  add_header Cache-Control "public, max-age=31536000, immutable";',
    ...nginxHeaders(headers).map((line) => `  ${line}`),
    '  try_files $uri =404;',
    '}',
  ];
  for (const route of dynamicRoutes()) {
    const regex = route.path.replace(/\{\w+\}/g, '[^/]+');
    lines.push(`location ~ ^${regex}/?$ {`, `  try_files $uri $uri/index.html /${shellFileOf(route).replace(/^\//, '')};`, '}');
  }
  lines.push('location / {', '  try_files $uri $uri/index.html =404;', '}', 'error_page 404 /404.html;', '');
  return lines.join('\n');
}

/** Netlify/Cloudflare Pages `_headers`: security headers on every page, immutable caching for hashed assets. */
export function headersFile(headers: Record<string, string>): string {
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
