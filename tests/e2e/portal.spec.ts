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
