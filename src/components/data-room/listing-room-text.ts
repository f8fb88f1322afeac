/** The words of a listed loan's data room, the bank's page and the investor's Documents section. */
export const LISTING_ROOM_TEXT = {
  title: 'Data room',
  documents: 'Documents',
  backToListing: 'Back to the listing',
  backToMortgage: 'Back to the mortgage',
  notFound: 'No such mortgage, or its data room is not open to you.',
  notOpen: 'The data room opens for changes once the loan is approved; it closes once the loan is sold or withdrawn.',
  loadFailed: 'The documents could not be loaded.',
  yourLevel: (level: number) =>
    level >= 2
      ? 'Your organisation has a live proposal or a deal on this loan: you see level 1 and level 2 documents.'
      : 'You see level 1 documents; level 2 documents open once your organisation makes a proposal.',
} as const;
