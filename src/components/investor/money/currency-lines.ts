/** Money of several currencies is never added up: one line per currency, "GBP 12,345,678.00". */
import { formatDecimal } from '@/lib/format-decimal';

export interface CurrencyEntry {
  /** ISO 4217 code. */
  key: string;
}

/** One line per currency in the answer's order; `fallback` (a figure of nothing) when there is no currency at all. */
export function currencyLines<E extends CurrencyEntry>(
  entries: readonly E[],
  amountOf: (entry: E) => string,
  fallback: string,
): string[] {
  if (entries.length === 0) return [formatDecimal(fallback, 2)];
  return entries.map((entry) => `${entry.key} ${formatDecimal(amountOf(entry), 2)}`);
}
