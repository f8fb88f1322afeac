/**
 * The values a chart's value axis marks: from 0 to at least `max`, in round steps (1, 2 or 5 times a
 * power of ten) of about a quarter of `max`. With `wholeSteps` no step is below 1: half a loan is not a mark.
 */
export function valueTicks(max: number, { wholeSteps = false }: { wholeSteps?: boolean } = {}): number[] {
  if (!(max > 0)) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const step = wholeSteps ? Math.max(1, round) : round;
  const ticks: number[] = [];
  // Multiples rather than a running sum, and trimmed to 12 digits: 3 × 0.1 is 0.30000000000000004 in floats.
  for (let index = 0; index * step < max + step; index += 1) ticks.push(Number((index * step).toPrecision(12)));
  return ticks;
}
