/**
 * A single listed loan's data room (DOMAIN.md, "Data room"): the bank's makers keep its documents while
 * the loan is approved, listed or under offer; level 1 is open to every investor who sees the listing,
 * level 2 to an organisation with a live proposal or a deal on the loan. No NDA, no questions.
 */
import type { RoomLevelLabels } from '../pools/data-room';
import type { LoanStatus } from './vocabulary';

/** The loan statuses in which the bank may change the room; it closes once the loan is sold or withdrawn. */
export const LISTING_ROOM_OPEN_STATUSES: readonly LoanStatus[] = ['approved', 'listed', 'under_offer'];
/** The loan statuses in which investors reach the room (those the marketplace shows). */
export const LISTING_ROOM_ON_OFFER: readonly LoanStatus[] = ['listed', 'under_offer'];

export const LISTING_ROOM_LEVEL_LABELS: RoomLevelLabels = {
  1: 'Level 1: every investor who sees the listing',
  2: 'Level 2: investors with a live proposal or a deal on the loan',
};

export const LISTING_ROOM_MESSAGES = {
  closed: (status: string) => `The data room of a ${status} loan can no longer be changed.`,
  notYetOpen: 'The data room opens once the loan is approved.',
} as const;
