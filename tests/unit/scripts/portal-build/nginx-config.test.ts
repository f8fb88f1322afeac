import { describe, expect, it } from 'vitest';
import { mainFile, siteFile, type NginxSite } from '../../../../scripts/portal-build/nginx-config.ts';
import { ROUTES, shellPathOf } from '../../../../src/domain/routes.ts';
import { contentSecurityPolicy, HSTS, NO_INLINE_SOURCES } from '../../../../src/domain/security-headers.ts';
import { SPEC_ROUTES } from '../../../support/spec-routes.ts';

const SITE: NginxSite = {
  root: '/srv/dealledger/dist',
  listen: '8080',
  apiServers: ['127.0.0.1:4001', '127.0.0.1:4002'],
  policy: contentSecurityPolicy(NO_INLINE_SOURCES),
  hsts: false,
};

/** The pages the build writes: one index.html per route, dynamic ones under `_`. */
const BUILT = new Set(
  ROUTES.map((r) => (r.name === 'not-found' ? '/404.html' : `${shellPathOf(r)}/index.html`.replace('//', '/'))),
);

interface Location {
  modifier: string;
  pattern: string;
  body: string[];
}

/** The server block's top-level locations, in order, each with its own lines. */
function locationsOf(file: string): Location[] {
  const locations: Location[] = [];
  let current: Location | null = null;
  for (const line of file.split('\n')) {
    const opened = /^ {2}location (~ |\^~ |)(\S+) \{$/.exec(line);
    if (opened) current = { modifier: opened[1]!.trim(), pattern: opened[2]!, body: [] };
    else if (current && line === '  }') {
      locations.push(current);
      current = null;
    } else if (/^ {4}\S/.test(line)) current?.body.push(line.trim()); // the location's own lines, not a nested one's
  }
  return locations;
}

/** nginx's choice: the longest prefix, unless a regex (in order) matches and that prefix is not `^~`. */
function locationFor(file: string, uri: string): Location {
  const locations = locationsOf(file);
  const prefixes = locations
    .filter((l) => l.modifier !== '~' && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  const longest = prefixes[0]!;
  if (longest.modifier === '^~') return longest;
  return locations.find((l) => l.modifier === '~' && new RegExp(l.pattern).test(uri)) ?? longest;
}

/** The file and status a URI gets: try_files in order over the built pages, `return 404` or the proxy. */
function resolve(file: string, uri: string): { target: string; status: number } {
  const location = locationFor(file, uri);
  if (location.body.some((line) => line.startsWith('proxy_pass '))) return { target: 'api', status: 0 };
  if (location.body.includes('return 404;')) return { target: '/404.html', status: 404 };
  const tryFiles = location.body.find((line) => line.startsWith('try_files '))!.slice('try_files '.length, -1);
  for (const candidate of tryFiles.split(' ')) {
    if (candidate === '=404') break;
    const path = candidate.replace('$uri', uri).replace('//', '/');
    if (BUILT.has(path)) return { target: path, status: 200 };
  }
  const errorPage = location.body.find((line) => line.startsWith('error_page 404 '));
  return { target: errorPage ? errorPage.slice('error_page 404 '.length, -1) : '/404.html', status: 404 };
}

const headersIn = (location: Location) =>
  Object.fromEntries(
    location.body.flatMap((line) =>
      [...line.matchAll(/^add_header (\S+) "(.*)" always;$/g)].map((m) => [m[1], m[2]!.replace(/\\"/g, '"')]),
    ),
  );

describe('the nginx configuration', () => {
  const file = siteFile(SITE);

  it.each(SPEC_ROUTES)('serves $sample from the page of $path', ({ path, sample }) => {
    const page = `${path.replace(/\{\w+\}/g, '_')}/index.html`.replace('//', '/');
    expect(resolve(file, sample)).toEqual({ target: page, status: 200 });
  });

  it('sends an unknown path, a hosting file and a precompressed copy to the not-found page with 404', () => {
    for (const uri of [
      '/no/such/page',
      '/_headers',
      '/_redirects',
      '/deploy/nginx.conf',
      '/_astro/app.abc.js.gz',
      '/index.html.br',
    ]) {
      expect(resolve(file, uri), uri).toEqual({ target: '/404.html', status: 404 });
    }
    expect(file).toContain('error_page 404 /404.html;');
  });

  it('answers an unknown path under /app with the not-found page inside the shell, still 404', () => {
    for (const uri of ['/app/no-such-page', '/app/bank/mortgages/1/nothing', '/app/admin/x/y/z'])
      expect(resolve(file, uri), uri).toEqual({ target: '/app/not-found/index.html', status: 404 });
  });

  it('proxies the API and the CSRF cookie route to the pool, even paths that look like files', () => {
    for (const uri of ['/api/v1/user', '/api/v1/marketplace/loans.csv', '/sanctum/csrf-cookie'])
      expect(resolve(file, uri), uri).toEqual({ target: 'api', status: 0 });
    expect(file).toContain(
      'upstream dealledger_api {\n  server 127.0.0.1:4001;\n  server 127.0.0.1:4002;\n  keepalive 16;\n}',
    );
    const api = locationFor(file, '/api/v1/user').body;
    expect(api).toEqual(
      expect.arrayContaining([
        'proxy_next_upstream error timeout;',
        'proxy_set_header X-Request-Id $request_id;',
        'proxy_set_header Connection "";',
      ]),
    );
  });

  it('serves the portal alone when no API process is named', () => {
    const alone = siteFile({ ...SITE, apiServers: [] });
    expect(alone).not.toContain('upstream');
    expect(alone).not.toContain('proxy_pass');
    expect(resolve(alone, '/api/v1/user')).toEqual({ target: '/404.html', status: 404 });
  });

  it('caches hashed assets for a year with nosniff and none of the document headers', () => {
    const astro = locationFor(file, '/_astro/app.abc123.js');
    expect(headersIn(astro)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(astro.body).toContain('etag off;');
  });

  it('gives every page the document headers and no-cache, and the reset-password page no Referer', () => {
    for (const uri of ['/', '/auth/login', '/app/bank/mortgages/42', '/auth/reset-password']) {
      const headers = headersIn(locationFor(file, uri));
      expect(headers['Content-Security-Policy'], uri).toBe(SITE.policy);
      expect(headers['X-Frame-Options'], uri).toBe('DENY');
      expect(headers['Cache-Control'], uri).toBe('no-cache');
      expect(headers['Referrer-Policy'], uri).toBe(
        uri === '/auth/reset-password' ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
      expect(headers['Strict-Transport-Security'], uri).toBeUndefined();
    }
  });

  it('adds HSTS to the pages when asked, never to files', () => {
    const secure = siteFile({ ...SITE, hsts: true });
    expect(headersIn(locationFor(secure, '/auth/login'))['Strict-Transport-Security']).toBe(HSTS);
    expect(headersIn(locationFor(secure, '/_astro/app.js'))['Strict-Transport-Security']).toBeUndefined();
  });

  it('is a complete configuration around the site file, with its runtime files under the -p directory', () => {
    const main = mainFile();
    expect(main).toContain('include dealledger.conf;');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(main).toContain(`${kind}_temp_path ${kind}_temp;`);
    expect(main).toMatch(/^pid nginx\.pid;$/m);
    expect(main).not.toMatch(/ \/(var|run|etc)\//);
  });
});
