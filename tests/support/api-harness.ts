/**
 * The set-up every API test file shares: the real app on a fresh database, optionally a
 * real SMTP server it mails to, torn down after the file; and clients that behave like
 * the portal, each from its own client address when asked. The app listens on a port too when
 * asked (`listen`), for clients over real HTTP.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/config.ts';
import { BrowserClient } from './browser-client.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** Where every API route lives. */
export const API = '/api/v1';

export interface ApiHarnessOptions extends TestAppOptions {
  /** Start an SMTP server and send the app's mail to it. */
  smtp?: boolean;
  config?: Partial<Config>;
}

export interface ApiHarness {
  readonly t: TestApp;
  readonly smtp: TestSmtp;
  /** Every client made so far, to check their answers for leaked secrets. */
  readonly clients: readonly BrowserClient[];
  /** A portal-like client; `remoteAddress` defaults to 127.0.0.1. */
  client(remoteAddress?: string): BrowserClient;
  /** A client from an address no other client of this file has used, so per-address limits stay apart. */
  freshClient(): BrowserClient;
  /** One more SMTP server, closed with the file's app: for a second app with a mailer of its own. */
  anotherSmtp(): Promise<TestSmtp>;
}

/** Registers beforeAll/afterAll hooks; read `t` and `smtp` inside tests. */
export function useApiHarness(options: ApiHarnessOptions = {}): ApiHarness {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  let addresses = 0;
  const clients: BrowserClient[] = [];
  const others: TestSmtp[] = [];

  beforeAll(async () => {
    if (options.smtp) smtp = await startSmtp();
    const { smtp: _smtp, config, ...appOptions } = options;
    t = await createTestApp({ ...(smtp ? { smtpUrl: smtp.url } : {}), ...config }, appOptions);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await Promise.all(others.map((other) => other.close()));
  });

  const harness: ApiHarness = {
    get t() {
      if (!t) throw new Error('the test app is not started yet: use it inside a test');
      return t;
    },
    get smtp() {
      if (!smtp) throw new Error('this harness runs without SMTP: pass { smtp: true }');
      return smtp;
    },
    clients,
    client(remoteAddress) {
      const created = new BrowserClient(harness.t.app, remoteAddress);
      clients.push(created);
      return created;
    },
    async anotherSmtp() {
      const other = await startSmtp();
      others.push(other);
      return other;
    },
    freshClient() {
      addresses += 1;
      return harness.client(`10.${Math.floor(addresses / 250) + 100}.${addresses % 250}.1`);
    },
  };
  return harness;
}
