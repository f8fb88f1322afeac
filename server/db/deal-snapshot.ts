/** What a deal revision records (before and after), under the API's field names. The deals module and the demo seed both write it. */
import type { deals } from './schema/index.ts';

type DealColumns = typeof deals.$inferSelect;
export type DealSnapshotSource = Pick<
  DealColumns,
  | 'status'
  | 'pricePct'
  | 'amount'
  | 'platformFeeBps'
  | 'platformFeeAmount'
  | 'settlementDate'
  | 'cancelReason'
  | 'fundsSentAt'
  | 'settledAt'
  | 'cancelledAt'
>;

export function dealSnapshot(row: DealSnapshotSource): Record<string, unknown> {
  return {
    status: row.status,
    price_pct: row.pricePct,
    amount: row.amount,
    platform_fee_bps: row.platformFeeBps,
    platform_fee_amount: row.platformFeeAmount,
    settlement_date: row.settlementDate,
    cancel_reason: row.cancelReason,
    funds_sent_at: row.fundsSentAt?.toISOString() ?? null,
    settled_at: row.settledAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
