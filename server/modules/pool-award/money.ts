/** A bid's integer minor units as the API's decimal strings (every pool currency has two decimals). */
import { formatDecimal } from '../../../src/domain/loans/decimal.ts';

export const minorToDecimal = (minor: string | bigint): string => formatDecimal({ units: BigInt(minor), scale: 2 });
