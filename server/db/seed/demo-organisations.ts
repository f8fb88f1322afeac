/** The demo organisations of DOMAIN.md. */
import type { entities } from '../schema/index.ts';

export type NewEntity = typeof entities.$inferInsert;

export const DEMO_ORGANISATIONS = [
  {
    kind: 'dladminprofile',
    name: 'DealLedger Platform',
    legalName: 'DealLedger Ltd.',
    registrationNumber: 'DL-000001',
    country: 'GB',
    address: '1 Ledger Street, London EC2A 1AA',
    contactEmail: 'ops@dealledger.test',
    phone: '+44 20 7946 0000',
    website: 'https://dealledger.test',
  },
  {
    kind: 'bank',
    name: 'Northwind Bank',
    legalName: 'Northwind Bank plc',
    registrationNumber: 'NW-4412001',
    country: 'GB',
    address: '20 Harbour Road, Bristol BS1 4QA',
    contactEmail: 'loansales@northwind.test',
    phone: '+44 117 496 0100',
    website: 'https://northwind.test',
    bankingLicenceNumber: 'PRA-204117',
    bic: 'NWBKGB2L',
  },
  {
    kind: 'bank',
    name: 'Harbor Savings',
    legalName: 'Harbor Savings Bank N.A.',
    registrationNumber: 'HS-7730915',
    country: 'US',
    address: '400 Pier Avenue, Boston, MA 02110',
    contactEmail: 'capitalmarkets@harbor.test',
    phone: '+1 617 555 0142',
    website: 'https://harbor.test',
    bankingLicenceNumber: 'OCC-25118',
    bic: 'HRBSUS33',
  },
  {
    kind: 'investor',
    name: 'Summit Capital',
    legalName: 'Summit Capital Partners LLP',
    registrationNumber: 'SC-3308841',
    country: 'GB',
    address: '5 Summit Place, London W1K 2AB',
    contactEmail: 'deals@summit.test',
    phone: '+44 20 7946 0321',
    website: 'https://summit.test',
    investorType: 'asset_manager',
  },
  {
    kind: 'investor',
    name: 'Bluewater Pension Fund',
    legalName: 'Bluewater Pension Fund Trustees Ltd.',
    registrationNumber: 'BW-1190457',
    country: 'NL',
    address: 'Keizersgracht 100, 1015 CV Amsterdam',
    contactEmail: 'investments@bluewater.test',
    phone: '+31 20 555 0188',
    website: 'https://bluewater.test',
    investorType: 'pension_fund',
  },
] as const satisfies readonly NewEntity[];

export type DemoOrganisationName = (typeof DEMO_ORGANISATIONS)[number]['name'];
