/**
 * Finds a Chromium for Playwright: its own download when present, else Debian's, else
 * says how to get one. The end-to-end tests prefer Debian's headless shell: without a
 * window system to emulate it starts and renders in about half the time of the full browser,
 * which on a two-core machine decides how long the suite takes. The benchmarks and
 * Lighthouse measure what a person's browser does, so they ask for the full one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type ChromiumKind = 'full' | 'headless-shell';

/** Undefined when Playwright has its own browser; else the path of Debian's. */
export function chromiumExecutable(kind: ChromiumKind = 'full'): string | undefined {
  const own = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  })();
  if (own && existsSync(own)) return undefined; // Playwright finds its own.
  const candidates = kind === 'headless-shell' ? [...HEADLESS_SHELL, ...FULL_CHROMIUM] : FULL_CHROMIUM;
  const system = candidates.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    "No browser for the end-to-end tests: install Debian's chromium and chromium-headless-shell (`apt-get install -y chromium chromium-headless-shell`) or run `npx playwright install chromium`.",
  );
}
