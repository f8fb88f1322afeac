/** What the proposal API tests share: the demo people by role, listed loans to trade on, valid terms, and direct reads of the rows. */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import { entities, loans, pendingActions, proposalEvents, proposals, revisions } from '../../../server/db/schema/index.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';

export const API = '/api/v1';

/** Both sides of a Northwind loan and a Summit Capital proposal, the other bank and investor, the platform, a newcomer and a guest. */
export const PEOPLE = {
  investor_user: 'analyst@summit.test',
  investor_manager: 'director@summit.test',
  other_investor: 'analyst@bluewater.test',
  other_investor_manager: 'director@bluewater.test',
  bank_officer: 'officer@northwind.test',
  bank_manager: 'manager@northwind.test',
  other_bank_officer: 'officer@harbor.test',
  super_admin: 'admin@dealledger.test',
  dl_admin_maker: 'maker@dealledger.test',
  dl_admin_checker: 'checker@dealledger.test',
  no_role: 'newcomer@example.test',
  guest: null,
} as const;
export type Person = keyof typeof PEOPLE;
export const EVERYONE = Object.keys(PEOPLE) as Person[];

/** Signed-in clients, one per person, each from its own address. */
export function people(h: ApiHarness) {
  const signedIn = new Map<Person, BrowserClient>();
  return async (person: Person): Promise<BrowserClient> => {
    const known = signedIn.get(person);
    if (known) return known;
    const client = h.freshClient();
    const email = PEOPLE[person];
    if (email === null) await client.csrfCookie();
    else {
      const login = await client.login(email);
      if (login.statusCode !== 200) throw new Error(`${email} could not sign in: ${login.body}`);
    }
    signedIn.set(person, client);
    return client;
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Terms every rule accepts: an offer standing five days, settlement in two weeks. */
export const validTerms = (changes: Record<string, unknown> = {}) => ({
  price_pct: '97.500',
  settlement_date: addDays(today(), 14),
  valid_until: addDays(today(), 5),
  ...changes,
});

export async function entityId(h: ApiHarness, name: string): Promise<number> {
  const [row] = await h.t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row!.id;
}

/** Seeded listed loans of a bank with nothing pending and no proposal, each handed out once per file. */
export function listedLoans(h: ApiHarness) {
  const used = new Set<number>();
  return async (bank: 'Northwind Bank' | 'Harbor Savings' = 'Northwind Bank'): Promise<number> => {
    const bankId = await entityId(h, bank);
    const rows = await h.t.db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.bankId, bankId),
          eq(loans.status, 'listed'),
          sql`${loans.bidDeadline} > current_date + 20`,
          notExists(h.t.db.select({ one: sql`1` }).from(proposals).where(eq(proposals.loanId, loans.id))),
          notExists(
            h.t.db
              .select({ one: sql`1` })
              .from(pendingActions)
              .where(and(eq(pendingActions.targetType, 'loan'), eq(pendingActions.targetId, loans.id), eq(pendingActions.status, 'pending'))),
          ),
        ),
      )
      .orderBy(loans.id);
    const free = rows.find((row) => !used.has(row.id));
    if (!free) throw new Error(`no free listed loan of ${bank} left`);
    used.add(free.id);
    return free.id;
  };
}

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

/** Submits a proposal and returns its answer's data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's proposal
export async function submit(client: BrowserClient, loanId: number, terms: Record<string, unknown> = {}): Promise<any> {
  const created = await client.post(`${API}/proposals`, { loan_id: loanId, ...validTerms(terms) });
  expectStatus(created, 201);
  return created.json().data;
}

export async function loanRow(h: ApiHarness, id: number) {
  const [row] = await h.t.db.select().from(loans).where(eq(loans.id, id));
  return row!;
}

export async function proposalRow(h: ApiHarness, id: number) {
  const [row] = await h.t.db.select().from(proposals).where(eq(proposals.id, id));
  return row!;
}

export async function eventKinds(h: ApiHarness, proposalId: number): Promise<string[]> {
  const rows = await h.t.db.select({ kind: proposalEvents.kind }).from(proposalEvents).where(eq(proposalEvents.proposalId, proposalId)).orderBy(asc(proposalEvents.id));
  return rows.map((row) => row.kind);
}

/** The revisions of a record, oldest first: version and the status before and after. */
export async function revisionTrail(h: ApiHarness, targetType: 'proposal' | 'loan', targetId: number) {
  const rows = await h.t.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.targetType, targetType), eq(revisions.targetId, targetId)))
    .orderBy(asc(revisions.version));
  return rows.map((row) => ({ version: row.version, from: row.before?.['status'] ?? null, to: row.after['status'], approver: row.approverId !== null }));
}

/** Asks for the bank's acceptance (officer) and has the manager approve it. */
export async function acceptThroughFourEyes(officer: BrowserClient, manager: BrowserClient, proposalId: number): Promise<number> {
  const asked = await officer.post(`${API}/proposals/${proposalId}/accept`);
  expectStatus(asked, 202);
  const actionId = asked.json().data.pending_action_id;
  expectStatus(await manager.post(`${API}/pending-actions/${actionId}/approve`), 200);
  return actionId;
}

export const CONFIRMED = { confirm_terms: true, confirm_fee: true, confirm_settlement: true };
