/** Counts of one `npm test` stage from the runners' JSON reports, and the closing line. */

export interface Tally {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Errors outside any test, such as a spec file that fails to load. */
  errors?: unknown[];
}

const missingReport = (stage: string): Tally => ({ stage, passed: 0, failed: 1, skipped: 0 });

/** A file that fails to load has no test result of its own: each counts as one failure. */
export function vitestTally(report: VitestReport | null, exitedOk: boolean): Tally {
  if (!report) return missingReport('vitest');
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + unloaded;
  return {
    stage: 'vitest',
    passed: report.numPassedTests,
    failed: failed + (!exitedOk && failed === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightTally(report: PlaywrightReport | null, exitedOk: boolean): Tally {
  if (!report) return missingReport('playwright');
  const failed = report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0);
  return {
    stage: 'playwright',
    passed: report.stats.expected,
    failed: failed + (!exitedOk && failed === 0 ? 1 : 0),
    skipped: report.stats.skipped,
  };
}

export const tallyLine = (t: Pick<Tally, 'passed' | 'failed' | 'skipped'>) =>
  `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`;

export function total(tallies: readonly Tally[]): Omit<Tally, 'stage'> {
  const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
  return { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') };
}
