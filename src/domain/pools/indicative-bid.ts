/**
 * A pool's indicative bid (DOMAIN.md, "Portfolio sales"): a price as a percentage of the pool's
 * principal with three decimals, in the range a proposal's price keeps, and a note. One rule for the
 * bid form and the API, so both word the same messages.
 */
import { compareDecimals, decimalOf, parseDecimal } from '../loans/decimal';
import { hasForbiddenCharacters, TEXT_MESSAGES } from '../text-rules';
import { PRICE_PCT_SCALE } from '../trading/amounts';
import { NOTE_MAX, PRICE_PCT_MAX, PRICE_PCT_MIN_EXCLUSIVE } from '../trading/proposal-terms';
import { formatCount } from '../format-decimal';

export const INDICATIVE_BID_MESSAGES = {
  priceRequired: 'Enter a price as a percentage of the pool’s principal.',
  priceFormat: 'The price must be a number with at most three decimals, such as 92.125.',
  priceRange: `The price must be more than ${PRICE_PCT_MIN_EXCLUSIVE}% and at most ${PRICE_PCT_MAX}% of the pool’s principal.`,
  noteTooLong: `The note may be at most ${formatCount(NOTE_MAX)} characters.`,
} as const;

export interface IndicativeBidInput {
  price_pct?: unknown;
  note?: unknown;
}

export type IndicativeBidErrors = Partial<Record<'price_pct' | 'note', string>>;

/** The price with three decimals ("92.5" -> "92.500") and the trimmed note, or the errors per field. */
export function readIndicativeBid(
  input: IndicativeBidInput,
): { price: string; note: string; errors?: undefined } | { errors: IndicativeBidErrors } {
  const errors: IndicativeBidErrors = {};
  const raw = typeof input.price_pct === 'string' ? input.price_pct.trim() : '';
  let price = '';
  if (raw === '') errors.price_pct = INDICATIVE_BID_MESSAGES.priceRequired;
  else {
    const parsed = parseDecimal(raw, PRICE_PCT_SCALE, 3);
    if (!parsed.ok)
      errors.price_pct =
        parsed.reason === 'too_many_digits' ? INDICATIVE_BID_MESSAGES.priceRange : INDICATIVE_BID_MESSAGES.priceFormat;
    else if (
      compareDecimals(parsed.value, decimalOf(PRICE_PCT_MIN_EXCLUSIVE, PRICE_PCT_SCALE)) <= 0 ||
      compareDecimals(parsed.value, decimalOf(PRICE_PCT_MAX, PRICE_PCT_SCALE)) > 0
    )
      errors.price_pct = INDICATIVE_BID_MESSAGES.priceRange;
    else price = parsed.text;
  }
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > NOTE_MAX) errors.note = INDICATIVE_BID_MESSAGES.noteTooLong;
  else if (note !== '' && hasForbiddenCharacters(note, 'multi-line'))
    errors.note = TEXT_MESSAGES.forbiddenCharacters('note');
  if (Object.keys(errors).length > 0) return { errors };
  return { price, note };
}
