/** What the binding-bid routes answer in words, one place for the service and the tests. */
export const BID_ANSWERS = {
  poolNotFound: 'No such pool among those shortlisted for your binding bid.',
  notInvestor: 'Only an investor’s people place binding bids.',
  notPhase2: 'Binding bids are taken only while the pool is in phase 2.',
  deadlinePassed: 'The binding-bid deadline has passed: the bid can no longer be placed or changed.',
  staleVersion: (current: number) =>
    `Your bid was changed elsewhere (it is now at revision ${current}): reload it before saving again.`,
  noBidYet: 'There is no bid to revise yet: leave out the version to place the first one.',
  fileRequired: 'Choose the bid’s CSV file.',
  notCsv: (fileName: string) => `${fileName}: upload the bid as a CSV file (.csv).`,
  tooLarge: (fileName: string) => `${fileName}: the file is larger than 10 MB.`,
  tooMany: 'Upload one bid file at a time.',
  empty: (fileName: string) => `${fileName}: the file is empty.`,
} as const;
