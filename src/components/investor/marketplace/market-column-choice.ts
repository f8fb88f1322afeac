/** The marketplace columns a buyer chose to see besides the pricing ones, remembered on the device. */
import { persistentAtom } from '@nanostores/persistent';

export const MARKET_COLUMNS_KEY = 'dealledger.marketplace.columns';

function decode(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const $chosenMarketColumns = persistentAtom<string[]>(MARKET_COLUMNS_KEY, [], {
  encode: JSON.stringify,
  decode,
});

export function toggleMarketColumn(key: string, shown: boolean): void {
  const chosen = $chosenMarketColumns.get().filter((item) => item !== key);
  $chosenMarketColumns.set(shown ? [...chosen, key] : chosen);
}
