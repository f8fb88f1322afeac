/**
 * The status each person of the common cast (signed-in-people.ts) gets from a request, for the
 * access tests that compare them with the spec's table, and the tables the admin routes share.
 */
import { EVERYONE, type Person } from './signed-in-people.ts';

export type Outcomes = Record<Person, number>;

/** Each person's status, asked one after the other, so an act may make a fresh record for each. */
export async function outcomes(act: (person: Person) => Promise<{ statusCode: number }>): Promise<Outcomes> {
  const seen = {} as Outcomes;
  for (const person of EVERYONE) seen[person] = (await act(person)).statusCode;
  return seen;
}

/** Platform admins read; everyone else signed in is refused, and a guest must sign in. */
export const PLATFORM_ONLY: Outcomes = {
  super_admin: 200,
  dl_admin_maker: 200,
  dl_admin_checker: 200,
  bank_officer: 403,
  bank_manager: 403,
  investor_user: 403,
  investor_manager: 403,
  other_bank_officer: 403,
  other_bank_manager: 403,
  no_role: 403,
  guest: 401,
};

/** A platform change proposed (202) by super_admin or dl_admin_maker; the checker only decides. */
export const PLATFORM_MAKERS: Outcomes = {
  ...PLATFORM_ONLY,
  super_admin: 202,
  dl_admin_maker: 202,
  dl_admin_checker: 403,
};

/**
 * A platform action decided by dl_admin_checker or a super_admin who did not make it. Bank users do
 * not see platform actions at all (404); investors and users without a role have no desk (403).
 */
export const PLATFORM_CHECKERS: Outcomes = {
  ...PLATFORM_ONLY,
  dl_admin_maker: 403,
  bank_officer: 404,
  bank_manager: 404,
  other_bank_officer: 404,
  other_bank_manager: 404,
};

/** Only a super_admin, who gets `allowed`. */
export const ONLY_SUPER_ADMIN = (allowed: number): Outcomes => ({
  ...PLATFORM_ONLY,
  super_admin: allowed,
  dl_admin_maker: 403,
  dl_admin_checker: 403,
});
