/**
 * The columns of a loan's template fields (DOMAIN.md, "Loans") and their enums: the loans
 * table has them, and so do the valid batch rows staged for import, typed the same way.
 */
import { date, integer, numeric, pgEnum, text } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  AMORTISATION_TYPES,
  FIRST_TIME_BUYER_VALUES,
  LOAN_PURPOSES,
  OCCUPANCY_TYPES,
  PROPERTY_TYPES,
  RATE_TYPES,
} from '../../../src/domain/loans/vocabulary.ts';

export const rateType = pgEnum('rate_type', RATE_TYPES);
export const amortisationType = pgEnum('amortisation_type', AMORTISATION_TYPES);
export const loanPurpose = pgEnum('loan_purpose', LOAN_PURPOSES);
export const propertyType = pgEnum('property_type', PROPERTY_TYPES);
export const occupancyType = pgEnum('occupancy_type', OCCUPANCY_TYPES);
export const firstTimeBuyer = pgEnum('first_time_buyer', FIRST_TIME_BUYER_VALUES);
export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);

/** Money: numeric with cents, read and written as decimal strings. */
export const money = () => numeric({ precision: 18, scale: 2 });
/** Percentages of a loan (rates, LTV, DTI): decimal(7,4). */
const pct = () => numeric({ precision: 7, scale: 4 });

/** A table's own copy of the template fields' columns (a column builder belongs to one table). */
export const loanTemplateColumns = () => ({
  loanRef: text().notNull(),
  dataCutoffDate: date().notNull(),
  currency: text().notNull(),
  originalPrincipal: money().notNull(),
  currentPrincipal: money().notNull(),
  originationDate: date().notNull(),
  maturityDate: date().notNull(),
  originalTermMonths: integer().notNull(),
  interestRatePct: pct().notNull(),
  rateType: rateType().notNull(),
  amortisationType: amortisationType().notNull(),
  monthlyPayment: money().notNull(),
  lienPosition: integer().notNull(),
  loanPurpose: loanPurpose().notNull(),
  propertyValue: money().notNull(),
  valuationDate: date().notNull(),
  originalLtvPct: pct().notNull(),
  currentLtvPct: pct().notNull(),
  dtiPct: pct(),
  creditScore: integer(),
  propertyType: propertyType().notNull(),
  occupancy: occupancyType().notNull(),
  region: text().notNull(),
  postcodePrefix: text().notNull(),
  borrowerCount: integer().notNull(),
  firstTimeBuyer: firstTimeBuyer().notNull(),
  daysInArrears: integer().notNull().default(0),
  arrearsBalance: money().notNull().default('0'),
  accountStatus: accountStatus().notNull(),
  lastPaymentDate: date(),
});
