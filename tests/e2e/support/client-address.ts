/**
 * Each test speaks to the server from an address of its own. The e2e server believes
 * X-Forwarded-For from loopback (TRUST_PROXY=loopback in the global setup), as it would
 * behind a proxy; the per-address limits (sign-ups, onboarding, reset mails, failed
 * sign-ins) then count each test apart, and a repeated run (--repeat-each) does not use
 * up an hour's allowance meant for one person.
 */
import type { TestInfo } from '@playwright/test';

let testsInThisWorker = 0;
const addresses = new WeakMap<TestInfo, string>();

/** 10.<worker>.<n>: unique within a run, since each worker numbers its own tests. */
export function clientAddressOf(testInfo: TestInfo): string {
  let address = addresses.get(testInfo);
  if (!address) {
    testsInThisWorker += 1;
    const n = testsInThisWorker;
    address = `10.${testInfo.workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`;
    addresses.set(testInfo, address);
  }
  return address;
}

/** The header that carries the test's address; for request contexts a test creates itself. */
export function clientAddressHeaders(testInfo: TestInfo): Record<string, string> {
  return { 'X-Forwarded-For': clientAddressOf(testInfo) };
}
