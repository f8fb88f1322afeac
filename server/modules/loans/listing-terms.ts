/** The terms of a listing, checked by the rule the listing form shares (src/domain/loans/listing-terms.ts). */
import { ValidationError } from '../../lib/http-errors.ts';
import {
  readListingTerms,
  type ListingTerms,
  type ListingTermsInput,
} from '../../../src/domain/loans/listing-terms.ts';

export { LISTING_DESCRIPTION_MAX, type ListingTerms } from '../../../src/domain/loans/listing-terms.ts';

/** Normalised terms, or a ValidationError naming each field's problem. `today` is YYYY-MM-DD. */
export function checkListingTerms(input: ListingTermsInput, today: string): ListingTerms {
  const read = readListingTerms(input, today);
  if (read.errors) throw new ValidationError(read.errors as Record<string, string[]>);
  return read.terms;
}
