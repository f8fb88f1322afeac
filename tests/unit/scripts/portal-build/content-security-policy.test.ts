import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineSourcesOf } from '../../../../scripts/portal-build/inline-sources.ts';
import { contentSecurityPolicy } from '../../../../src/domain/security-headers.ts';

const sha256 = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));

describe("the portal's Content-Security-Policy", () => {
  it('lets the pages call their own origin only, when the portal was built without PUBLIC_API_URL', () => {
    const sources = inlineSourcesOf(['<!doctype html><html lang="en" data-route="home"><head></head></html>']);
    expect(sources.apiOrigin).toBeNull();
    expect(connectSrc(contentSecurityPolicy(sources))).toBe("connect-src 'self'");
  });

  it('lets the pages call the API origin the build named in data-api-origin, and nothing else', () => {
    const page =
      '<!doctype html><html lang="en" data-route="home" data-api-origin="https://api.example.com/backend"><head></head></html>';
    const sources = inlineSourcesOf([page]);
    expect(sources.apiOrigin).toBe('https://api.example.com');
    expect(connectSrc(contentSecurityPolicy(sources))).toBe("connect-src 'self' https://api.example.com");
  });

  it('hashes each inline script and style over the text the browser runs, and nothing a script merely mentions', () => {
    const page = [
      '<!doctype html><html><head><style>a{color:red}</style>',
      '<script data-note="a>b">run()</script><script type="module" src="/_astro/x.js"></script></head>',
      '<body><script>const html = \'<div style="x"></div><style>b{}</style>\';\r\ngo(html)</script></body></html>',
    ].join('');
    expect(inlineSourcesOf([page])).toEqual({
      scriptHashes: [
        sha256('run()'),
        sha256('const html = \'<div style="x"></div><style>b{}</style>\';\ngo(html)'),
      ].sort(),
      styleHashes: [sha256('a{color:red}')],
      hasStyleAttributes: false,
      apiOrigin: null,
    });
    expect(inlineSourcesOf(['<p style="margin:0">x</p>']).hasStyleAttributes).toBe(true);
  });

  it('ignores a data-api-origin that is not an http(s) URL', () => {
    const sources = inlineSourcesOf(['<html data-api-origin="javascript:alert(1)"></html>']);
    expect(sources.apiOrigin).toBeNull();
  });
});
