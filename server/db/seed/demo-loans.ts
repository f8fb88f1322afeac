/**
 * Demo loans, generated from a seeded pseudo-random sequence so every seed makes the same book.
 * Every loan keeps DOMAIN.md's rules (the loan tests check each one with validateLoan): money in
 * whole cents, computed in integers, never in floating point.
 */
import {
  CURRENCIES,
  LOAN_PURPOSES,
  OCCUPANCY_TYPES,
  PROPERTY_TYPES,
  REGION_CODES,
  type LoanStatus,
} from '../../../src/domain/loans/vocabulary.ts';

/** mulberry32: small, fast and good enough to spread demo values. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** A fixed past cut-off: the book describes the same day whenever it is seeded. */
export const DEMO_CUTOFF = '2026-06-30';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function addMonths(year: number, month: number, day: number, months: number): string {
  const total = year * 12 + (month - 1) + months;
  return isoDate(Math.floor(total / 12), (total % 12) + 1, day);
}

/** Cents as a decimal string: 12345678 -> "123456.78". */
export const centsToMoney = (cents: number) => `${Math.floor(cents / 100)}.${pad(cents % 100)}`;
/** Basis points of a percent (1/10000) as a 4-decimal string: 42500 -> "4.2500". */
const ratioToPct = (tenThousandths: number) =>
  `${Math.floor(tenThousandths / 10000)}.${pad(tenThousandths % 10000, 4)}`;

export interface DemoLoanFields {
  loanRef: string;
  dataCutoffDate: string;
  currency: string;
  originalPrincipal: string;
  currentPrincipal: string;
  originationDate: string;
  maturityDate: string;
  originalTermMonths: number;
  interestRatePct: string;
  rateType: 'fixed' | 'variable' | 'mixed';
  amortisationType: 'annuity' | 'linear' | 'interest_only' | 'bullet';
  monthlyPayment: string;
  lienPosition: number;
  loanPurpose: (typeof LOAN_PURPOSES)[number];
  propertyValue: string;
  valuationDate: string;
  originalLtvPct: string;
  currentLtvPct: string;
  dtiPct: string | null;
  creditScore: number | null;
  propertyType: (typeof PROPERTY_TYPES)[number];
  occupancy: (typeof OCCUPANCY_TYPES)[number];
  region: string;
  postcodePrefix: string;
  borrowerCount: number;
  firstTimeBuyer: 'yes' | 'no' | 'unknown';
  daysInArrears: number;
  arrearsBalance: string;
  accountStatus: 'performing' | 'arrears' | 'restructured' | 'defaulted';
  lastPaymentDate: string | null;
}

/** One loan's entered fields; `prefix` makes the bank's loan references. */
export function generateLoanFields(random: Random, prefix: string, index: number, currency: string): DemoLoanFields {
  const originationYear = between(random, 2012, 2025);
  const originationMonth = between(random, 1, originationYear === 2025 ? 12 : 12);
  const day = between(random, 1, 28);
  const originationDate = isoDate(originationYear, originationMonth, day);
  const term = pick(random, [240, 300, 360, 360, 360]);
  const maturityDate = addMonths(originationYear, originationMonth, day, term);

  const propertyCents = between(random, 120, 1800) * 1000 * 100;
  const originalLtv = between(random, 50, 95);
  const originalCents = Math.floor((propertyCents * originalLtv) / 100 / 100000) * 100000;
  const paidDown = between(random, 0, 45);
  const currentCents = Math.floor((originalCents * (100 - paidDown)) / 100);
  const rateBp = between(random, 175, 750) * 100;
  // Interest for a month plus an even share of the principal: a demo figure, in whole cents.
  const paymentCents = Math.floor((currentCents * rateBp) / 1_000_000 / 12) + Math.floor(originalCents / term);

  const arrearsRoll = random();
  let accountStatus: DemoLoanFields['accountStatus'] = 'performing';
  let daysInArrears = 0;
  if (arrearsRoll > 0.97) {
    accountStatus = 'defaulted';
    daysInArrears = between(random, 120, 400);
  } else if (arrearsRoll > 0.9) {
    accountStatus = 'arrears';
    daysInArrears = pick(random, [30, 60, 90]);
  } else if (arrearsRoll > 0.86) {
    accountStatus = 'restructured';
  }
  const arrearsCents = daysInArrears === 0 ? 0 : paymentCents * Math.ceil(daysInArrears / 30);

  const creditScore = random() < 0.1 ? null : between(random, 560, 830);
  const dti = random() < 0.15 ? null : between(random, 120, 580) * 1000;
  return {
    loanRef: `${prefix}-${pad(index, 6)}`,
    dataCutoffDate: DEMO_CUTOFF,
    currency,
    originalPrincipal: centsToMoney(originalCents),
    currentPrincipal: centsToMoney(currentCents),
    originationDate,
    maturityDate,
    originalTermMonths: term,
    interestRatePct: ratioToPct(rateBp),
    rateType: pick(random, ['fixed', 'fixed', 'variable', 'mixed'] as const),
    amortisationType: pick(random, ['annuity', 'annuity', 'annuity', 'linear', 'interest_only'] as const),
    monthlyPayment: centsToMoney(paymentCents),
    lienPosition: random() < 0.9 ? 1 : 2,
    loanPurpose: pick(random, LOAN_PURPOSES),
    propertyValue: centsToMoney(propertyCents),
    valuationDate: originationDate,
    originalLtvPct: ratioToPct(Math.floor((originalCents * 1_000_000) / propertyCents)),
    currentLtvPct: ratioToPct(Math.floor((currentCents * 1_000_000) / propertyCents)),
    dtiPct: dti === null ? null : ratioToPct(dti),
    creditScore,
    propertyType: pick(random, PROPERTY_TYPES),
    occupancy: pick(random, ['owner', 'owner', 'owner', 'second_home', 'investment'] as const),
    region: pick(random, REGION_CODES),
    postcodePrefix: pad(between(random, 10, 999), 3),
    borrowerCount: pick(random, [1, 1, 2, 2, 2, 3, 4]),
    firstTimeBuyer: pick(random, ['yes', 'no', 'no', 'unknown'] as const),
    daysInArrears,
    arrearsBalance: centsToMoney(arrearsCents),
    accountStatus,
    lastPaymentDate: random() < 0.05 ? null : isoDate(2026, daysInArrears > 0 ? 3 : 6, between(random, 1, 28)),
  };
}

/** How many demo loans of each status a bank gets: every status, most of them approved or listed. */
export const DEMO_STATUS_MIX: readonly [LoanStatus, number][] = [
  ['draft', 14],
  ['pending_approval', 8],
  ['approved', 40],
  ['rejected', 5],
  ['listed', 45],
  ['withdrawn', 6],
  ['under_offer', 10],
  ['sold', 22],
];

export const DEMO_CURRENCY_OF_BANK: Record<string, (typeof CURRENCIES)[number]> = {
  'Northwind Bank': 'GBP',
  'Harbor Savings': 'USD',
};
