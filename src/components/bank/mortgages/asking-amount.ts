/**
 * The amount an asking price comes to: current principal x price % / 100, computed on integer
 * minor units with BigInt (never a float) and rounded half up to cents.
 */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function toScaled(value: string, scale: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

export function askingAmount(principal: string | null, pricePct: string | null): string | null {
  if (!principal || !pricePct) return null;
  const cents = toScaled(principal, 2);
  const price = toScaled(pricePct, 4); // percent with 4 places: 97.5 -> 975000
  if (cents === null || price === null) return null;
  const divisor = 1_000_000n; // 100 (percent) x 10^4 (price places)
  const scaled = cents * price;
  const rounded = (scaled + divisor / 2n) / divisor;
  const text = rounded.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
