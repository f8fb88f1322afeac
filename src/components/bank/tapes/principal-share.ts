/** A part's share of a total amount in tenths of a percent, from the decimal strings' cents (never a float sum). */
const cents = (amount: string) => {
  const match = /^(\d+)(?:\.(\d{0,2})\d*)?$/.exec(amount.trim());
  return match ? BigInt((match[1] ?? '0') + (match[2] ?? '').padEnd(2, '0')) : 0n;
};

export function shareOfTotal(part: string, total: string): number {
  const whole = cents(total);
  if (whole === 0n) return 0;
  return Number((cents(part) * 1000n) / whole) / 10;
}
