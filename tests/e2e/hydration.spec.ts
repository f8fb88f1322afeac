/** Every page hydrates what the server rendered: a mismatch makes React rebuild the island and lose what was typed. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ROUTES } from '../../src/domain/routes.ts';
import { DEMO } from '../support/demo-people.ts';

const ADMIN = DEMO.superAdmin.email;
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, (segment) => (segment === '{type}' ? 'bank' : '1'));
const publicPaths = ROUTES.filter((route) => route.access.kind === 'guest' || route.access.kind === 'public').map(
  (route) => samplePath(route.path),
);
const appPaths = ROUTES.filter((route) => route.access.kind === 'login' || route.access.kind === 'roles').map((route) =>
  samplePath(route.path),
);

/** Opens each page, waits until every island has hydrated and lists the page errors met on the way. */
async function errorsByPage(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let current = '';
  page.on('pageerror', (error) => (found[current] ??= []).push(error.message));
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  }
  return found;
}

test('public pages hydrate without a mismatch', async ({ page }) => {
  expect(await errorsByPage(page, publicPaths)).toEqual({});
});

test('signed-in pages hydrate without a mismatch', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  expect(await errorsByPage(page, appPaths)).toEqual({});
});
