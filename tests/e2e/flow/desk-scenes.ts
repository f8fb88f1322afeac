/**
 * Scenes the work-between-people specs set through the API before they look at the screens: a loan
 * of the test's own listed through the bank's four eyes, a proposal on it, and signed-in browsers.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { createDraftLoan, uniqueRef } from '../bank/bank-helpers.ts';
import { apiAs, type ApiSession } from '../support/api-session.ts';
import { DEMO } from '../../support/demo-people.ts';
import { validLoanRecord } from '../../support/tape-files.ts';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';

export type SignIn = (page: Page, email: string) => Promise<void>;

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function pageAs(browser: Browser, signIn: SignIn, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

export async function approve(manager: ApiSession, pendingActionId: number): Promise<void> {
  const answer = await manager.post(`/pending-actions/${pendingActionId}/approve`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export const pendingActionIdOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body['pending_action'] as { id: number }).id;

/** Northwind's officer and manager, and Summit's analyst, each with an API session of their own. */
export async function deskSessions() {
  const [officer, manager, investor] = await Promise.all([
    apiAs(DEMO.northwindOfficer.email),
    apiAs(DEMO.northwindManager.email),
    apiAs(DEMO.summitAnalyst.email),
  ]);
  return {
    officer,
    manager,
    investor,
    dispose: () => Promise.all([officer.dispose(), manager.dispose(), investor.dispose()]),
  };
}

/** A Northwind loan of the test's own, approved through four eyes: 200,000.00 of current principal. */
export async function approvedLoan(officer: ApiSession, manager: ApiSession, prefix = 'FLOW') {
  const ref = uniqueRef(prefix);
  const id = await createDraftLoan(officer, ref);
  await approve(manager, pendingActionIdOf(await officer.post(`/loans/${id}/submit`)));
  return { id, ref };
}

/** The same loan, then listed through four eyes. */
export async function listedLoan(officer: ApiSession, manager: ApiSession, prefix = 'FLOW') {
  const loan = await approvedLoan(officer, manager, prefix);
  const listing = await officer.post(`/loans/${loan.id}/list`, {
    asking_price_pct: '98.00',
    bid_deadline: day(30),
    listing_description: 'Performing owner-occupied house.',
  });
  expect(listing.status, JSON.stringify(listing.body)).toBe(202);
  await approve(manager, pendingActionIdOf(listing));
  return loan;
}

export async function propose(investor: ApiSession, loanId: number, pricePct: string): Promise<number> {
  const answer = await investor.post('/proposals', {
    loan_id: loanId,
    price_pct: pricePct,
    settlement_date: day(14),
    valid_until: day(7),
    note: 'Funds ready within the week.',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body['data'] as { id: number }).id;
}

/** A small CSV tape of valid rows whose references start with `prefix`, in the currencies `currencyOf` gives (else the template's). */
export function tapeOf(prefix: string, rows = 3, currencyOf?: (index: number) => string): Buffer {
  const records = Array.from({ length: rows }, (_, index) => {
    const record = validLoanRecord(index + 1, prefix);
    return currencyOf ? { ...record, currency: currencyOf(index) } : record;
  });
  const lines = [
    LOAN_INPUT_FIELDS.join(','),
    ...records.map((record) => LOAN_INPUT_FIELDS.map((field) => record[field] ?? '').join(',')),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

/**
 * Uploads a tape as the page's signed-in user, waits for its validation and submits it for approval:
 * the batch's id and the id of its pending import.
 */
export async function submittedBatch(page: Page, fileName: string, prefix: string, tape = tapeOf(prefix)) {
  const context = page.context();
  const xsrf = decodeURIComponent(
    (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  );
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf };
  const upload = await context.request.post('/api/v1/batches', {
    headers,
    multipart: { file: { name: fileName, mimeType: 'text/csv', buffer: tape } },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const batchId = ((await upload.json()) as { data: { id: number } }).data.id;
  await expect
    .poll(
      async () =>
        ((await (await context.request.get(`/api/v1/batches/${batchId}`)).json()) as { data: { status: string } }).data
          .status,
      { timeout: 60_000 },
    )
    .toBe('validated');
  const submit = await context.request.post(`/api/v1/batches/${batchId}/submit`, { headers });
  expect(submit.status(), await submit.text()).toBe(202);
  return { batchId, actionId: ((await submit.json()) as { pending_action: { id: number } }).pending_action.id };
}
