/**
 * The rules for a proposal's terms, shared by the proposal form and the API: the price as a
 * percentage of current principal with three decimals, the settlement date, how long the offer
 * stands (never past the listing's bid deadline) and a note. Dates are ISO days compared as text.
 */
import { compareDecimals, decimalOf, parseDecimal } from '../loans/decimal';
import { parseIsoDate } from '../loans/dates';
import { hasForbiddenCharacters, TEXT_MESSAGES } from '../text-rules';
import { PRICE_PCT_SCALE } from './amounts';

export const PRICE_PCT_MIN_EXCLUSIVE = 0;
export const PRICE_PCT_MAX = 150;
/** How far ahead a settlement may be proposed. */
export const SETTLEMENT_MAX_DAYS_AHEAD = 180;
export const NOTE_MAX = 1000;
export const REASON_MAX = 500;

export interface ProposalTermsInput {
  price_pct: string;
  settlement_date: string;
  valid_until: string;
  note?: string | null;
}

export interface ProposalTermsContext {
  /** Today as YYYY-MM-DD. */
  today: string;
  /** The listing's bid deadline, when it has one. */
  bidDeadline: string | null;
}

export type TermErrors = Partial<Record<keyof ProposalTermsInput, string>>;

export const PROPOSAL_MESSAGES = {
  priceRequired: 'Enter a price as a percentage of the current principal.',
  priceFormat: 'The price must be a number with at most three decimals, such as 98.125.',
  amountTooLarge:
    'At this price the amount comes to more than the largest amount the platform records (9,999,999,999,999,999.99).',
  priceRange: `The price must be more than ${PRICE_PCT_MIN_EXCLUSIVE}% and at most ${PRICE_PCT_MAX}% of the current principal.`,
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  settlementPast: 'The settlement date cannot be in the past.',
  settlementTooFar: `The settlement date must be within ${SETTLEMENT_MAX_DAYS_AHEAD} days.`,
  validUntilPast: 'The offer cannot end in the past.',
  validUntilAfterDeadline: (deadline: string) => `The offer cannot stand past the bid deadline of ${deadline}.`,
  validUntilAfterSettlement: 'The offer must end on or before the settlement date.',
  noteTooLong: `The note may be at most ${NOTE_MAX} characters.`,
  reasonRequired: 'Give a reason.',
  reasonTooLong: `The reason may be at most ${REASON_MAX} characters.`,
} as const;

/** Adds `days` calendar days to an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The error for a price, or null: "98.125" passes, "0", "150.0001" and "abc" do not. */
export function priceError(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return PROPOSAL_MESSAGES.priceRequired;
  const parsed = parseDecimal(text, PRICE_PCT_SCALE, 3);
  if (!parsed.ok)
    return parsed.reason === 'too_many_digits' ? PROPOSAL_MESSAGES.priceRange : PROPOSAL_MESSAGES.priceFormat;
  const tooLow = compareDecimals(parsed.value, decimalOf(PRICE_PCT_MIN_EXCLUSIVE, PRICE_PCT_SCALE)) <= 0;
  const tooHigh = compareDecimals(parsed.value, decimalOf(PRICE_PCT_MAX, PRICE_PCT_SCALE)) > 0;
  return tooLow || tooHigh ? PROPOSAL_MESSAGES.priceRange : null;
}

/** The price normalised to three decimals ("98.5" -> "98.500"), or null when it is not valid. */
export function normalisePrice(raw: string): string | null {
  if (priceError(raw)) return null;
  const parsed = parseDecimal(raw.trim(), PRICE_PCT_SCALE, 3);
  return parsed.ok ? parsed.text : null;
}

export function noteError(note: string | null | undefined): string | null {
  if (!note) return null;
  if (note.length > NOTE_MAX) return PROPOSAL_MESSAGES.noteTooLong;
  return hasForbiddenCharacters(note, 'multi-line') ? TEXT_MESSAGES.forbiddenCharacters('note') : null;
}

export function reasonError(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text === '') return PROPOSAL_MESSAGES.reasonRequired;
  if (text.length > REASON_MAX) return PROPOSAL_MESSAGES.reasonTooLong;
  return hasForbiddenCharacters(text, 'multi-line') ? TEXT_MESSAGES.forbiddenCharacters('reason') : null;
}

/** Every broken rule of a proposal's terms, by field; empty when the terms may be sent. */
export function validateProposalTerms(input: ProposalTermsInput, context: ProposalTermsContext): TermErrors {
  const errors: TermErrors = {};
  const price = priceError(input.price_pct);
  if (price) errors.price_pct = price;

  const settlement = parseIsoDate(input.settlement_date);
  if (!settlement) errors.settlement_date = PROPOSAL_MESSAGES.dateFormat;
  else if (settlement < context.today) errors.settlement_date = PROPOSAL_MESSAGES.settlementPast;
  else if (settlement > addDays(context.today, SETTLEMENT_MAX_DAYS_AHEAD))
    errors.settlement_date = PROPOSAL_MESSAGES.settlementTooFar;

  const validUntil = parseIsoDate(input.valid_until);
  if (!validUntil) errors.valid_until = PROPOSAL_MESSAGES.dateFormat;
  else if (validUntil < context.today) errors.valid_until = PROPOSAL_MESSAGES.validUntilPast;
  else if (context.bidDeadline && validUntil > context.bidDeadline) {
    errors.valid_until = PROPOSAL_MESSAGES.validUntilAfterDeadline(context.bidDeadline);
  } else if (settlement && validUntil > settlement) errors.valid_until = PROPOSAL_MESSAGES.validUntilAfterSettlement;

  const note = noteError(input.note);
  if (note) errors.note = note;
  return errors;
}
