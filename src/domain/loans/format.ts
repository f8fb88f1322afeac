/**
 * Display of normalised loan values without floating point: digits are grouped as text.
 * The portal speaks English, so the separators are "," and ".".
 */

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1234567.5" -> "1,234,567.50"; with a currency "USD 1,234,567.50". Non-numbers come back as given. */
export function formatMoney(amount: string, currency?: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', integerDigits = '', fraction = ''] = match;
  const text = `${sign}${group(integerDigits)}.${fraction.padEnd(2, '0')}`;
  return currency ? `${currency} ${text}` : text;
}

/** "3.2500" -> "3.25%", "100.0000" -> "100%". */
export function formatPct(value: string): string {
  const match = /^(-?\d+)(?:\.(\d*?))0*$/.exec(value.trim()) ?? /^(-?\d+)()$/.exec(value.trim());
  if (!match) return value;
  const [, whole = '', fraction = ''] = match;
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}
