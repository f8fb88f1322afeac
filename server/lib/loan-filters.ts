/**
 * The bank loan list's filters (reference, rate, balance, region): its query fields and their SQL,
 * shared by the loan list and by a pool built from that list's filters, so both select the same loans.
 */
import { eq, gte, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REGION_CODES } from '../../src/domain/loans/vocabulary.ts';
import { loans } from '../db/schema/index.ts';
import { searchQueryField } from './list-query-schemas.ts';
import { containsText } from './text-search.ts';

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'The :attribute field must be a number.');

export const loanFilterFields = () => ({
  search: searchQueryField('loan reference', 64),
  rate_min: decimalString.optional(),
  rate_max: decimalString.optional(),
  balance_min: decimalString.optional().describe('Current principal at least'),
  balance_max: decimalString.optional(),
  region: z.enum(REGION_CODES as [string, ...string[]]).optional(),
});

export interface LoanFilters {
  search?: string | undefined;
  rate_min?: string | undefined;
  rate_max?: string | undefined;
  balance_min?: string | undefined;
  balance_max?: string | undefined;
  region?: string | undefined;
}

export function loanFilterConditions(filters: LoanFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(containsText(filters.search, [loans.loanRef]));
  if (filters.rate_min !== undefined) conditions.push(gte(loans.interestRatePct, filters.rate_min));
  if (filters.rate_max !== undefined) conditions.push(lte(loans.interestRatePct, filters.rate_max));
  if (filters.balance_min !== undefined) conditions.push(gte(loans.currentPrincipal, filters.balance_min));
  if (filters.balance_max !== undefined) conditions.push(lte(loans.currentPrincipal, filters.balance_max));
  if (filters.region) conditions.push(eq(loans.region, filters.region));
  return conditions;
}
