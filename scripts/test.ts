/**
 * `npm test`: format check (Prettier), lint, type check, unit and API tests (vitest), end-to-end tests
 * (Playwright). Every stage runs even when an earlier one fails, so one run
 * reports everything; the last line adds up the counts as `N passed, N failed, N skipped`.
 * A format, lint or type-check stage counts as one check; a test file that fails to load, as one failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  playwrightTally,
  tallyLine,
  total,
  vitestTally,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from './test-tally.ts';

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

/**
 * `TEST_SCOPE=database` runs only what touches a database (the API and end-to-end tests):
 * `.ci/run` uses it for its second pass on PostgreSQL, since lint, the type checks and the unit
 * tests would only repeat the first pass's answers.
 */
const databaseOnly = process.env['TEST_SCOPE'] === 'database';

function vitest(): Tally {
  const report = `${RESULTS}/vitest.json`;
  rmSync(report, { force: true });
  const projects = databaseOnly ? ['--project', 'api'] : [];
  const ok = run(bin('vitest'), [
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return vitestTally(readJson<VitestReport>(report), ok);
}

function playwright(): Tally {
  const report = `${RESULTS}/e2e-report.json`;
  rmSync(report, { force: true });
  const ok = run(bin('playwright'), ['test']);
  return playwrightTally(readJson<PlaywrightReport>(report), ok);
}

/** Runs one stage and notes how long it took, so a slow stage shows in every run's summary. */
function timed(stage: () => Tally): Tally & { seconds: number } {
  const started = performance.now();
  const tally = stage();
  return { ...tally, seconds: Math.round((performance.now() - started) / 1000) };
}

const staticChecks = databaseOnly
  ? []
  : [
      timed(() => check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'])),
      timed(() => check('lint', bin('eslint'), ['.'])),
      timed(() => check('astro check', bin('astro'), ['check', '--minimumSeverity', 'warning'])),
      timed(() => check('tsc', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])),
    ];
const tallies = [...staticChecks, timed(vitest), timed(playwright)];

const database = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
process.stdout.write(`\nSummary (${database}):\n`);
for (const t of tallies) process.stdout.write(`  ${t.stage.padEnd(12)} ${tallyLine(t).padEnd(36)} ${t.seconds} s\n`);
const sums = total(tallies);
process.stdout.write(`${tallyLine(sums)}\n`);
process.exit(sums.failed === 0 ? 0 : 1);
