/** The words of the bank's indicative bids once opened (the section's title and sealed note are the pool page's). */
import type { ShortlistDecision } from '@/domain/pools/participation';

export const INDICATIVE_BIDS_TEXT = {
  caption: 'Indicative bids, best price first',
  choose: 'Shortlist',
  chooseOne: (investor: string) => `Shortlist ${investor}`,
  investor: 'Investor',
  price: 'Price',
  amount: 'Amount',
  note: 'Note',
  ndaBy: 'NDA accepted by',
  shortlist: 'Decision',
  noBid: 'No bid',
  decision: {
    pending: 'Not decided',
    shortlisted: 'Shortlisted',
    not_shortlisted: 'Not shortlisted',
  } satisfies Record<ShortlistDecision, string>,
  emptyTitle: 'No investor took part',
  emptyDetail: 'No investor accepted the NDA before the phase 1 deadline, so there is no one to shortlist.',
  shortlistAction: 'Shortlist for phase 2',
  shortlistHelp: 'Choose the investors who go on to binding bids. The others are told they were not shortlisted.',
  confirm: (names: string[], others: number) =>
    `${names.join(', ')} go on to phase 2 (binding bids)${others > 0 ? `; the other ${others === 1 ? 'participant is' : `${others} participants are`} told they were not shortlisted` : ''}. This cannot be undone.`,
  done: 'Shortlist made: phase 2 is open.',
  failed: 'The shortlist could not be made: try again.',
} as const;
