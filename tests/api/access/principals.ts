/**
 * Who the authorization matrix asks as, in the order of the table's columns, and what each
 * cell of the table means. The home organisations are Northwind Bank and Summit Capital: every
 * object the table tries is theirs, so Harbor's and Bluewater's people are "another
 * organisation" asking about it.
 */
import { DEMO } from '../../support/demo-people.ts';

type Person = { email: string | null; role?: string; platform?: string; bank?: string; investor?: string };

export const PRINCIPALS = {
  guest: { email: null },
  super_admin: { email: DEMO.superAdmin.email, role: 'super_admin', platform: 'DealLedger Platform' },
  dl_admin_maker: { email: DEMO.adminMaker.email, role: 'dl_admin_maker', platform: 'DealLedger Platform' },
  dl_admin_checker: { email: DEMO.adminChecker.email, role: 'dl_admin_checker', platform: 'DealLedger Platform' },
  bank_officer: { email: DEMO.northwindOfficer.email, role: 'bank_officer', bank: 'Northwind Bank' },
  bank_manager: { email: DEMO.northwindManager.email, role: 'bank_manager', bank: 'Northwind Bank' },
  investor_user: { email: DEMO.summitAnalyst.email, role: 'investor_user', investor: 'Summit Capital' },
  investor_manager: { email: DEMO.summitDirector.email, role: 'investor_manager', investor: 'Summit Capital' },
  no_role: { email: DEMO.newcomer.email },
  other_bank_officer: { email: DEMO.harborOfficer.email, role: 'bank_officer', bank: 'Harbor Savings' },
  other_bank_manager: { email: DEMO.harborManager.email, role: 'bank_manager', bank: 'Harbor Savings' },
  other_investor_user: {
    email: DEMO.bluewaterAnalyst.email,
    role: 'investor_user',
    investor: 'Bluewater Pension Fund',
  },
  other_investor_manager: {
    email: DEMO.bluewaterDirector.email,
    role: 'investor_manager',
    investor: 'Bluewater Pension Fund',
  },
} as const satisfies Record<string, Person>;

export type Principal = keyof typeof PRINCIPALS;
/** The table's column order. */
export const COLUMNS = Object.keys(PRINCIPALS) as Principal[];

const person = (who: Principal): Person => PRINCIPALS[who];

export const bankOf = (who: Principal): string | undefined => person(who).bank;
export const investorOf = (who: Principal): string | undefined => person(who).investor;
export const isPlatform = (who: Principal): boolean => person(who).platform !== undefined;
export const roleOf = (who: Principal): string | undefined => person(who).role;
/** The one organisation a demo person belongs to. */
export const organisationOf = (who: Principal): string | undefined =>
  person(who).platform ?? person(who).bank ?? person(who).investor;

/**
 * A cell of the table:
 * - `ok`  allowed: any 2xx (the operation did what was asked);
 * - `401` not signed in;
 * - `403` signed in, but no role that may do this (or the role may only read);
 * - `404` the object is another organisation's, or not one the caller may know of: hidden;
 * - `bad` allowed past authorization, and refused on what was sent or the object's state (409 or 422).
 */
export type Outcome = 'ok' | '401' | '403' | '404' | 'bad';
const OUTCOMES: readonly string[] = ['ok', '401', '403', '404', 'bad'];

export function matches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'bad') return status === 409 || status === 422;
  return status === Number(outcome);
}

/**
 * Reads one line of the table: an outcome per column, in COLUMNS order; `|` only groups columns
 * for the eye. Throws on a line with the wrong number of cells or an unknown word.
 */
export function cells(line: string): Record<Principal, Outcome> {
  const words = line.split(/[\s|]+/).filter(Boolean);
  if (words.length !== COLUMNS.length)
    throw new Error(`a table line needs ${COLUMNS.length} cells, not ${words.length}: "${line}"`);
  const unknown = words.find((word) => !OUTCOMES.includes(word));
  if (unknown) throw new Error(`unknown cell "${unknown}" in "${line}"`);
  return Object.fromEntries(COLUMNS.map((who, index) => [who, words[index]])) as Record<Principal, Outcome>;
}
