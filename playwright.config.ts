import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/browser.ts';

const executablePath = chromiumExecutable('headless-shell');

/**
 * Specs whose answer does not depend on the database: the shell's layout, menus, themes, contrast,
 * screenshots and hydration, and the static portal's and nginx's headers. They read what any database
 * gives through the same API, and write nothing a database keeps. The second, PostgreSQL pass of
 * `.ci/run` (TEST_SCOPE=database) leaves them out, as it leaves out the unit tests.
 */
const DATABASE_INDEPENDENT = [
  '**/shell/a11y-and-screenshots.spec.ts',
  '**/shell/contrast.spec.ts',
  '**/shell/menu-modes.spec.ts',
  '**/shell/no-lost-clicks.spec.ts',
  '**/shell/reach.spec.ts',
  '**/shell/settings.spec.ts',
  '**/shell/shell-only-styles.spec.ts',
  '**/hydration.spec.ts',
  '**/portal.spec.ts',
  '**/deploy/nginx-headers.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: process.env['TEST_SCOPE'] === 'database' ? DATABASE_INDEPENDENT : [],
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Always, not only on CI: a forgotten `.only` would silently skip the rest of the suite.
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
