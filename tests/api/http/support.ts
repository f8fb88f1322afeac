/** The HTTP plumbing tests' own fixture: a tiny built portal for the app to serve. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A tiny built portal: pages with an inline script, a hashed asset and the CDN files the build writes. */
export function writeFakePortal(): string {
  const root = mkdtempSync(join(tmpdir(), 'dealledger-portal-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.boot=1</script></head><body></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Not found'),
    'auth/login/index.html': page('Sign in'),
    'auth/reset-password/index.html': page('Reset'),
    '_astro/app.abc123.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/* /404.html 404\n',
    'deploy/nginx.conf': 'daemon off;\n',
    'deploy/dealledger.conf': 'server {}\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
