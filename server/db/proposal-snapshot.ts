/** What a proposal revision records (before and after), under the API's field names: the proposals module and the listing withdrawal both write it. */
import type { proposals } from './schema/index.ts';

type ProposalRow = typeof proposals.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A proposal's terms, the bank's counter and how it ended, as the API names them; the proposal answer shows the same. */
export function proposalTerms(row: ProposalRow) {
  return {
    price_pct: row.pricePct,
    amount: row.amount,
    settlement_date: row.settlementDate,
    valid_until: row.validUntil,
    note: row.note,
    counter_price_pct: row.counterPricePct,
    counter_amount: row.counterAmount,
    counter_note: row.counterNote,
    rejection_reason: row.rejectionReason,
    accepted_at: iso(row.acceptedAt),
    final_acceptance_deadline: iso(row.finalAcceptanceDeadline),
  };
}

export function proposalSnapshot(row: ProposalRow): Record<string, unknown> {
  return { status: row.status, ...proposalTerms(row) };
}
