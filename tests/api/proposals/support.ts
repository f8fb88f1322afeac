/** What the proposal API tests share: the demo people by role, listed loans to trade on, valid terms, and direct reads of the rows. */
import { and, asc, eq } from 'drizzle-orm';
import { loans, proposalEvents, proposals, revisions } from '../../../server/db/schema/index.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import { seededLoans, useTradingFile, type BankName } from '../../support/trading.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signedInPeople } from '../../support/signed-in-people.ts';

/** Both sides of a Northwind loan and a Summit Capital proposal, the other bank and investor, the platform, a newcomer and a guest. */
export const PEOPLE = {
  investor_user: DEMO.summitAnalyst.email,
  investor_manager: DEMO.summitDirector.email,
  other_investor: DEMO.bluewaterAnalyst.email,
  other_investor_manager: DEMO.bluewaterDirector.email,
  bank_officer: DEMO.northwindOfficer.email,
  bank_manager: DEMO.northwindManager.email,
  other_bank_officer: DEMO.harborOfficer.email,
  super_admin: DEMO.superAdmin.email,
  dl_admin_maker: DEMO.adminMaker.email,
  dl_admin_checker: DEMO.adminChecker.email,
  no_role: DEMO.newcomer.email,
  guest: null,
} as const;
export type Person = keyof typeof PEOPLE;
export const EVERYONE = Object.keys(PEOPLE) as Person[];

/** Signed-in clients, one per person, each from its own address. */
export const people = (h: ApiHarness) => signedInPeople(h, PEOPLE);

/** Seeded listed loans of a bank with nothing pending, no proposal and a week of bidding left (the valid terms' offer stands five days), each handed out once per file. */
export const listedLoans = (h: ApiHarness) => {
  const next = seededLoans(h, { untraded: true, biddableForDays: 7 });
  return (bank: BankName = 'Northwind Bank') => next(bank);
};

/** A proposal test file's set-up: its harness, the cast above and its own pool of listed loans. */
export function useProposalFile() {
  const { h, as } = useTradingFile(PEOPLE);
  return { h, as, listed: listedLoans(h) };
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
  const rows = await h.t.db
    .select({ kind: proposalEvents.kind })
    .from(proposalEvents)
    .where(eq(proposalEvents.proposalId, proposalId))
    .orderBy(asc(proposalEvents.id));
  return rows.map((row) => row.kind);
}

/** The revisions of a record, oldest first: version and the status before and after. */
export async function revisionTrail(h: ApiHarness, targetType: 'proposal' | 'loan', targetId: number) {
  const rows = await h.t.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.targetType, targetType), eq(revisions.targetId, targetId)))
    .orderBy(asc(revisions.version));
  return rows.map((row) => ({
    version: row.version,
    from: row.before?.['status'] ?? null,
    to: row.after['status'],
    approver: row.approverId !== null,
  }));
}
