/**
 * The proposal form's rules without the screen: the values it starts from, the amount a price
 * comes to (exact, as the server computes it), the checks it makes before sending (the same
 * `validateProposalTerms` the API runs) and the body it sends.
 */
import { todayIso } from '@/domain/loans/dates';
import {
  addDays,
  normalisePrice,
  priceError,
  proposalAmount,
  validateProposalTerms,
  type TermErrors,
} from '@/domain/trading';
import type { FieldErrors } from '@/lib/api/auth-errors';
import type { ProposalTermsBody } from './proposal-types';

export interface ProposalFormValues {
  price_pct: string;
  settlement_date: string;
  valid_until: string;
  note: string;
}

export const PROPOSAL_FIELDS = ['price_pct', 'settlement_date', 'valid_until', 'note'] as const;

/** How far ahead a new proposal's settlement is suggested, and how long it stands. */
const SUGGESTED_SETTLEMENT_DAYS = 30;
const SUGGESTED_VALIDITY_DAYS = 14;

/**
 * A new proposal starts from the asking price, a settlement a month out, and an offer standing
 * two weeks (never past the bid deadline, nor after the settlement).
 */
export function newProposalValues(
  listing: { asking_price_pct: string | null; bid_deadline: string | null },
  today: string = todayIso(),
): ProposalFormValues {
  const settlement = addDays(today, SUGGESTED_SETTLEMENT_DAYS);
  let validUntil = addDays(today, SUGGESTED_VALIDITY_DAYS);
  if (listing.bid_deadline && listing.bid_deadline < validUntil)
    validUntil = listing.bid_deadline < today ? today : listing.bid_deadline;
  const asking = listing.asking_price_pct ? normalisePrice(listing.asking_price_pct) : null;
  return { price_pct: asking ?? '', settlement_date: settlement, valid_until: validUntil, note: '' };
}

/** A revision starts from the proposal's present terms. */
export function revisionValues(proposal: {
  price_pct: string;
  settlement_date: string;
  valid_until: string;
  note: string | null;
}): ProposalFormValues {
  return {
    price_pct: proposal.price_pct,
    settlement_date: proposal.settlement_date,
    valid_until: proposal.valid_until,
    note: proposal.note ?? '',
  };
}

/** The amount the typed price comes to, or null while the price is not a valid one. */
export function liveAmount(price: string, currentPrincipal: string): string | null {
  if (priceError(price) !== null) return null;
  try {
    return proposalAmount(price.trim(), currentPrincipal);
  } catch {
    return null;
  }
}

/** The checks the server makes too, as messages by field ready for the form. */
export function checkTerms(
  values: ProposalFormValues,
  context: { today?: string; bidDeadline: string | null },
): FieldErrors {
  const errors: TermErrors = validateProposalTerms(
    {
      price_pct: values.price_pct,
      settlement_date: values.settlement_date,
      valid_until: values.valid_until,
      note: values.note,
    },
    { today: context.today ?? todayIso(), bidDeadline: context.bidDeadline },
  );
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/** The body to send: the price with its three decimals, an empty note left out. */
export function termsBody(values: ProposalFormValues): ProposalTermsBody {
  const note = values.note.trim();
  return {
    price_pct: normalisePrice(values.price_pct) ?? values.price_pct.trim(),
    settlement_date: values.settlement_date,
    valid_until: values.valid_until,
    note: note === '' ? null : note,
  };
}

/** Server messages that belong to no field of the form (the organisation, a stale version). */
export function otherErrors(errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([field]) => !(PROPOSAL_FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => messages);
}
