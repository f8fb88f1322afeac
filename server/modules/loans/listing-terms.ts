/** The terms of a listing (DOMAIN.md): asking price as % of the current principal (optional), bid deadline (optional), a short description. */
import { ValidationError, type FieldErrors } from '../../lib/http-errors.ts';

export const LISTING_DESCRIPTION_MAX = 1000;
const ASKING_PRICE = /^\d{1,3}(\.\d{1,3})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ListingTerms {
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listing_description: string;
}

/** "98.5" -> "98.500", as the database stores it, so the diff shows what the listing will say. */
function withThreeDecimals(price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  return `${Number(whole)}.${fraction.padEnd(3, '0')}`;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Normalised terms, or a ValidationError naming each field's problem. `today` is YYYY-MM-DD. */
export function checkListingTerms(
  input: { asking_price_pct?: string | number | null; bid_deadline?: string | null; listing_description: string },
  today: string,
): ListingTerms {
  const errors: FieldErrors = {};
  const price =
    input.asking_price_pct === undefined || input.asking_price_pct === null || input.asking_price_pct === ''
      ? null
      : String(input.asking_price_pct).trim();
  if (price !== null && (!ASKING_PRICE.test(price) || Number(price) <= 0 || Number(price) > 200)) {
    errors['asking_price_pct'] = [
      'The asking price must be a percentage above 0 and at most 200, with up to 3 decimals.',
    ];
  }
  const deadline = input.bid_deadline ? input.bid_deadline.trim() : null;
  if (deadline !== null && !isRealDate(deadline))
    errors['bid_deadline'] = ['The bid deadline must be a date (YYYY-MM-DD).'];
  else if (deadline !== null && deadline <= today) errors['bid_deadline'] = ['The bid deadline must be after today.'];
  const description = input.listing_description.trim();
  if (description === '') errors['listing_description'] = ['The listing description field is required.'];
  else if (description.length > LISTING_DESCRIPTION_MAX) {
    errors['listing_description'] = [
      `The listing description must not be longer than ${LISTING_DESCRIPTION_MAX} characters.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    asking_price_pct: price === null ? null : withThreeDecimals(price),
    bid_deadline: deadline,
    listing_description: description,
  };
}
