/** The words of the investor's portfolio-sale screens, used by the screens and by the tests. */
export const POOL_SALES_PATH = '/app/investor/pools';
export const poolSalePath = (id: number) => `/app/investor/pools/${id}`;

export const POOL_SALE_LIST_TEXT = {
  caption: 'Pools open to your organisation',
  columns: {
    name: 'Pool',
    bank: 'Bank',
    loans: 'Loans',
    total: 'Total principal',
    phase1: 'Phase 1 deadline',
    mine: 'Your part',
  },
  emptyTitle: 'No pools open to you',
  emptyDetail:
    'When a bank lists a pool of loans open to every investor or to your organisation, it shows here and you are told by notification.',
  part: {
    none: 'NDA not accepted',
    nda: 'NDA accepted',
    bid: (price: string) => `Bid ${price}`,
    shortlisted: 'Shortlisted',
    notShortlisted: 'Not shortlisted',
  },
} as const;

export const POOL_SALE_TEXT = {
  notFound: 'This pool does not exist, or it is not open to your organisation.',
  loadFailed: 'The pool could not be loaded.',
  summary: 'Summary',
  bank: 'Bank',
  currency: 'Currency',
  loans: 'Loans',
  total: 'Total principal',
  cutOff: 'Cut-off date',
  description: 'Description',
  noDescription: 'No description.',
  deadlines: 'Deadlines',
  phase1: 'Phase 1 (indicative bids) closes',
  phase2: 'Phase 2 (binding bids) closes',
  closesIn: (left: string) => `Closes in ${left}`,
  closed: 'Phase 1 is closed.',
  nda: 'Non-disclosure agreement',
  ndaIntro:
    'Accept the bank’s NDA for your organisation to reach the data room: the anonymised tape and the stratification.',
  ndaAccept: 'Accept the NDA',
  ndaConfirm:
    'Your organisation is bound by this NDA. Your name, e-mail, organisation, the time and your address are recorded with it.',
  ndaDone: 'NDA accepted.',
  ndaAccepted: (name: string, at: string) => `Accepted by ${name} on ${at}.`,
  ndaClosed: 'Phase 1 is closed: the NDA can no longer be accepted.',
  tape: 'Anonymised tape',
  tapeIntro: 'One line per loan with its risk figures. The bank’s loan references are not in it.',
  tapeCsv: 'Download CSV',
  tapeXlsx: 'Download XLSX',
  stratTitle: 'Stratification of the pool',
  bid: 'Your indicative bid',
  bidSealed: 'Bids are sealed: no other investor sees yours, and the bank only after the phase 1 deadline.',
  price: 'Price (% of the pool’s principal)',
  priceHint: 'Up to three decimals, such as 92.125.',
  note: 'Note (optional)',
  place: 'Place the bid',
  revise: 'Revise the bid',
  confirmPlace: (price: string) =>
    `Bid ${price} of the pool’s principal for your organisation? You may revise it until the deadline.`,
  placed: 'Indicative bid saved.',
  yourBid: (price: string, at: string) => `Your organisation bid ${price} (last changed ${at}).`,
  noBid: 'Your organisation has not bid.',
  bidAfterNda: 'Accept the NDA to place a bid.',
  failed: 'That did not work: try again.',
  shortlisted: 'Your organisation is shortlisted for phase 2 (binding bids).',
  notShortlisted: 'Your organisation was not shortlisted for phase 2.',
  placeBinding: 'Place a binding bid',
  dataRoom: 'Open the data room',
} as const;
