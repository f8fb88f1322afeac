/**
 * The bank dashboard's money per currency: the principal of each status as one line per currency,
 * the column's total per currency, and the volume sold split by currency. Amounts of two currencies
 * are never added together.
 */
import { sumDecimals } from './sum-decimals';
import type { MonthVolume } from './month-volumes';

export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/** The totals per currency of several lists of amounts, in the order of `currencies`. */
export function totalsByCurrency(
  currencies: readonly string[],
  lists: readonly (readonly CurrencyAmount[])[],
): CurrencyAmount[] {
  return currencies.map((currency) => ({
    currency,
    amount: sumDecimals(
      lists.flatMap((list) => list.filter((entry) => entry.currency === currency).map((e) => e.amount)),
    ),
  }));
}

/** The months sold, one series per currency, the currencies in alphabetical order. */
export function volumesByCurrency(
  months: readonly (MonthVolume & { currency: string })[],
): { currency: string; months: MonthVolume[] }[] {
  const currencies = [...new Set(months.map((entry) => entry.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    months: months
      .filter((entry) => entry.currency === currency)
      .map(({ month, count, amount }) => ({ month, count, amount })),
  }));
}
