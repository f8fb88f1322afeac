import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightTally, tallyLine, total, vitestTally, type VitestReport } from '../../../scripts/test-tally.ts';

/** Runs vitest on the fixture suite and returns its JSON report. */
function runFixtureSuite(): { report: VitestReport; ok: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-tally-'));
  try {
    const output = join(dir, 'report.json');
    const run = spawnSync(
      'node_modules/.bin/vitest',
      [
        'run',
        '--config',
        'tests/unit/scripts/fixtures/test-counting/vitest.config.ts',
        '--reporter=json',
        `--outputFile.json=${output}`,
      ],
      { encoding: 'utf8' },
    );
    return { report: JSON.parse(readFileSync(output, 'utf8')) as VitestReport, ok: run.status === 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the counts npm test closes with', () => {
  it(
    'count a passed, a failed and a skipped test, and a file that fails to load as a failure',
    { timeout: 60_000 },
    () => {
      const { report, ok } = runFixtureSuite();
      expect(ok).toBe(false);
      expect(vitestTally(report, ok)).toEqual({ stage: 'vitest', passed: 1, failed: 2, skipped: 1 });
    },
  );

  it('count a failed run without a report, or without a failed test, as one failure', () => {
    expect(vitestTally(null, false).failed).toBe(1);
    const clean = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] };
    expect(vitestTally(clean, true).failed).toBe(0);
    expect(vitestTally(clean, false).failed).toBe(1);
  });

  it('count Playwright skips, flaky tests and spec files that fail to load', () => {
    const report = {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'SyntaxError in a spec' }],
    };
    expect(playwrightTally(report, false)).toEqual({ stage: 'playwright', passed: 5, failed: 3, skipped: 2 });
    expect(
      playwrightTally({ stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] }, false).failed,
    ).toBe(1);
  });

  it('close with one line that .ci/run can add up', () => {
    const sums = total([
      { stage: 'lint', passed: 1, failed: 0, skipped: 0 },
      { stage: 'vitest', passed: 7, failed: 2, skipped: 3 },
    ]);
    expect(tallyLine(sums)).toBe('8 passed, 2 failed, 3 skipped');
    expect(tallyLine(sums)).toMatch(/^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$/);
  });
});
