/**
 * A small, known marketplace for the marketplace tests: the demo book's listings are taken off
 * the market (withdrawn) in the file's own database, and four loans with chosen values listed
 * in their place, beside one listed loan of a suspended bank and one approved loan that must
 * never show.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { entities, loans, proposals } from '../../../server/db/schema/index.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import { PEOPLE } from '../../support/signed-in-people.ts';
import { signedInPeople } from '../../support/signed-in-people.ts';
import { VALID_LOAN } from '../../support/valid-loan.ts';
import { DEMO } from '../../support/demo-people.ts';

/** The loan tests' people, and an investor of another organisation (Bluewater). */
const MARKET_PEOPLE = { ...PEOPLE, other_investor: DEMO.bluewaterAnalyst.email } as const;
export type MarketPerson = keyof typeof MARKET_PEOPLE;
export const MARKET_EVERYONE = Object.keys(MARKET_PEOPLE) as MarketPerson[];

/** Signed-in clients, one per person, each from its own address. */
export const people = (h: ApiHarness) => signedInPeople(h, MARKET_PEOPLE);

type NewLoan = typeof loans.$inferInsert;

/** A listed loan of `bankId` with sound values, `changes` over them. */
export const marketLoan = (bankId: number, changes: Partial<NewLoan>): NewLoan => ({
  bankId,
  status: 'listed',
  loanRef: 'MKT',
  dataCutoffDate: '2026-06-30',
  currency: 'USD',
  originalPrincipal: '400000.00',
  currentPrincipal: '100000.00',
  originationDate: '2021-03-15',
  maturityDate: '2051-03-15',
  originalTermMonths: 360,
  interestRatePct: '3.0000',
  rateType: 'fixed',
  amortisationType: 'annuity',
  monthlyPayment: '1088.02',
  lienPosition: 1,
  loanPurpose: 'purchase',
  propertyValue: '500000.00',
  valuationDate: '2021-02-20',
  originalLtvPct: '80.0000',
  currentLtvPct: '50.0000',
  dtiPct: '31.2000',
  creditScore: 700,
  propertyType: 'house',
  occupancy: 'owner',
  region: 'CA',
  postcodePrefix: VALID_LOAN.postcode_prefix,
  borrowerCount: 1,
  firstTimeBuyer: 'no',
  daysInArrears: 0,
  arrearsBalance: '0.00',
  accountStatus: 'performing',
  lastPaymentDate: '2026-06-01',
  askingPricePct: '99.500',
  bidDeadline: '2027-01-15',
  listingDescription: 'A seasoned loan.',
  ...changes,
});

export interface KnownMarket {
  northwind: number;
  harbor: number;
  suspendedBank: number;
  summit: number;
  bluewater: number;
  /** The four loans on the market. */
  l1: number;
  l2: number;
  l3: number;
  l4: number;
  /** Listed, but its bank is suspended. */
  ofSuspendedBank: number;
  /** Approved, never listed. */
  notListed: number;
}

async function entityId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, name));
  return row!.id;
}

export async function createKnownMarket(db: Database): Promise<KnownMarket> {
  await db.update(loans).set({ status: 'withdrawn' }).where(eq(loans.status, 'listed'));
  const northwind = await entityId(db, 'Northwind Bank');
  const harbor = await entityId(db, 'Harbor Savings');
  const summit = await entityId(db, 'Summit Capital');
  const bluewater = await entityId(db, 'Bluewater Pension Fund');
  const [suspended] = await db
    .insert(entities)
    .values({
      kind: 'bank',
      name: 'Dormant Trust',
      legalName: 'Dormant Trust plc',
      registrationNumber: 'MKT-DORMANT',
      country: 'US',
      contactEmail: 'desk@dormant.test',
      status: 'suspended',
    })
    .returning({ id: entities.id });
  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9, 0, 0));
  const rows = await db
    .insert(loans)
    .values([
      // Northwind lends in GBP, Harbor in USD (the default).
      // L1: 2 months to run (31 Jan + 2 months is 31 Mar, past 1 Mar; + 1 month is 28 Feb, short of it).
      marketLoan(northwind, {
        loanRef: 'MKT-L1',
        currency: 'GBP',
        currentPrincipal: '100000.00',
        interestRatePct: '3.0000',
        currentLtvPct: '50.0000',
        creditScore: 700,
        region: 'CA',
        propertyType: 'house',
        occupancy: 'owner',
        rateType: 'fixed',
        dataCutoffDate: '2026-01-31',
        maturityDate: '2026-03-01',
        listedAt: day(1),
      }),
      // L2: 1 month (31 Jan + 1 month is clamped to 28 Feb, the maturity); no credit score; in arrears.
      marketLoan(northwind, {
        loanRef: 'MKT-L2',
        currency: 'GBP',
        currentPrincipal: '300000.00',
        interestRatePct: '5.0000',
        currentLtvPct: '80.0000',
        creditScore: null,
        region: 'NY',
        propertyType: 'flat',
        occupancy: 'investment',
        rateType: 'variable',
        daysInArrears: 30,
        arrearsBalance: '2500.00',
        accountStatus: 'arrears',
        dataCutoffDate: '2026-01-31',
        maturityDate: '2026-02-28',
        listedAt: day(3),
      }),
      // L3: 120 months.
      marketLoan(harbor, {
        loanRef: 'MKT-L3',
        currentPrincipal: '200000.00',
        interestRatePct: '4.5000',
        currentLtvPct: '60.0000',
        creditScore: 800,
        region: 'CA',
        propertyType: 'flat',
        occupancy: 'second_home',
        rateType: 'mixed',
        dataCutoffDate: '2026-06-30',
        maturityDate: '2036-06-30',
        listedAt: day(2),
      }),
      // L4: matured before the cut-off, 0 months; a reference a spreadsheet would run as a formula.
      marketLoan(harbor, {
        loanRef: '=SUM(A1)',
        currentPrincipal: '50000.50',
        interestRatePct: '6.2500',
        currentLtvPct: '90.0000',
        creditScore: 650,
        region: 'TX',
        propertyType: 'house',
        occupancy: 'owner',
        rateType: 'fixed',
        dataCutoffDate: '2026-06-30',
        maturityDate: '2026-06-01',
        listedAt: day(4),
      }),
      marketLoan(suspended!.id, { loanRef: 'MKT-DORMANT', currentPrincipal: '999999.00', listedAt: day(5) }),
      marketLoan(northwind, {
        loanRef: 'MKT-APPROVED',
        status: 'approved',
        askingPricePct: null,
        bidDeadline: null,
        listingDescription: null,
      }),
    ])
    .returning({ id: loans.id });
  const [l1, l2, l3, l4, ofSuspendedBank, notListed] = rows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    northwind,
    harbor,
    suspendedBank: suspended!.id,
    summit,
    bluewater,
    l1,
    l2,
    l3,
    l4,
    ofSuspendedBank,
    notListed,
  };
}

/** A proposal written straight to the table, as the proposals API would leave it. */
export async function insertProposal(
  db: Database,
  loanId: number,
  investorId: number,
  status: (typeof proposals.$inferInsert)['status'],
) {
  const [loan] = await db.select({ bankId: loans.bankId }).from(loans).where(eq(loans.id, loanId));
  const [row] = await db
    .insert(proposals)
    .values({
      loanId,
      investorId,
      bankId: loan!.bankId,
      status,
      pricePct: '98.000',
      amount: '98000.00',
      settlementDate: '2026-12-15',
      validUntil: '2026-12-31',
    })
    .returning({ id: proposals.id });
  return row!.id;
}

export async function setLoanStatus(db: Database, ids: number[], status: (typeof loans.$inferInsert)['status']) {
  await db.update(loans).set({ status }).where(inArray(loans.id, ids));
}
