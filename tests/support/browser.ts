/** Finds a Chromium for Playwright: its own download when present, else Debian's, else says how to get one. */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumExecutable(): string | undefined {
  const own = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  })();
  if (own && existsSync(own)) return undefined; // Playwright finds its own.
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    'No browser for the end-to-end tests: install Debian\'s chromium (`apt-get install -y chromium`) or run `npx playwright install chromium`.',
  );
}
