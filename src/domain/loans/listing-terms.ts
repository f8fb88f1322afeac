/**
 * The terms of a listing (DOMAIN.md): asking price as % of the current principal (optional, above 0
 * and at most 200, up to 3 decimals), bid deadline (optional, after today), a short description.
 * One rule for the listing form, which checks before it asks for confirmation, and for the API.
 */
export const LISTING_DESCRIPTION_MAX = 1000;
const ASKING_PRICE = /^\d{1,3}(\.\d{1,3})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const LISTING_MESSAGES = {
  askingPrice: 'The asking price must be a percentage above 0 and at most 200, with up to 3 decimals.',
  deadlineNotDate: 'The bid deadline must be a date (YYYY-MM-DD).',
  deadlineNotAfterToday: 'The bid deadline must be after today.',
  descriptionRequired: 'The listing description field is required.',
  descriptionTooLong: `The listing description must not be longer than ${LISTING_DESCRIPTION_MAX} characters.`,
} as const;

export interface ListingTermsInput {
  asking_price_pct?: string | number | null;
  bid_deadline?: string | null;
  listing_description: string;
}

export interface ListingTerms {
  asking_price_pct: string | null;
  bid_deadline: string | null;
  listing_description: string;
}

export type ListingTermsErrors = Partial<Record<keyof ListingTerms, string[]>>;

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

/** The terms normalised, or each field's problem. `today` is YYYY-MM-DD. */
export function readListingTerms(
  input: ListingTermsInput,
  today: string,
): { terms: ListingTerms; errors?: undefined } | { terms?: undefined; errors: ListingTermsErrors } {
  const errors: ListingTermsErrors = {};
  const price =
    input.asking_price_pct === undefined || input.asking_price_pct === null || input.asking_price_pct === ''
      ? null
      : String(input.asking_price_pct).trim();
  if (price !== null && (!ASKING_PRICE.test(price) || Number(price) <= 0 || Number(price) > 200))
    errors.asking_price_pct = [LISTING_MESSAGES.askingPrice];
  const deadline = input.bid_deadline ? input.bid_deadline.trim() : null;
  if (deadline !== null && !isRealDate(deadline)) errors.bid_deadline = [LISTING_MESSAGES.deadlineNotDate];
  else if (deadline !== null && deadline <= today) errors.bid_deadline = [LISTING_MESSAGES.deadlineNotAfterToday];
  const description = input.listing_description.trim();
  if (description === '') errors.listing_description = [LISTING_MESSAGES.descriptionRequired];
  else if (description.length > LISTING_DESCRIPTION_MAX)
    errors.listing_description = [LISTING_MESSAGES.descriptionTooLong];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    terms: {
      asking_price_pct: price === null ? null : withThreeDecimals(price),
      bid_deadline: deadline,
      listing_description: description,
    },
  };
}
