/** The 13 demo accounts of DOMAIN.md; every password is DEMO_PASSWORD. */
import type { RoleName } from '../../../src/domain/roles.ts';
import type { DemoOrganisationName } from './demo-organisations.ts';

export const DEMO_PASSWORD = 'Password123!';

export interface DemoAccount {
  email: string;
  name: string;
  role: RoleName | null;
  organisation: DemoOrganisationName | null;
  verified: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@dealledger.test',
    name: 'Ada Admin',
    role: 'super_admin',
    organisation: 'DealLedger Platform',
    verified: true,
  },
  {
    email: 'maker@dealledger.test',
    name: 'Max Maker',
    role: 'dl_admin_maker',
    organisation: 'DealLedger Platform',
    verified: true,
  },
  {
    email: 'checker@dealledger.test',
    name: 'Chloe Checker',
    role: 'dl_admin_checker',
    organisation: 'DealLedger Platform',
    verified: true,
  },
  {
    email: 'officer@northwind.test',
    name: 'Oliver Officer',
    role: 'bank_officer',
    organisation: 'Northwind Bank',
    verified: true,
  },
  {
    email: 'manager@northwind.test',
    name: 'Nora Manager',
    role: 'bank_manager',
    organisation: 'Northwind Bank',
    verified: true,
  },
  {
    email: 'officer@harbor.test',
    name: 'Hank Officer',
    role: 'bank_officer',
    organisation: 'Harbor Savings',
    verified: true,
  },
  {
    email: 'manager@harbor.test',
    name: 'Helen Manager',
    role: 'bank_manager',
    organisation: 'Harbor Savings',
    verified: true,
  },
  {
    email: 'analyst@summit.test',
    name: 'Sam Analyst',
    role: 'investor_user',
    organisation: 'Summit Capital',
    verified: true,
  },
  {
    email: 'director@summit.test',
    name: 'Sofia Director',
    role: 'investor_manager',
    organisation: 'Summit Capital',
    verified: true,
  },
  {
    email: 'analyst@bluewater.test',
    name: 'Ben Analyst',
    role: 'investor_user',
    organisation: 'Bluewater Pension Fund',
    verified: true,
  },
  {
    email: 'director@bluewater.test',
    name: 'Bella Director',
    role: 'investor_manager',
    organisation: 'Bluewater Pension Fund',
    verified: true,
  },
  { email: 'newcomer@example.test', name: 'Nick Newcomer', role: null, organisation: null, verified: true },
  { email: 'unverified@example.test', name: 'Uma Unverified', role: null, organisation: null, verified: false },
];
