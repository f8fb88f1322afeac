import { test, expect } from './fixtures.ts';

test.describe('the static portal served by the server', () => {
  test('serves the homepage and the login page', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    const login = await page.goto('/auth/login');
    expect(login?.status()).toBe(200);
    await expect(page).toHaveTitle(/Sign in/);
  });

  test('serves a mortgage detail URL from its shell page', async ({ request }) => {
    const response = await request.get('/app/bank/mortgages/42');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('data-route="bank.mortgages.show"');
  });

  test('answers an unknown path with the not-found page and 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('answers the health check', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

test.describe('the build output for a CDN', () => {
  test('holds the _redirects, _headers and nginx files generated from the route table and the built pages', async ({
    request,
  }) => {
    const { readFile } = await import('node:fs/promises');
    const { resolve } = await import('node:path');
    const { headersFile, redirectsFile } = await import('../../scripts/portal-build/hosting-rules.ts');
    const { DEFAULT_SITE, mainFile, siteFile } = await import('../../scripts/portal-build/nginx-config.ts');
    const { contentSecurityPolicy } = await import('../../src/domain/security-headers.ts');
    const { collectInlineSources } = await import('../../scripts/portal-build/inline-sources.ts');
    const policy = contentSecurityPolicy(await collectInlineSources('dist'));
    expect(await readFile('dist/_redirects', 'utf8')).toBe(redirectsFile());
    expect(await readFile('dist/_headers', 'utf8')).toBe(headersFile(policy));
    expect(await readFile('dist/deploy/dealledger.conf', 'utf8')).toBe(
      siteFile({ ...DEFAULT_SITE, root: resolve('dist'), policy }),
    );
    expect(await readFile('dist/deploy/nginx.conf', 'utf8')).toBe(mainFile());
    // The server sends the same policy the CDN files carry.
    expect((await request.get('/auth/login')).headers()['content-security-policy']).toBe(policy);
  });

  test('sends hashed assets with an immutable cache header, compressed', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_astro/')) scripts.push(r.url());
    });
    await page.goto('/auth/login');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });
});
