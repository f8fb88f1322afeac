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
 * Whether two sets of answer times, taken in pairs one right after the other, look the same from
 * outside: the median of the pairs' ratios within a factor of 1.5, or medians within 5 ms of each
 * other. Each pair shares the machine's load of its moment, so a burst of other work moves both of
 * its answers and not the verdict (a ratio of two medians let a few slow moments on one side decide).
 * At a few milliseconds a ratio is scheduling noise (CI saw 2.0 ms against 3.2 ms); what these tests
 * guard against (a password hash or a mail before the answer) costs tens of milliseconds on every pair.
 */
export function lookAlike(a: readonly number[], b: readonly number[]): { alike: boolean; detail: string } {
  if (a.length !== b.length) throw new Error('lookAlike compares samples taken in pairs');
  const [left, right] = [median(a), median(b)];
  const ratio = median(a.map((value, index) => value / b[index]!));
  const alike = Math.abs(left - right) < JITTER_FLOOR_MS || (ratio > 1 / 1.5 && ratio < 1.5);
  return {
    alike,
    detail: `medians ${left.toFixed(1)} ms and ${right.toFixed(1)} ms, median ratio of the pairs ${ratio.toFixed(2)}`,
  };
}
