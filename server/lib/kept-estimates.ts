/**
 * Estimates of large sets, kept a short while per question. Past its bound a list's count, and an
 * off-grain marketplace summary, is an estimate the screen shows as "about"; working one out reads
 * thousands of rows, and a market's investors ask the same few filters over and over. An estimate
 * is therefore reused for ESTIMATE_KEPT_MS, so a busy filter costs one estimate per window rather
 * than one per request. An exact figure is never kept: it is counted afresh on every request.
 */

/** Long enough to spare a busy filter its reads; short enough that "about" stays near the truth. */
export const ESTIMATE_KEPT_MS = 30_000;

export interface KeptEstimates<Value> {
  /** The estimate kept for the question, unless it is older than the window. */
  get(key: string): Value | undefined;
  keep(key: string, value: Value): void;
}

/** At most `limit` questions are kept; the oldest kept goes first. `now` is the clock, in milliseconds. */
export function keptEstimates<Value>(
  limit = 500,
  keepMs = ESTIMATE_KEPT_MS,
  now: () => number = () => performance.now(),
): KeptEstimates<Value> {
  const kept = new Map<string, { value: Value; until: number }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      kept.delete(key);
      return undefined;
    },
    keep(key, value) {
      kept.delete(key);
      kept.set(key, { value, until: now() + keepMs });
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    },
  };
}
