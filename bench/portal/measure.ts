/** One cold and one warm load of a page, and one menu navigation, each in a fresh browser context. */
import { request as apiRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { NetworkLog } from './network-log.ts';
import { watchPageErrors } from './page-errors.ts';
import { credentialsOf, NAVIGATION, type BenchAccountName, type BenchPage } from './pages.ts';
import type { NetworkProfile } from './profiles.ts';
import { USABLE_MARKER_SCRIPT } from './usable-marker.ts';

const LOAD_TIMEOUT_MS = 30_000;

export interface LoadResult {
  requests: number;
  bytes: number;
  firstContentfulPaint: number;
  usable: number;
  /** Paths that went over the network (the rest came from the cache). */
  crossed: string[];
  /** Each request of the load with its bytes on the wire, in the order they were sent. */
  requestBytes: { path: string; bytes: number }[];
  /** Console errors, uncaught exceptions and refused requests (4xx, 5xx) of the load: calls the viewer should not make. */
  errors: string[];
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The session cookie of a bench account, signed in through the API. */
export async function signedInState(baseUrl: string, account: BenchAccountName): Promise<StorageState> {
  const credentials = credentialsOf(account);
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  await api.get('/sanctum/csrf-cookie');
  const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await api.post('/api/v1/auth/login', {
    data: credentials,
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  if (login.status() !== 200) throw new Error(`Signing in as ${credentials.email} answered ${login.status()}.`);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

async function throttledPage(browser: Browser, baseUrl: string, profile: NetworkProfile, state?: StorageState) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: state });
  await context.addInitScript(USABLE_MARKER_SCRIPT);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const session = await context.newCDPSession(page);
  const log = new NetworkLog(session);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.downloadThroughput,
    uploadThroughput: profile.uploadThroughput,
  });
  return { context, page, log, errors };
}

/** Waits for the page's usable marker; returns it in the page's clock (ms since its navigation started). */
async function usableAt(page: Page): Promise<number> {
  const handle = await page
    .waitForFunction(() => (window as { __benchUsableAt?: number }).__benchUsableAt, undefined, {
      timeout: LOAD_TIMEOUT_MS,
    })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} never said it was usable (no usable marker within ${LOAD_TIMEOUT_MS} ms)`, {
        cause: error,
      });
    });
  return (await handle.jsonValue()) as number;
}

async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function loadOnce(page: Page, log: NetworkLog, errors: string[], path: string): Promise<LoadResult> {
  log.reset();
  errors.length = 0;
  await page.goto(path, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  const usable = await usableAt(page);
  // Requests still under way or still to come (idle islands, fonts, a chart's code fetched once its
  // data has arrived) count towards the page's bytes: wait for the network to fall quiet, not just for "load".
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
  await waitUntil(() => log.unfinished() === 0);
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const crossed = log.crossed().map((record) => new URL(record.url).pathname);
  const requestBytes = log.all().map((record) => ({ path: new URL(record.url).pathname, bytes: record.bytes }));
  return {
    requests: log.all().length,
    bytes: log.bytes(),
    firstContentfulPaint,
    usable,
    crossed,
    requestBytes,
    errors: [...errors],
  };
}

/** The page loaded with an empty cache, then visited again in the same context (hashed assets cached). */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: BenchPage,
  profile: NetworkProfile,
  state: StorageState | undefined,
): Promise<{ cold: LoadResult; warm: LoadResult }> {
  const { context, page: tab, log, errors } = await throttledPage(browser, baseUrl, profile, state);
  try {
    const cold = await loadOnce(tab, log, errors, page.path);
    await tab.goto('about:blank');
    const warm = await loadOnce(tab, log, errors, page.path);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** From a signed-in page, a click on a side-menu link: ms from the click until the next page is usable. */
export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  profile: NetworkProfile,
  state: StorageState,
): Promise<number> {
  const { context, page, log, errors } = await throttledPage(browser, baseUrl, profile, state);
  try {
    await loadOnce(page, log, errors, NAVIGATION.from);
    const link = page.locator(`nav a[href="${NAVIGATION.to}"], aside a[href="${NAVIGATION.to}"]`).first();
    await link.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    const clickedAt = Date.now();
    await Promise.all([
      page.waitForURL(`**${NAVIGATION.to}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS }),
      link.click(),
    ]);
    const usable = await usableAt(page);
    const origin = await page.evaluate(() => performance.timeOrigin);
    return origin + usable - clickedAt;
  } finally {
    await context.close();
  }
}
