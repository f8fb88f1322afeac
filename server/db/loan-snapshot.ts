/**
 * What a loan revision records (before and after): the entered fields, the status and the listing
 * terms, under the API's field names. The loans module and the demo seed both write it.
 */
import { LOAN_INPUT_FIELDS, type LoanInputField } from '../../src/domain/loans/vocabulary.ts';
import type { loans } from './schema/index.ts';

export const LISTING_FIELDS = ['asking_price_pct', 'bid_deadline', 'listing_description'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export const SNAPSHOT_FIELDS = [...LOAN_INPUT_FIELDS, 'status', ...LISTING_FIELDS] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];
export type LoanSnapshot = Record<SnapshotField, string | number | null>;

type LoanColumns = typeof loans.$inferSelect;

/** snake_case API field -> camelCase row key. */
export const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The row key (camelCase) of an API field. */
export const columnKey = (field: LoanInputField | ListingField | 'status') => camel(field) as keyof LoanColumns;

export function snapshotOf(row: Partial<LoanColumns>): LoanSnapshot {
  const snapshot = {} as LoanSnapshot;
  for (const field of SNAPSHOT_FIELDS)
    snapshot[field] = (row[columnKey(field)] as string | number | null | undefined) ?? null;
  return snapshot;
}
