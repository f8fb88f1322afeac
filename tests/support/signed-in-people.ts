/**
 * The demo people as API tests sign them in: one client per person from an address of its own,
 * signed in on first use; and the cast most files use, one person for each of the seven roles,
 * a user of the other bank, a signed-in user without a role, and a guest.
 */
import type { ApiHarness } from './api-harness.ts';
import type { BrowserClient } from './browser-client.ts';
import { DEMO } from './demo-people.ts';

/** Signs in a demo user from a fresh address. */
export function signIn(h: ApiHarness, email: string): Promise<BrowserClient> {
  return h.freshClient().signedIn(email);
}

/** Signed-in clients for a file's cast (null: a guest), one per person, each from its own address. */
export function signedInPeople<Person extends string>(h: ApiHarness, cast: Readonly<Record<Person, string | null>>) {
  const signedIn = new Map<Person, BrowserClient>();
  return async (person: Person): Promise<BrowserClient> => {
    const known = signedIn.get(person);
    if (known) return known;
    const email = cast[person];
    let client: BrowserClient;
    if (email === null) {
      client = h.freshClient();
      await client.csrfCookie();
    } else client = await signIn(h, email);
    signedIn.set(person, client);
    return client;
  };
}

/** The seven roles (Northwind's bank desk, Summit's investors), a user of the other bank, a signed-in user without a role, and a guest. */
export const PEOPLE = {
  super_admin: DEMO.superAdmin.email,
  dl_admin_maker: DEMO.adminMaker.email,
  dl_admin_checker: DEMO.adminChecker.email,
  bank_officer: DEMO.northwindOfficer.email,
  bank_manager: DEMO.northwindManager.email,
  investor_user: DEMO.summitAnalyst.email,
  investor_manager: DEMO.summitDirector.email,
  other_bank_officer: DEMO.harborOfficer.email,
  other_bank_manager: DEMO.harborManager.email,
  no_role: DEMO.newcomer.email,
  guest: null,
} as const;
export type Person = keyof typeof PEOPLE;
export const EVERYONE = Object.keys(PEOPLE) as Person[];

/** Signed-in clients of PEOPLE, one per person, each from its own address. */
export const people = (h: ApiHarness) => signedInPeople(h, PEOPLE);
