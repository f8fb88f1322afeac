/**
 * The deal status machine (DOMAIN.md, "Deal"): created by final acceptance as
 * pending_settlement; the investor marks the funds sent; the bank confirms receipt and
 * transfer (settled); the platform may cancel an unsettled deal through its four eyes.
 */
export const DEAL_STATUSES = ['pending_settlement', 'funds_sent', 'settled', 'cancelled'] as const;

export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_STATUS_LABELS: Readonly<Record<DealStatus, string>> = {
  pending_settlement: 'Awaiting funds',
  funds_sent: 'Funds sent',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

export type DealAction = 'mark_funds_sent' | 'settle' | 'cancel';

export const DEAL_ACTION_FROM: Readonly<Record<DealAction, readonly DealStatus[]>> = {
  mark_funds_sent: ['pending_settlement'],
  settle: ['funds_sent'],
  cancel: ['pending_settlement', 'funds_sent'],
};

export function canTakeDealAction(action: DealAction, status: DealStatus): boolean {
  return DEAL_ACTION_FROM[action].includes(status);
}

/** The platform fee in basis points when the configuration says nothing (DOMAIN.md: 10). */
export const DEFAULT_PLATFORM_FEE_BPS = 10;
