/**
 * A pool's award (DOMAIN.md, "Portfolio sales"): the winner and up to two backups, ranked 1 to 3.
 * The winner is invited to confirm within 2 business days; a decline or a lapse invites the next
 * rank at its own bid; when no one confirms the pool returns to the bank.
 */
export const AWARD_STATUSES = ['waiting', 'invited', 'accepted', 'declined', 'lapsed'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

export const AWARD_RANKS = 3;
export const AWARD_RESPONSE_BUSINESS_DAYS = 2;

/** Phase 2's soft close: a binding bid in the last minutes moves the deadline, up to a cap. */
export const EXTENSION_WINDOW_MINUTES = 10;
export const EXTENSION_STEP_MINUTES = 10;
export const EXTENSION_CAP_MINUTES = 120;
