/** What the award routes answer in words, one place for the service and the tests. */
export const AWARD_MESSAGES = {
  sealed: 'The binding bids stay sealed until the phase 2 deadline has passed.',
  notAwardable: (status: string) => `Only a pool in phase 2 can be awarded; this pool is ${status}.`,
  bidNotInPool: 'Choose binding bids placed on this pool.',
  distinctBids: 'The winner and the backups must be different bids.',
  tooManyBackups: 'Choose at most two backup bids.',
  notInvited: 'Your organisation is not the bidder invited to confirm this pool.',
  alreadySold: 'This pool has already been sold.',
  lapsed: 'The time to confirm has passed: the next bidder has been invited.',
  otherTotal: 'The total you confirmed is not the total of your bid: reload the page and confirm again.',
  inconsistentBid: 'The bid’s lines no longer add up to its total: the pool cannot be sold on it.',
  reason: 'Give a reason of 1 to 1,000 characters.',
} as const;
