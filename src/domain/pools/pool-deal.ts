/**
 * A pool's deal (DOMAIN.md, "Portfolio sales"): the confirmed bid's total, its lines per loan, the platform
 * fee as a single loan's deal bears it, and a settlement date the parties work to, 10 business days on.
 */
export const POOL_SETTLEMENT_BUSINESS_DAYS = 10;

/** The deal's overall price: amount / principal x 100, to three decimals, half to even. */
export function overallPricePct(amountCents: bigint, principalCents: bigint): string {
  if (principalCents <= 0n) return '0.000';
  const numerator = amountCents * 100_000n;
  let quotient = numerator / principalCents;
  const twiceRemainder = (numerator % principalCents) * 2n;
  if (twiceRemainder > principalCents || (twiceRemainder === principalCents && quotient % 2n === 1n)) quotient += 1n;
  const digits = quotient.toString().padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}
