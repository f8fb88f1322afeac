/**
 * The bid being typed: a price text and an exclusion per line, and what it comes to, worked out with
 * the server's own rules (src/domain/pools/binding-bid.ts) so the running total is the one saved.
 */
import { lineAmountMinor, minorToDecimal, parseBidPrice, principalMinor } from '@/domain/pools/binding-bid';
import type { BidBody, BidLine } from '@/lib/api/pool-bids';

export interface BidDraft {
  prices: string[];
  excluded: boolean[];
}

export interface DraftFigures {
  total: string;
  priced: number;
  excluded: number;
  /** Lines with a price the rules refuse. */
  invalid: number;
  /** Lines with neither a price nor an exclusion. */
  open: number;
}

export const draftFrom = (lines: readonly BidLine[]): BidDraft => ({
  prices: lines.map((line) => line.price_pct ?? ''),
  excluded: lines.map((line) => line.excluded),
});

/** Each line's principal in minor units, read once per pool. */
export const principalsOf = (lines: readonly BidLine[], currency: string): bigint[] =>
  lines.map((line) => principalMinor(line.current_principal, currency));

export function lineAmount(principal: bigint, price: string): bigint | null {
  const units = parseBidPrice(price);
  return units === null ? null : lineAmountMinor(principal, units);
}

export function draftFigures(draft: BidDraft, principals: readonly bigint[], currency: string): DraftFigures {
  let total = 0n;
  let priced = 0;
  let excluded = 0;
  let invalid = 0;
  let open = 0;
  draft.prices.forEach((price, index) => {
    if (draft.excluded[index]) excluded += 1;
    else if (price.trim() === '') open += 1;
    else {
      const amount = lineAmount(principals[index]!, price);
      if (amount === null) invalid += 1;
      else {
        total += amount;
        priced += 1;
      }
    }
  });
  return { total: minorToDecimal(total, currency), priced, excluded, invalid, open };
}

export function draftBody(draft: BidDraft, version: number | null): BidBody {
  const lines = draft.prices.map((price, index) =>
    draft.excluded[index] ? { line: index + 1, excluded: true } : { line: index + 1, price_pct: price.trim() },
  );
  return version === null ? { lines } : { lines, version };
}

/** Every line not yet priced nor excluded gets `price`. */
export const fillOpenLines = (draft: BidDraft, price: string): BidDraft => ({
  ...draft,
  prices: draft.prices.map((current, index) => (current.trim() === '' && !draft.excluded[index] ? price : current)),
});
