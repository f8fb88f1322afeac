/** Money of several currencies is never added up: one line per currency, "GBP 12,345,678.00". */
import { formatDecimal } from './format-decimal';

export interface CurrencyEntry {
  /** ISO 4217 code. */
  key: string;
}

/** One line per currency in the answer's order; a zero amount when there is no currency at all. */
export function currencyLines<E extends CurrencyEntry>(
  entries: readonly E[],
  amountOf: (entry: E) => string,
): string[] {
  if (entries.length === 0) return [formatDecimal('0', 2)];
  return entries.map((entry) => `${entry.key} ${formatDecimal(amountOf(entry), 2)}`);
}

/**
 * A figure weighted by principal, which only loans of one currency share: one value for a single
 * currency, one line per currency ("GBP 4.25%") for several, never one figure over two currencies.
 */
export function perCurrencyFigure<E extends CurrencyEntry>(
  entries: readonly E[],
  valueOf: (entry: E) => string | null,
  format: (value: string | null) => string,
): string | string[] {
  if (entries.length === 0) return format(null);
  if (entries.length === 1) return format(valueOf(entries[0]!));
  return entries.map((entry) => `${entry.key} ${format(valueOf(entry))}`);
}
