/** Timing comparisons for tests: medians of samples taken in one run, compared as ratios. */

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Answers closer than this look alike over loopback whatever their ratio: on a busy two-core machine scheduling alone moves them by that much. */
const JITTER_FLOOR_MS = 5;

/**
 * Whether two sets of answer times look the same from outside: medians within a factor of 1.5,
 * or within 5 ms of each other. At a few milliseconds a ratio is scheduling noise (CI saw 2.0 ms
 * against 3.2 ms); what these tests guard against (a password hash or a mail before the answer)
 * costs tens of milliseconds.
 */
export function lookAlike(a: readonly number[], b: readonly number[]): { alike: boolean; detail: string } {
  const [left, right] = [median(a), median(b)];
  const ratio = left / right;
  const alike = Math.abs(left - right) < JITTER_FLOOR_MS || (ratio > 1 / 1.5 && ratio < 1.5);
  return { alike, detail: `medians ${left.toFixed(1)} ms and ${right.toFixed(1)} ms` };
}
