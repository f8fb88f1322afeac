/** A loan row as the API, the revision log and the pending-action diffs show it: snake_case fields, money as decimal strings. */
import { type LoanInputField, type LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import { remainingTermMonths } from '../../../src/domain/loans/remaining-term.ts';
import {
  camel,
  LISTING_FIELDS,
  SNAPSHOT_FIELDS,
  columnKey,
  snapshotOf,
  type ListingField,
  type LoanSnapshot,
  type SnapshotField,
} from '../../db/loan-snapshot.ts';
import type { loans } from '../../db/schema/index.ts';

export type LoanRow = typeof loans.$inferSelect;
export type LoanValues = Partial<typeof loans.$inferInsert>;

export {
  LISTING_FIELDS,
  SNAPSHOT_FIELDS,
  columnKey,
  snapshotOf,
  type ListingField,
  type LoanSnapshot,
  type SnapshotField,
};

/** API values (already normalised by validation) as row values. */
export function rowValuesOf(fields: Partial<Record<LoanInputField | ListingField, unknown>>): LoanValues {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) values[camel(field)] = value === undefined ? null : value;
  return values as LoanValues;
}

export interface LoanRecord extends LoanSnapshot {
  id: number;
  bank_id: number;
  batch_id: number | null;
  status: LoanStatus;
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listing_description: string | null;
  remaining_term_months: number | null;
  listed_at: string | null;
  sold_at: string | null;
  sold_price_amount: string | null;
  version: number;
  created_by_id: number | null;
  created_at: string;
  updated_at: string;
}

export function toLoanRecord(row: LoanRow): LoanRecord {
  return {
    id: row.id,
    bank_id: row.bankId,
    batch_id: row.batchId,
    ...snapshotOf(row),
    status: row.status,
    asking_price_pct: row.askingPricePct,
    bid_deadline: row.bidDeadline,
    listing_description: row.listingDescription,
    remaining_term_months: remainingTermMonths(row.dataCutoffDate, row.maturityDate),
    listed_at: row.listedAt?.toISOString() ?? null,
    sold_at: row.soldAt?.toISOString() ?? null,
    sold_price_amount: row.soldAmount,
    version: row.version,
    created_by_id: row.createdById,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
