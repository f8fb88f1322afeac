/**
 * Screens whose data arrives after the first paint keep what is already on screen where it is: the
 * investor dashboard, the marketplace, the mortgage list and the settings, each opened by its own user on a phone,
 * with its data's answers held back until the screen has painted its waiting state. Once the data is
 * drawn the page has moved by less than a hundredth of cumulative layout shift (the shifts a reader
 * did not cause, as Lighthouse counts them).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { openPage, PHONE } from './shell-helpers.ts';

declare global {
  interface Window {
    layoutShift?: number;
  }
}

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 60_000 });

interface Screen {
  name: string;
  path: string;
  user: string;
  /** The answers held back: the screen's own data. */
  answers: string[];
  /** Shown once the screen has painted while waiting. */
  waiting: (page: Page) => Promise<void>;
  /** Shown once the data is drawn, down to the last part that depends on it. */
  drawn: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'investor dashboard',
    path: '/app/investor/main-dashboard',
    user: DEMO.summitAnalyst.email,
    answers: ['/api/v1/investor/portfolio'],
    waiting: async (page) => {
      await expect(page.locator('[data-portfolio-state="loading"]')).toBeVisible();
    },
    drawn: async (page) => {
      await expect(page.locator('[data-portfolio-state="ready"]')).toBeVisible();
      await expect(page.getByTestId('region-chart')).toBeVisible();
    },
  },
  {
    name: 'marketplace',
    path: '/app/investor/dashboard',
    user: DEMO.summitAnalyst.email,
    answers: ['/api/v1/marketplace/loans', '/api/v1/marketplace/summary', '/api/v1/marketplace/banks'],
    waiting: async (page) => {
      await expect(page.locator('[data-summary-state="loading"]')).toBeVisible();
    },
    drawn: async (page) => {
      await expect(page.getByTestId('data-card').first()).toBeVisible();
      await expect(page.locator('[data-summary-state="ready"]')).toBeVisible();
      await expect(page.getByTestId('region-chart')).toBeVisible();
    },
  },
  {
    name: 'mortgage list',
    path: '/app/bank/mortgages',
    user: DEMO.northwindOfficer.email,
    answers: ['/api/v1/loans'],
    waiting: async (page) => {
      await expect(page.locator('main [role="status"][data-loading]')).toBeVisible();
    },
    drawn: async (page) => {
      await expect(page.getByTestId('data-card').first()).toBeVisible();
    },
  },
  {
    name: 'investor mortgage',
    path: '/app/investor/mortgages/205',
    user: DEMO.summitAnalyst.email,
    answers: ['/api/v1/marketplace/loans/205', '/api/v1/proposals', '/api/v1/marketplace/loans/205/data-room'],
    waiting: async (page) => {
      await expect(page.locator('[data-loan-state="loading"]')).toBeVisible();
    },
    drawn: async (page) => {
      await expect(page.locator('[data-my-proposal]:not([data-my-proposal="loading"])')).toBeVisible();
      await expect(page.locator('[data-room-state="ready"]')).toBeVisible();
    },
  },
  {
    name: 'settings page',
    path: '/app/settings',
    user: DEMO.superAdmin.email,
    answers: ['/api/v1/notification-settings'],
    waiting: async (page) => {
      await expect(page.locator('[data-settings-state="loading"]')).toBeVisible();
    },
    drawn: async (page) => {
      await expect(page.getByRole('switch').first()).toBeVisible();
    },
  },
];

/** Sums the layout shifts the reader did not cause, from the page's first paint on. */
function recordLayoutShift() {
  window.layoutShift = 0;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Two frames: whatever the last change drew has been laid out and painted. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

for (const screen of SCREENS) {
  test(`the ${screen.name} does not move when its data arrives after the first paint`, async ({ page, signIn }) => {
    await signIn(page, screen.user);
    // Opened once, so the device remembers the user, as it does after signing in.
    await openPage(page, '/app/dashboard');

    await page.addInitScript(recordLayoutShift);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    for (const answer of screen.answers)
      await page.route(
        (url) => url.pathname === answer,
        async (route) => {
          await released;
          await route.continue();
        },
      );

    await page.goto(screen.path);
    await expect(page.locator('main [data-hydrated="true"]').first()).toBeAttached();
    await screen.waiting(page);
    await twoFrames(page);
    release();
    await screen.drawn(page);
    await twoFrames(page);

    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
  });
}
