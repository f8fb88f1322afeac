/** What the pool routes answer in words, one place for the service and the tests. */
export const POOL_MESSAGES = {
  chooseBank: 'Choose the bank of the pool.',
  chooseSource: 'Build the pool from a batch or from the loan list’s filters, not both.',
  noSource: 'Choose a batch or filters to build the pool from.',
  batchNotFound: 'No such batch at this bank.',
  empty:
    'No loan can go into this pool: only approved loans that are not listed, under offer, sold or in another live pool are pooled.',
  mixedCurrencies: (currencies: readonly string[]) =>
    `These loans are in ${currencies.length} currencies (${currencies.join(', ')}): a pool holds one currency. Choose one with the currency filter.`,
  notDraft: (status: string) => `Only a draft pool can be changed; this pool is ${status}.`,
  listingWaits: 'The pool’s listing waits for a bank manager: take it back before changing the pool.',
  loanNotInPool: 'This loan is not in the pool.',
  lastLoan: 'A pool keeps at least one loan: delete the pool instead.',
  notListable: (status: string) => `Only a draft pool can be listed; this pool is ${status}.`,
  invitees: 'Invite only active investor organisations.',
  deadlinePassed: 'The phase 1 deadline has passed: reject this listing and list the pool again with new deadlines.',
  raced: 'Some of these loans have just been pooled, listed or changed: look at the selection again.',
  nothingToChange: 'Nothing to change: every field has the value the pool already has.',
  name: 'Give the pool a name of at most 120 characters.',
  description: 'The description may be at most 2,000 characters.',
  cutOff: 'Give the cut-off date as a real day (YYYY-MM-DD), not in the future.',
} as const;
