/**
 * Which marketplace filters the loan book's running totals answer (server/lib/loan-book): those on
 * the book's grain. Any other filter (ranges, arrears, search, occupancy, rate type) is counted on
 * the loans themselves.
 */
import type { BookSlice } from '../../lib/loan-book/slice.ts';
import type { PropertyType } from '../../../src/domain/loans/vocabulary.ts';
import { codesOf, MarketFilterShape, type MarketFilterQuery } from './schemas.ts';

const ON_THE_GRAIN: ReadonlySet<string> = new Set(['region', 'property_type', 'currency', 'bank_id']);
const FILTERS: ReadonlySet<string> = new Set(Object.keys(MarketFilterShape));

/** The filters asked, by name (a list's query may carry its paging and sort too, which are not filters). */
const askedFilters = (query: MarketFilterQuery) =>
  Object.entries(query)
    .filter(([name, value]) => FILTERS.has(name) && value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));

/** The set the filters select, as a key: the same for a list's page, its sort and the summary. */
export const marketSetKey = (query: MarketFilterQuery): string => JSON.stringify(askedFilters(query));

/** The market's slice of the book for the filters, or null when a filter is not on the book's grain. */
export function marketSlice(query: MarketFilterQuery): BookSlice | null {
  if (askedFilters(query).some(([name]) => !ON_THE_GRAIN.has(name))) return null;
  return {
    statuses: ['listed'],
    activeBanksOnly: true,
    bankIds: query.bank_id === undefined ? null : [query.bank_id],
    regions: codesOf(query.region ?? ''),
    propertyTypes: codesOf(query.property_type ?? '') as PropertyType[],
    currencies: codesOf(query.currency ?? ''),
  };
}
