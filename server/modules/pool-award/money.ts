/** A bid's integer minor units as the API's decimal strings, in the pool's currency (JPY has no decimals). */
import { minorExponent, minorToDecimal as decimalOfMinor } from '../../../src/domain/pools/binding-bid.ts';

export const minorToDecimal = (minor: string | bigint, currency: string): string =>
  decimalOfMinor(BigInt(minor), currency);

/** How many minor units make one unit of the currency: 100, or 1 for JPY. */
export const minorPerUnit = (currency: string): number => 10 ** minorExponent(currency);
