/** Which part of the loan book a figure covers, as a WHERE clause on its running totals. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { entities, loanBookDeltas } from '../../db/schema/index.ts';
import type { LoanStatus, PropertyType } from '../../../src/domain/loans/vocabulary.ts';

export interface BookSlice {
  statuses?: readonly LoanStatus[];
  /** Null or absent: every bank. */
  bankIds?: readonly number[] | null;
  /** The marketplace's rule: a suspended bank's loans are off the market. */
  activeBanksOnly?: boolean;
  currencies?: readonly string[];
  regions?: readonly string[];
  propertyTypes?: readonly PropertyType[];
}

export function sliceWhere(slice: BookSlice): SQL {
  const conditions: SQL[] = [sql`true`];
  if (slice.statuses) conditions.push(inArray(loanBookDeltas.status, [...slice.statuses]));
  if (slice.bankIds) {
    conditions.push(
      slice.bankIds.length === 1
        ? eq(loanBookDeltas.bankId, slice.bankIds[0]!)
        : inArray(loanBookDeltas.bankId, [...slice.bankIds]),
    );
  }
  if (slice.activeBanksOnly) {
    conditions.push(
      sql`${loanBookDeltas.bankId} <> all(array(select ${entities.id} from ${entities} where ${entities.status} <> 'active'))`,
    );
  }
  if (slice.currencies && slice.currencies.length > 0)
    conditions.push(inArray(loanBookDeltas.currency, [...slice.currencies]));
  if (slice.regions && slice.regions.length > 0) conditions.push(inArray(loanBookDeltas.region, [...slice.regions]));
  if (slice.propertyTypes && slice.propertyTypes.length > 0) {
    conditions.push(inArray(loanBookDeltas.propertyType, [...slice.propertyTypes]));
  }
  return and(...conditions)!;
}
