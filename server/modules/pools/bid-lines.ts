/**
 * Checks a binding bid's entries against the pool's lines, wherever they came from (JSON or a CSV
 * upload): every line priced or excluded exactly once, exclusions within the pool's limit; and works
 * out each line's amount in minor units and the total as their exact sum. Every problem is reported at
 * once, under the key of the entry that has it, so nothing is saved from a bid with any error.
 */
import {
  BID_MESSAGES,
  lineAmountMinor,
  parseBidPrice,
  principalMinor,
  readExcludedFlag,
} from '../../../src/domain/pools/binding-bid.ts';
import type { FieldErrors } from '../../lib/http-errors.ts';
import type { PoolLine } from './tape-lines.ts';

/** One entry as sent: its line, its price text (empty when none) and its exclusion. */
export interface BidEntry {
  /** The line as written; a number for JSON, text for a CSV cell. */
  line: string;
  priceText: string;
  /** The excluded flag as sent: a boolean from JSON, a cell's text from a CSV. */
  excluded: boolean | string;
  /** Where the entry sits, to name it in errors: "lines.3" or "rows.4". */
  at: string;
  /** The CSV row number or the JSON index + 1, for "already priced on row n". */
  position: number;
}

export interface CheckedLine {
  loanId: number;
  excluded: boolean;
  priceUnits: bigint | null;
  amountMinor: bigint;
}

export interface CheckedBid {
  lines: CheckedLine[];
  totalMinor: bigint;
  excludedCount: number;
}

export type BidCheck = { ok: true; bid: CheckedBid } | { ok: false; errors: FieldErrors };

const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);

export function checkBidEntries(
  entries: Iterable<BidEntry>,
  poolLines: readonly PoolLine[],
  currency: string,
  exclusionLimit: number,
  /** The key that names the bid as a whole (missing lines, too many exclusions). */
  wholeKey: string,
): BidCheck {
  const errors: FieldErrors = {};
  const seenAt = new Map<number, number>();
  const chosen: (CheckedLine | undefined)[] = new Array(poolLines.length);
  let excludedCount = 0;
  let totalMinor = 0n;
  for (const entry of entries) {
    const lineText = entry.line.trim();
    const line = /^\d{1,9}$/.test(lineText) ? Number(lineText) : NaN;
    const poolLine = poolLines[line - 1];
    if (!poolLine) {
      add(errors, `${entry.at}.line`, BID_MESSAGES.unknownLine(lineText, poolLines.length));
      continue;
    }
    const first = seenAt.get(line);
    if (first !== undefined) {
      add(errors, `${entry.at}.line`, BID_MESSAGES.repeatedLine(line, first));
      continue;
    }
    seenAt.set(line, entry.position);
    const excluded = typeof entry.excluded === 'boolean' ? entry.excluded : readExcludedFlag(entry.excluded);
    if (excluded === null) {
      add(errors, `${entry.at}.excluded`, BID_MESSAGES.excludedFlag);
      continue;
    }
    const priceText = entry.priceText.trim();
    if (excluded) {
      if (priceText !== '') add(errors, `${entry.at}.price_pct`, BID_MESSAGES.priceOrExclusion);
      else chosen[line - 1] = { loanId: poolLine.loanId, excluded: true, priceUnits: null, amountMinor: 0n };
      excludedCount += 1;
      continue;
    }
    if (priceText === '') {
      add(errors, `${entry.at}.price_pct`, BID_MESSAGES.missingPrice);
      continue;
    }
    const priceUnits = parseBidPrice(priceText);
    if (priceUnits === null) {
      add(errors, `${entry.at}.price_pct`, BID_MESSAGES.price);
      continue;
    }
    const amountMinor = lineAmountMinor(principalMinor(poolLine.currentPrincipal, currency), priceUnits);
    chosen[line - 1] = { loanId: poolLine.loanId, excluded: false, priceUnits, amountMinor };
    totalMinor += amountMinor;
  }
  const missing: number[] = [];
  for (let index = 0; index < poolLines.length; index++) if (!seenAt.has(index + 1)) missing.push(index + 1);
  if (missing.length > 0) add(errors, wholeKey, BID_MESSAGES.missingLines(missing));
  if (excludedCount > exclusionLimit)
    add(errors, wholeKey, BID_MESSAGES.tooManyExclusions(excludedCount, exclusionLimit));
  else if (poolLines.length > 0 && excludedCount === poolLines.length)
    add(errors, wholeKey, BID_MESSAGES.nothingPriced);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, bid: { lines: chosen as CheckedLine[], totalMinor, excludedCount } };
}
