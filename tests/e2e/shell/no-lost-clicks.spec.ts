/**
 * No lost clicks (issue 9): on a page loaded over Slow 3G, every shell control clicked
 * before its island has hydrated either works once ready or is a real link; until then it is
 * visibly inert and out of the tab order. The islands' hydration is held back by holding
 * their scripts, so "before hydration" is a state the test creates, not a race it hopes to win.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { ADMIN, openPage } from './shell-helpers.ts';

const PAGE = '/app/dashboard';
/** Slow 3G as DevTools defines it: 400 ms latency, 400 kbit/s both ways. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

interface Islands {
  /** The React renderer every island needs before it can hydrate. */
  renderer: string;
  /** Each island's component script by component name. */
  components: Map<string, string>;
}

async function islandsOf(page: Page, path: string): Promise<Islands> {
  const html = await (await page.request.get(path)).text();
  const tags = html.match(/<astro-island\b[^>]*>/g) ?? [];
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&quot;', '"') ?? '';
  const components = new Map(tags.map((tag) => [JSON.parse(attribute(tag, 'opts')).name as string, attribute(tag, 'component-url')]));
  const renderer = attribute(tags[0] ?? '', 'renderer-url');
  expect(renderer, 'an island on the page').not.toBe('');
  return { renderer, components };
}

/** Holds every request for these paths until the returned function is called. */
async function hold(page: Page, paths: readonly string[]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
}

const topbar = (page: Page) => page.getByRole('banner');

const CONTROLS: { label: string; name: string | RegExp; works: (page: Page) => Promise<void> }[] = [
  {
    label: 'Toggle menu',
    name: 'Toggle menu',
    works: (page) => expect(topbar(page).getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'false'),
  },
  { label: 'Search', name: 'Search', works: (page) => expect(page.getByRole('dialog', { name: 'Search the portal' }).getByPlaceholder('Search')).toBeFocused() },
  { label: 'Open settings', name: 'Open settings', works: (page) => expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible() },
  { label: 'Notifications', name: /^Notifications/, works: (page) => expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('tab', { name: /Inbox/ })).toBeVisible() },
  { label: 'Profile menu', name: 'Profile menu', works: (page) => expect(page.getByRole('button', { name: 'Log out' })).toBeVisible() },
  { label: 'Open activity panel', name: 'Open activity panel', works: (page) => expect(page.getByRole('dialog', { name: 'Activity' })).toBeVisible() },
];

test.describe('on Slow 3G, a shell control clicked before hydration', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, ADMIN);
  });

  for (const control of CONTROLS) {
    test(`${control.label}: inert until ready, then does its job`, async ({ page }) => {
      const { renderer } = await islandsOf(page, PAGE);
      await throttle(page);
      const release = await hold(page, [renderer]);
      await page.goto(PAGE, { waitUntil: 'commit' });
      const button = topbar(page).getByRole('button', { name: control.name });
      await expect(button).toBeVisible({ timeout: 30_000 });
      // Not hydrated (its renderer is held): the control is visibly inert and takes no focus.
      await expect(topbar(page)).not.toHaveAttribute('data-hydrated');
      await expect(button).toBeDisabled();
      await button.focus();
      await expect(button).not.toBeFocused();
      // The click is made now; it lands once the island is ready, and must then work.
      const click = button.click({ timeout: 60_000 });
      release();
      await click;
      await expect(topbar(page)).toHaveAttribute('data-hydrated', 'true');
      await control.works(page);
    });
  }

  test('the menu links, logo and skip link are real links, and the breadcrumb has nothing to click', async ({ page }) => {
    const { renderer } = await islandsOf(page, PAGE);
    await throttle(page);
    const release = await hold(page, [renderer]);
    await page.goto(PAGE, { waitUntil: 'commit' });
    await expect(topbar(page).getByRole('link', { name: 'DealLedger home' })).toHaveAttribute('href', '/app/dashboard', { timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a, button, input, [tabindex]')).toHaveCount(0);
    await expect(page.locator('#layout-sidebar')).not.toHaveAttribute('data-hydrated');
    await expect(page.locator('#layout-sidebar').getByRole('button', { disabled: false })).toHaveCount(0);
    release();
    const link = page.locator('#layout-sidebar').getByRole('link', { name: 'Manage Users' });
    await expect(link).toHaveAttribute('href', '/app/admin/users', { timeout: 30_000 });
    await link.click();
    await expect(page).toHaveURL(/\/app\/admin\/users$/, { timeout: 30_000 });
  });
});

test.describe('a panel opened from the top bar before the panels island hydrates', () => {
  // The cause of a rare CI failure: the panels island hydrated after the click had set the
  // store and kept the server's "closed" markup, so Open settings said expanded but showed nothing.
  for (const [toggle, dialog] of [
    ['Open settings', 'Settings'],
    ['Open activity panel', 'Activity'],
  ] as const) {
    test(`${toggle} opens ${dialog} once the panels arrive`, async ({ page, signIn }) => {
      await signIn(page, ADMIN);
      const { components } = await islandsOf(page, PAGE);
      const panels = components.get('ShellPanels');
      expect(panels, 'the ShellPanels island').toBeTruthy();
      const release = await hold(page, [panels!]);
      await page.goto(PAGE);
      await expect(topbar(page)).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('#layout-config-sidebar[data-hydrated], .drawer-end[data-hydrated]')).toHaveCount(0);
      await topbar(page).getByRole('button', { name: toggle }).click();
      release();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    });
  }

  test('and a toggle clicked after a reload restores its state without losing the click', async ({ page, signIn }) => {
    await signIn(page, ADMIN);
    await openPage(page, PAGE);
    await page.reload();
    await topbar(page).getByRole('button', { name: 'Open settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});
