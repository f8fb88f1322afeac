/**
 * With SEED_TIMING=1, the seed prints how long each of its steps took (on stderr), so the cost of
 * a large book can be split between statements, indexes and statistics without a profiler.
 */
const enabled = process.env.SEED_TIMING === '1';

export async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  if (!enabled) return step();
  const started = performance.now();
  try {
    return await step();
  } finally {
    process.stderr.write(`seed: ${label} ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
