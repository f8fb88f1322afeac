/**
 * `npm test`: lint, type check, unit and API tests (vitest), end-to-end tests
 * (Playwright). Every stage runs even when an earlier one fails, so one run
 * reports everything; the last line adds up the counts as `N passed, N failed`.
 * A lint or type-check stage counts as one check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
}

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });
const bin = (name: string) => `node_modules/.bin/${name}`;

function run(command: string, args: string[]): boolean {
  process.stdout.write(`\n> ${[command, ...args].join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return result.status === 0;
}

function check(stage: string, command: string, args: string[]): Tally {
  const ok = run(command, args);
  return { stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

function vitest(): Tally {
  const report = `${RESULTS}/vitest.json`;
  rmSync(report, { force: true });
  const ok = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const json = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(report);
  if (!json) return { stage: 'vitest', passed: 0, failed: 1, skipped: 0 };
  // A file that fails to load has no failed test but fails the run: count it.
  const failed = json.numFailedTests + (!ok && json.numFailedTests === 0 ? 1 : 0);
  return { stage: 'vitest', passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests };
}

function playwright(): Tally {
  const report = `${RESULTS}/e2e-report.json`;
  rmSync(report, { force: true });
  const ok = run(bin('playwright'), ['test']);
  const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
  if (!json) return { stage: 'playwright', passed: 0, failed: 1, skipped: 0 };
  const failed = json.stats.unexpected + json.stats.flaky + (!ok && json.stats.unexpected === 0 ? 1 : 0);
  return { stage: 'playwright', passed: json.stats.expected, failed, skipped: json.stats.skipped };
}

const tallies: Tally[] = [
  check('lint', bin('eslint'), ['.']),
  check('astro check', bin('astro'), ['check', '--minimumSeverity', 'warning']),
  check('tsc', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  vitest(),
  playwright(),
];

const database = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
process.stdout.write(`\nSummary (${database}):\n`);
for (const t of tallies) {
  process.stdout.write(`  ${t.stage.padEnd(12)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}\n`);
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
