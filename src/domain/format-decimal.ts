/**
 * Money and percentages as the API sends them (decimal strings such as "250000.00") formatted by
 * working on the digits, never through a float, so no amount is ever shown rounded wrongly.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds the fraction half up on its digits; carries into the integer part when needed. */
function roundDigits(whole: string, fraction: string, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction.padEnd(places, '0')];
  const kept = whole + fraction.slice(0, places);
  const roundUp = Number(fraction[places]) >= 5;
  let digits = kept;
  if (roundUp) {
    const chars = kept.split('');
    let index = chars.length - 1;
    while (index >= 0) {
      if (chars[index] === '9') {
        chars[index] = '0';
        index--;
      } else {
        chars[index] = String(Number(chars[index]) + 1);
        break;
      }
    }
    digits = (index < 0 ? '1' : '') + chars.join('');
  }
  const split = digits.length - places;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

/** "1234567.5" -> "1,234,567.50"; anything that is not a decimal is returned as it came. */
export function formatDecimal(value: string | number | null | undefined, places = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const [roundedWhole, roundedFraction] = roundDigits(whole, fraction, places);
  const grouped = groupThousands(roundedWhole);
  const negative = sign && /[1-9]/.test(roundedWhole + roundedFraction) ? '-' : '';
  return `${negative}${grouped}${places > 0 ? `.${roundedFraction}` : ''}`;
}

/**
 * A count with its thousands grouped: 10000 -> "10,000". Worked on the digits like the rest: a page's
 * first call into Intl (toLocaleString, NumberFormat) loads the browser's locale data, tens of
 * milliseconds of a phone's main thread for a comma.
 */
export const formatCount = (value: number): string => formatDecimal(Math.trunc(value), 0);

/** An amount with its ISO currency code: "USD 250,000.00". */
export function formatMoney(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = formatDecimal(value, 2);
  return currency ? `${currency} ${amount}` : amount;
}

/** A percentage with its trailing zeros dropped, keeping at least `minPlaces`: "4.2500" -> "4.25%". */
export function formatPercent(value: string | number | null | undefined, minPlaces = 2, maxPlaces = 4): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = formatDecimal(value, maxPlaces);
  if (!text.includes('.')) return `${text}%`;
  const [whole, fraction = ''] = text.split('.');
  let trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length < minPlaces) trimmed = trimmed.padEnd(minPlaces, '0');
  return `${whole}${trimmed ? `.${trimmed}` : ''}%`;
}

/** A price as % of the current principal, always with 3 decimals: "97.500%". One format on every screen. */
export const formatPrice = (value: string | number | null | undefined): string => formatPercent(value, 3, 3);

/** A loan-to-value ratio, always with 2 decimals: "44.87%". One format on every screen. */
export const formatLtv = (value: string | number | null | undefined): string => formatPercent(value, 2, 2);

/** A compact amount for chart axes and tiles: "12.5M", "830K"; digits only, never a float. */
export function formatCompact(value: string | null | undefined): string {
  const match = DECIMAL.exec(String(value ?? '').trim());
  if (!match) return String(value ?? '');
  const [, sign = '', whole = '0'] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const units: [number, string][] = [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ];
  for (const [power, suffix] of units) {
    if (digits.length > power) {
      const head = digits.slice(0, digits.length - power);
      const tenth = digits[digits.length - power] ?? '0';
      return `${sign}${groupThousands(head)}${tenth === '0' ? '' : `.${tenth}`}${suffix}`;
    }
  }
  return `${sign}${digits}`;
}
