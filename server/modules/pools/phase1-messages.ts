/**
 * What phase 1 of a pool's sale answers in words. None of them tells an investor whether another
 * investor bid, or at what price: the bids are sealed.
 */
export const PHASE1_MESSAGES = {
  investorsOnly: 'Only the people of an active investor organisation take part in a pool’s sale.',
  phase1Closed: 'Phase 1 of this pool is closed: its deadline has passed.',
  notInPhase1: 'This pool is not taking indicative bids: phase 1 is over.',
  ndaFirst: 'Accept the pool’s NDA first: the tape and the bidding open with it.',
  bidChanged: 'Your organisation’s bid was changed meanwhile: look at it again before you revise it.',
  bidPlacedMeanwhile: 'Your organisation placed a bid meanwhile: look at it again before you revise it.',
  sealed: 'The indicative bids stay sealed until the phase 1 deadline has passed.',
  notBidding: 'This pool has not been listed for bids.',
  shortlistManagers: 'Only a manager of the bank shortlists a pool’s bidders.',
  shortlistWhen: 'A pool is shortlisted once, after its phase 1 deadline, while it is in phase 1.',
  shortlistNotParticipant: 'Shortlist only investors that accepted the pool’s NDA.',
  shortlistEmpty: 'Shortlist at least one investor.',
  poolChanged: 'The pool was changed meanwhile: look at it again.',
} as const;
