/**
 * The demo people, read from the seed's own list: tests name a person by role and organisation
 * and never type an e-mail or the password, so the seed stays the one place they are written.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../server/db/seed/demo-accounts.ts';

export { DEMO_PASSWORD, type DemoAccount };

function person(matches: (account: DemoAccount) => boolean, description: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find(matches);
  if (!account) throw new Error(`The seed has no demo account for ${description}.`);
  return account;
}

const withRole = (role: DemoAccount['role'], organisation: string | null) =>
  person((account) => account.role === role && account.organisation === organisation, `${role} at ${organisation}`);

export const DEMO = {
  superAdmin: withRole('super_admin', 'DealLedger Platform'),
  adminMaker: withRole('dl_admin_maker', 'DealLedger Platform'),
  adminChecker: withRole('dl_admin_checker', 'DealLedger Platform'),
  northwindOfficer: withRole('bank_officer', 'Northwind Bank'),
  northwindManager: withRole('bank_manager', 'Northwind Bank'),
  harborOfficer: withRole('bank_officer', 'Harbor Savings'),
  harborManager: withRole('bank_manager', 'Harbor Savings'),
  summitAnalyst: withRole('investor_user', 'Summit Capital'),
  summitDirector: withRole('investor_manager', 'Summit Capital'),
  bluewaterAnalyst: withRole('investor_user', 'Bluewater Pension Fund'),
  bluewaterDirector: withRole('investor_manager', 'Bluewater Pension Fund'),
  newcomer: person((account) => account.role === null && account.verified, 'a verified user with no role'),
  unverified: person((account) => !account.verified, 'an unverified user'),
} as const satisfies Record<string, DemoAccount>;

export type DemoPersonKey = keyof typeof DEMO;
