/**
 * The portal served by nginx (`npm run deploy:nginx` over dist/) answers as the Node server
 * does: the same status, type, cache and security headers for pages, the not-found page, files,
 * hashed assets and the build's hosting files; precompressed files are sent as they were built,
 * and /api/ reaches the API through the proxy.
 */
import { readdirSync, statSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { buildPortalWhenStale } from '../../support/server-process.ts';
import { freePort } from '../../support/free-port.ts';
import { nginxMissingReason, startNginx, type RunningNginx } from './support/nginx.ts';

const missing = nginxMissingReason();
if (missing && !process.env['TEST_WORKER_INDEX']) process.stdout.write(`Skipping the nginx header test: ${missing}\n`);

const COMPARED = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'etag',
  'last-modified',
];

const VALIDATORS = ['etag', 'last-modified'];

const asset = (extension: string) => `/_astro/${readdirSync('dist/_astro').find((name) => name.endsWith(extension))!}`;

const PATHS = () => [
  '/',
  '/auth/login',
  '/auth/login/',
  '/auth/reset-password',
  '/app/bank/mortgages/42',
  '/app/bank/mortgages/create',
  '/app/admin/entities/bank/7/edit',
  '/no/such/page',
  '/favicon.svg',
  '/images/logo.svg',
  asset('.js'),
  asset('.css'),
  '/_astro/missing-file.js',
  '/_redirects',
  '/_headers',
  '/deploy/nginx.conf',
  // The precompressed copies go out only in place of their file, never under their own names.
  '/index.html.gz',
  '/index.html.br',
  '/auth/login/index.html.gz',
  '/404.html.gz',
  '/favicon.svg.gz',
  `${asset('.js')}.gz`,
  `${asset('.css')}.br`,
  '/api/v1/health',
  '/api/v1/no-such-route',
];

/**
 * What the compared headers say, with validators reduced to whether they are there (each server
 * writes its own), and left out of a not-found answer, which no cache revalidates.
 */
async function answerOf(base: string, path: string): Promise<Record<string, string | number | null>> {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  const seen: Record<string, string | number | null> = { status: response.status };
  for (const name of COMPARED) {
    if (response.status === 404 && VALIDATORS.includes(name)) continue;
    const value = response.headers.get(name);
    seen[name] = VALIDATORS.includes(name) && value !== null ? 'present' : value;
  }
  await response.arrayBuffer();
  return seen;
}

test.describe('the portal behind nginx', () => {
  test.skip(missing !== null, missing ?? '');
  let nginx: RunningNginx | undefined;

  test.beforeAll(async () => {
    await buildPortalWhenStale();
    const node = new URL(process.env['E2E_BASE_URL']!);
    nginx = await startNginx({ root: 'dist', port: await freePort(), apiServers: [node.host] });
  });
  test.afterAll(async () => nginx?.stop());

  test('answers every kind of path with the status and headers the Node server sends', async () => {
    const paths = PATHS();
    const fromNode = await Promise.all(paths.map((path) => answerOf(process.env['E2E_BASE_URL']!, path)));
    const fromNginx = await Promise.all(paths.map((path) => answerOf(nginx!.baseUrl, path)));
    expect(Object.fromEntries(paths.map((path, i) => [path, fromNginx[i]]))).toEqual(
      Object.fromEntries(paths.map((path, i) => [path, fromNode[i]])),
    );
  });

  test('sends the precompressed copy the build wrote, and every other text file compressed', async () => {
    const script = asset('.js');
    const response = await fetch(`${nginx!.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBe(statSync(`dist${script}.gz`).size);
    const page = await fetch(`${nginx!.baseUrl}/app/bank/mortgages/42`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await page.text()).toContain('data-route="bank.mortgages.show"');
  });

  test('passes the client and a request id to the API', async () => {
    const response = await fetch(`${nginx!.baseUrl}/api/v1/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });
});
