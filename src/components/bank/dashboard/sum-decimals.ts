/** Adds decimal strings exactly (BigInt on cents), for totals the API does not send. */
export function sumDecimals(values: readonly string[], places = 2): string {
  const scale = 10n ** BigInt(places);
  let total = 0n;
  for (const value of values) {
    const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
    if (!match) continue;
    const [, sign, whole = '0', fraction = ''] = match;
    const units = BigInt(whole) * scale + BigInt(fraction.slice(0, places).padEnd(places, '0') || '0');
    total += sign ? -units : units;
  }
  const negative = total < 0n;
  const absolute = negative ? -total : total;
  const text = `${absolute / scale}.${(absolute % scale).toString().padStart(places, '0')}`;
  return negative ? `-${text}` : text;
}
