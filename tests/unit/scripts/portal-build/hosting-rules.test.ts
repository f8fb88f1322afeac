import { describe, expect, it } from 'vitest';
import { ROUTES, shellPathOf } from '../../../../src/domain/routes.ts';
import { headersFile, redirectsFile } from '../../../../scripts/portal-build/hosting-rules.ts';
import { contentSecurityPolicy, NO_INLINE_SOURCES } from '../../../../src/domain/security-headers.ts';
import { SPEC_ROUTES } from '../../../support/spec-routes.ts';

/** The pages the build writes: one index.html per route, dynamic ones under `_`. */
const BUILT = new Set(
  ROUTES.map((r) => (r.name === 'not-found' ? '/404.html' : `${shellPathOf(r)}/index.html`.replace('//', '/'))),
);

const exists = (path: string) =>
  BUILT.has(path) || BUILT.has(`${path.replace(/\/$/, '')}/index.html`.replace('//', '/'));

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

describe('the CDN _redirects and _headers files', () => {
  const redirects = redirectsFile();
  const policy = contentSecurityPolicy(NO_INLINE_SOURCES);

  it.each(SPEC_ROUTES)('serve $sample from the page of $path', ({ path, sample }) => {
    const page = `${path.replace(/\{\w+\}/g, '_')}/index.html`.replace('//', '/');
    const resolved = resolveWithRedirects(redirects, sample);
    expect(resolved.status).toBe(200);
    expect([page, sample, `${sample}/index.html`.replace('//', '/')]).toContain(resolved.target);
  });

  it('send an unknown path to the not-found page with 404', () => {
    expect(resolveWithRedirects(redirects, '/no/such/page')).toEqual({ target: '/404.html', status: 404 });
  });

  it('send an unknown path under /app to the not-found page inside the shell, with 404', () => {
    for (const url of ['/app/no-such-page', '/app/bank/mortgages/1/nothing'])
      expect(resolveWithRedirects(redirects, url)).toEqual({ target: '/app/not-found/index.html', status: 404 });
  });

  /** Netlify/Cloudflare `_headers` semantics: every rule whose pattern matches the path adds its headers. */
  function headersFor(file: string, url: string): Record<string, string> {
    const headers: Record<string, string> = {};
    let matches = false;
    for (const line of file.split('\n')) {
      if (!line) continue;
      if (!line.startsWith(' ')) {
        const source = line
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:\w+/g, '[^/]+')
          .replace(/\*/g, '.*');
        matches = new RegExp(`^${source}$`).test(url);
      } else if (matches) {
        const [name, ...value] = line.trim().split(': ');
        headers[name!] = value.join(': ');
      }
    }
    return headers;
  }

  it('give a CDN the document headers on pages only, nosniff everywhere and immutable caching for hashed assets', () => {
    const file = headersFile(policy);
    for (const page of ['/', '/auth/login', '/auth/login/', '/app/bank/mortgages/42', '/404.html']) {
      const headers = headersFor(file, page);
      expect(headers['Content-Security-Policy'], page).toBe(policy);
      expect(headers['X-Frame-Options'], page).toBe('DENY');
      expect(headers['X-Content-Type-Options'], page).toBe('nosniff');
      expect(headers['Referrer-Policy'], page).toBe('strict-origin-when-cross-origin');
    }
    expect(headersFor(file, '/_astro/app.abc123.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(file, '/favicon.svg')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });

  it('send no Referer from the reset-password page on a CDN', () => {
    const file = headersFile(policy);
    expect(headersFor(file, '/auth/reset-password')['Referrer-Policy']).toBe('no-referrer');
    expect(headersFor(file, '/auth/reset-password/')['Referrer-Policy']).toBe('no-referrer');
  });
});

describe('the portal build', () => {
  it('imports no server code, directly or through the scripts it uses', async () => {
    const { readFile } = await import('node:fs/promises');
    const { dirname, resolve } = await import('node:path');
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = await readFile(file, 'utf8');
      for (const [, specifier] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(file), specifier!);
        await visit(/\.tsx?$/.test(target) ? target : `${target}.ts`);
      }
    };
    await visit(resolve('scripts/portal-build/integration.ts'));
    expect([...seen].filter((file) => file.includes('/server/'))).toEqual([]);
    expect(seen.size).toBeGreaterThan(3);
  });
});
