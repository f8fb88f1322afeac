/**
 * Exact trade amounts: a proposal's price is a percentage of the loan's current principal
 * with three decimals, and the amount it comes to is rounded half-even to the cent; the
 * platform fee is basis points of that amount, rounded the same way. BigInt throughout.
 */
import { formatDecimal, parseDecimal, type Decimal } from '../loans/decimal';

/** Price percentages carry three decimals (98.125). */
export const PRICE_PCT_SCALE = 3;

/** Divides `numerator` by 10^`places` and rounds half to even. */
function roundHalfEven(numerator: bigint, places: number): bigint {
  const divisor = 10n ** BigInt(places);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / divisor;
  const twiceRemainder = (magnitude % divisor) * 2n;
  if (twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

function decimalOrThrow(text: string, scale: number, what: string): Decimal {
  const parsed = parseDecimal(text, scale, 20);
  if (!parsed.ok) throw new Error(`Not a valid ${what}: ${text}`);
  return parsed.value;
}

/** "98.125" of "250000.00" is "245312.50": price % x principal / 100, half-even to the cent. */
export function proposalAmount(pricePct: string, currentPrincipal: string): string {
  const price = decimalOrThrow(pricePct, PRICE_PCT_SCALE, 'price percentage');
  const principal = decimalOrThrow(currentPrincipal, 2, 'principal');
  // price units (10^-3) x cents, divided by 100 for the percentage: 10^-5 of a cent to round away.
  const cents = roundHalfEven(price.units * principal.units, PRICE_PCT_SCALE + 2);
  return formatDecimal({ units: cents, scale: 2 });
}

/** The platform fee on `amount` at `bps` basis points, half-even to the cent. */
export function platformFee(amount: string, bps: number): string {
  if (!Number.isInteger(bps) || bps < 0) throw new Error(`Not a valid fee in basis points: ${bps}`);
  const cents = decimalOrThrow(amount, 2, 'amount').units;
  return formatDecimal({ units: roundHalfEven(cents * BigInt(bps), 4), scale: 2 });
}

/** Two amounts of one currency added, to the cent: what the buyer pays in all is the amount and the fee. */
export function addMoney(a: string, b: string): string {
  return formatDecimal({
    units: decimalOrThrow(a, 2, 'amount').units + decimalOrThrow(b, 2, 'amount').units,
    scale: 2,
  });
}

/** Whether two money strings are the same amount to the cent ("245000.0" and "245000.00" are). */
export function sameMoney(a: string, b: string): boolean {
  return decimalOrThrow(a, 2, 'amount').units === decimalOrThrow(b, 2, 'amount').units;
}

/** Whether `amount` is exactly what `pricePct` of `currentPrincipal` comes to: the terms still stand on the loan's data. */
export function amountFollowsFromPrice(pricePct: string, currentPrincipal: string, amount: string): boolean {
  return sameMoney(proposalAmount(pricePct, currentPrincipal), amount);
}

/** The largest amount a money column (numeric(18,2)) records: 9,999,999,999,999,999.99. */
const MAX_MONEY_CENTS = 10n ** 18n - 1n;

/** Whether an amount fits the money columns; a price on a very large principal can come to more. */
export function fitsMoneyColumn(amount: string): boolean {
  return decimalOrThrow(amount, 2, 'amount').units <= MAX_MONEY_CENTS;
}
