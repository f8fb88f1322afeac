/** What the deal routes answer when a deal's status does not allow a step. */
import type { DealAction, DealStatus } from '../../../src/domain/trading/deal-status.ts';

const REFUSALS: Readonly<Record<DealAction, Partial<Record<DealStatus, string>>>> = {
  mark_funds_sent: {
    funds_sent: 'Funds have already been marked as sent for this deal.',
    settled: 'Funds have already been marked as sent for this deal: it is settled.',
    cancelled: 'This deal has been cancelled: there are no funds to send.',
  },
  settle: {
    pending_settlement: 'The investor has not marked the funds as sent yet: the deal cannot be settled.',
    settled: 'This deal has already been settled.',
    cancelled: 'This deal has been cancelled: it cannot be settled.',
  },
  cancel: {
    settled: 'A settled deal cannot be cancelled.',
    cancelled: 'This deal has already been cancelled.',
  },
};

/** The sentence a user reads when `action` is refused on a deal in `status`. */
export function refusalOf(action: DealAction, status: DealStatus): string {
  return REFUSALS[action][status] ?? 'This deal’s status does not allow this step.';
}
