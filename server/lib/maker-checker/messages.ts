/** What the maker/checker engine answers when a four-eyes rule refuses a request. */
export const MAKER_CHECKER_MESSAGES = {
  alreadyPending: 'A change of this kind is already waiting for approval on this record.',
  ownAction: 'You cannot approve or reject a change you made yourself: another person must check it.',
  onlyMakerCancels: 'Only the person who made this change can cancel it.',
  reasonRequired: 'Give a reason for rejecting this change.',
  stale: 'The record has changed since this change was made. Reject it and make the change again.',
  notPending: (status: string) => `This change has already been ${status}.`,
} as const;
