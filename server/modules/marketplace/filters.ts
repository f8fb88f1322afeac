/** The marketplace's WHERE clause: listed loans of active banks, narrowed by the caller's filters. */
import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { entities, loans } from '../../db/schema/index.ts';
import type { Currency, OccupancyType, PropertyType, RateType } from '../../../src/domain/loans/vocabulary.ts';
import { codesOf, type MarketFilterQuery } from './schemas.ts';
import { containsText } from '../../lib/text-search.ts';

/**
 * On the market: listed, and the bank is active (a suspended bank's listings leave it). Written as a
 * semi-join on the active organisations, so no join appears in the lists' statements and a count stays
 * an index-only scan (the bank's id is the last column of the listed loans' indexes). Not as
 * `bank_id <> all(array(inactive ids))`: PostgreSQL takes such an array to hold ten ids, each ruling out
 * a bank's share of the loans, and with two banks it expected a filter to keep a thousandth of what it
 * keeps, so it sorted every matching loan for a page the listing date's index finds in a few hundred rows.
 * The status is written into the statement, not bound, so a prepared statement's plan may still use
 * the partial indexes on listed loans.
 */
export const onMarket = (): SQL =>
  sql`${loans.status} = 'listed' and ${loans.bankId} in (select ${entities.id} from ${entities} where ${entities.status} = 'active')`;

export function marketConditions(query: MarketFilterQuery): SQL {
  const conditions: SQL[] = [onMarket()];
  const region = codesOf(query.region ?? '');
  const propertyType = codesOf(query.property_type ?? '') as PropertyType[];
  const occupancy = codesOf(query.occupancy ?? '') as OccupancyType[];
  const rateType = codesOf(query.rate_type ?? '') as RateType[];
  const currency = codesOf(query.currency ?? '') as Currency[];
  if (region.length > 0) conditions.push(inArray(loans.region, region));
  if (propertyType.length > 0) conditions.push(inArray(loans.propertyType, propertyType));
  if (occupancy.length > 0) conditions.push(inArray(loans.occupancy, occupancy));
  if (rateType.length > 0) conditions.push(inArray(loans.rateType, rateType));
  if (currency.length > 0) conditions.push(inArray(loans.currency, currency));
  if (query.rate_min !== undefined) conditions.push(gte(loans.interestRatePct, query.rate_min));
  if (query.rate_max !== undefined) conditions.push(lte(loans.interestRatePct, query.rate_max));
  if (query.ltv_min !== undefined) conditions.push(gte(loans.currentLtvPct, query.ltv_min));
  if (query.ltv_max !== undefined) conditions.push(lte(loans.currentLtvPct, query.ltv_max));
  if (query.credit_score_min !== undefined) conditions.push(gte(loans.creditScore, query.credit_score_min));
  if (query.credit_score_max !== undefined) conditions.push(lte(loans.creditScore, query.credit_score_max));
  if (query.balance_min !== undefined) conditions.push(gte(loans.currentPrincipal, query.balance_min));
  if (query.balance_max !== undefined) conditions.push(lte(loans.currentPrincipal, query.balance_max));
  if (query.arrears === 'current') conditions.push(eq(loans.daysInArrears, 0));
  if (query.arrears === 'in_arrears') conditions.push(gt(loans.daysInArrears, 0));
  if (query.bank_id !== undefined) conditions.push(eq(loans.bankId, query.bank_id));
  if (query.search) conditions.push(containsText(query.search, [loans.loanRef]));
  return and(...conditions)!;
}
