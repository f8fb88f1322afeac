/** The pool tests' own fixtures: fresh approved loans of a bank (Northwind unless told), grouped under a batch of their own. */
import { eq, inArray } from 'drizzle-orm';
import { batches, loans } from '../../../server/db/schema/index.ts';
import { API, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { entityId, expectStatus, type BankName } from '../../support/trading.ts';
import { newLoan } from '../../support/valid-loan.ts';

let groups = 0;

export interface LoanGroup {
  batchId: number;
  loanIds: number[];
  /** The loan references' common prefix, for the loan list's search filter. */
  prefix: string;
}

/**
 * `count` new approved loans of the officer's bank, Northwind unless told (made through the API as drafts,
 * then approved in the database, as an imported batch leaves them), under a batch of their own and with a
 * reference prefix of their own.
 */
export async function approvedGroup(
  h: ApiHarness,
  officer: BrowserClient,
  count: number,
  currencies: readonly string[] = ['GBP'],
  bank: BankName = 'Northwind Bank',
): Promise<LoanGroup> {
  const prefix = `PL${(groups += 1).toString().padStart(3, '0')}X`;
  const loanIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await officer.post(
      `${API}/loans`,
      newLoan({ loan_ref: `${prefix}${i}`, currency: currencies[i % currencies.length] }),
    );
    expectStatus(created, 201);
    loanIds.push(created.json().data.id);
  }
  const db = h.t.db;
  const [batch] = await db
    .insert(batches)
    .values({
      bankId: await entityId(db, bank),
      fileName: `${prefix}.csv`,
      fileFormat: 'csv',
      filePath: `${prefix}.csv`,
      fileBytes: 1,
      status: 'imported',
    })
    .returning({ id: batches.id });
  await db.update(loans).set({ status: 'approved', batchId: batch!.id }).where(inArray(loans.id, loanIds));
  return { batchId: batch!.id, loanIds, prefix };
}

export async function loanStatus(h: ApiHarness, id: number) {
  const [row] = await h.t.db.select({ status: loans.status }).from(loans).where(eq(loans.id, id));
  return row?.status;
}

/** Listing settings that keep every rule; tests change one at a time. */
export const validListing = (changes: Record<string, unknown> = {}) => ({
  access_mode: 'open',
  phase_1_deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  phase_2_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  exclusion_limit: 0,
  nda_text: 'Keep it confidential.',
  ...changes,
});

export const poolBody = (group: LoanGroup, changes: Record<string, unknown> = {}) => ({
  name: `Pool ${group.prefix}`,
  cut_off_date: '2026-10-31',
  batch_id: group.batchId,
  ...changes,
});
