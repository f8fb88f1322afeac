import { describe, expect, it } from 'vitest';
import { ROUTES, shellPathOf } from '../../../src/domain/routes.ts';
import { headersFile, nginxFile, redirectsFile } from '../../../scripts/portal-rewrites.ts';
import { SPEC_ROUTES } from '../domain/spec-routes.ts';

/** The pages the build writes: one index.html per route, dynamic ones under `_`. */
const BUILT = new Set(ROUTES.map((r) => (r.name === 'not-found' ? '/404.html' : `${shellPathOf(r)}/index.html`.replace('//', '/'))));

const exists = (path: string) => BUILT.has(path) || BUILT.has(`${path.replace(/\/$/, '')}/index.html`.replace('//', '/'));

/** Netlify/Cloudflare semantics: an existing file wins; otherwise the first matching rule. */
function resolveWithRedirects(file: string, url: string): { target: string; status: number } {
  if (exists(url)) return { target: url, status: 200 };
  for (const line of file.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/) as [string, string, string];
    const source = from.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*');
    if (new RegExp(`^${source}/?$`).test(url)) return { target: to, status: Number(status) };
  }
  return { target: 'none', status: 0 };
}

/** nginx semantics for this snippet: regex locations in order, then `location /`; try_files in order. */
function resolveWithNginx(file: string, url: string): { target: string; status: number } {
  const blocks = [...file.matchAll(/location (~ )?(\S+) \{\n\s+(?:add_header[^\n]*\n\s+)*try_files ([^;]+);/g)];
  const tryFiles = (list: string) => {
    for (const candidate of list.split(' ')) {
      if (candidate === '=404') return { target: '/404.html', status: 404 };
      const path = candidate.replace('$uri', url);
      if (exists(path.replace(/\/index\.html$/, '')) || BUILT.has(path)) return { target: path, status: 200 };
    }
    return { target: '/404.html', status: 404 };
  };
  for (const [, regex, pattern, list] of blocks) {
    if (regex && new RegExp(pattern!).test(url)) return tryFiles(list!);
  }
  const fallback = blocks.find(([, regex, pattern]) => !regex && pattern === '/');
  return tryFiles(fallback![3]!);
}

describe('the CDN _redirects file and the nginx snippet', () => {
  const redirects = redirectsFile();
  const nginx = nginxFile({ 'X-Content-Type-Options': 'nosniff' });

  it.each(SPEC_ROUTES)('serve $sample from the page of $path', ({ path, sample }) => {
    const page = `${path.replace(/\{\w+\}/g, '_')}/index.html`.replace('//', '/');
    for (const resolved of [resolveWithRedirects(redirects, sample), resolveWithNginx(nginx, sample)]) {
      expect(resolved.status).toBe(200);
      expect([page, sample, `${sample}/index.html`.replace('//', '/')]).toContain(resolved.target);
    }
  });

  it('send an unknown path to the not-found page with 404', () => {
    expect(resolveWithRedirects(redirects, '/no/such/page')).toEqual({ target: '/404.html', status: 404 });
    expect(resolveWithNginx(nginx, '/no/such/page')).toEqual({ target: '/404.html', status: 404 });
  });

  it('mark hashed assets immutable in nginx and keep the security headers there too', () => {
    expect(nginx).toContain(
      'location /_astro/ {\n  add_header Cache-Control "public, max-age=31536000, immutable";\n  add_header X-Content-Type-Options "nosniff" always;',
    );
  });

  it('give a CDN the security headers for every page and immutable caching for hashed assets', () => {
    expect(headersFile({ 'X-Frame-Options': 'DENY' })).toBe(
      '/*\n  X-Frame-Options: DENY\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });
});
