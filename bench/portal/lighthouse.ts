/**
 * Lighthouse (mobile defaults) on every page the benchmark loads, in the same
 * Chromium as the rest of the benchmark; prints the scores and returns the
 * budgets they break. A signed-in page is measured as its own user meets it:
 * that account signed in on this browser, so remembered on the device, with the HTTP cache
 * emptied (Lighthouse empties the cache but keeps cookies and local storage). The pages
 * are audited account by account; the browser forgets one account before the next signs in.
 * With several runs per page (`--lighthouse-runs=N`), every run is printed and held to the
 * budget: the simulated throttling follows what the unthrottled trace saw, which moves with
 * the machine's load, and a score has to hold in each run. Two reference pages (reference-page.ts) are
 * audited as often before and after the portal's pages, held to nothing: an empty page, and the sign-in
 * page without its scripts; what they lose, the machine costs.
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { KNOWN_USER_KEY } from '../../src/stores/known-user.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/browser.ts';
import type { StorageState } from './measure.ts';
import { SCRIPTLESS_PATH, serveReferencePages } from './reference-page.ts';
import type { BenchAccountName, BenchPage } from './pages.ts';
import type { SessionOf } from './sessions.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/**
 * Forgets whoever was signed in on the browser (cookies, local and session storage), then, for an
 * account, puts its session into the browser and opens its first page once, as the user did after signing in.
 */
async function switchAccount(port: number, baseUrl: string, state: StorageState | undefined, path: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' });
    await context.clearCookies();
    if (state) {
      await context.addCookies(state.cookies);
      await page.goto(`${baseUrl}${path}`);
      await page.locator('html:not([data-guard])').waitFor({ state: 'attached' });
      await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, KNOWN_USER_KEY);
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The pages grouped by the account they are loaded as, in the order each account first appears. */
function byAccount<T extends { account: BenchAccountName | null }>(targets: readonly T[]): T[][] {
  const groups = new Map<BenchAccountName | null, T[]>();
  for (const target of targets) groups.set(target.account, [...(groups.get(target.account) ?? []), target]);
  return [...groups.values()];
}

type Audits = Record<string, { details?: unknown } | undefined>;

/** What the console errors and the browser's issues were, since they cost best-practices points. */
function explain(audits: Audits, path: string): string[] {
  const lines: string[] = [];
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const details = audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
    for (const item of details?.items ?? []) {
      const sub = (item['subItems'] as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      const text = [item['description'], item['issueType'], item['url'], ...sub.map((entry) => JSON.stringify(entry))]
        .filter(Boolean)
        .join(' ');
      lines.push(`  ${path} ${id}: ${text}`.slice(0, 300));
    }
  }
  return lines;
}

interface NodeDetail {
  type?: string;
  nodeLabel?: string;
  snippet?: string;
  items?: NodeDetail[];
  node?: NodeDetail;
  score?: number;
}

/** An element as the table can show it: its text, or its tag when it has none. */
const nodeName = (node: NodeDetail | undefined) =>
  JSON.stringify((node?.nodeLabel || node?.snippet || '?').replace(/\s+/g, ' ').slice(0, 50));

/** Which element was the largest paint and which ones moved, when those cost points: the places to fix. */
function culprits(audits: Audits, lost: string[]): string[] {
  return lost.map((entry) => {
    if (entry.startsWith('largest-contentful-paint ')) {
      const details = audits['lcp-breakdown-insight']?.details as NodeDetail | undefined;
      const node = details?.items?.find((item) => item.type === 'node');
      return node ? `${entry} on ${nodeName(node)}` : entry;
    }
    if (entry.startsWith('cumulative-layout-shift ')) {
      const details = audits['layout-shifts']?.details as NodeDetail | undefined;
      const moved = (details?.items ?? []).map((item) => `${nodeName(item.node)} ${item.score?.toFixed(3)}`);
      return moved.length ? `${entry}: ${moved.join('; ')}` : entry;
    }
    return entry;
  });
}

type Target = Pick<BenchPage, 'label' | 'path' | 'account'>;

/** Attempts at a page before a failed trace counts as its result. */
const TRACE_ATTEMPTS = 3;

/**
 * Lighthouse on one URL. A run whose trace failed (NO_NAVSTART: "Please run Lighthouse again") measured
 * nothing, so it is run again, up to TRACE_ATTEMPTS in all; the failures are returned to be shown.
 */
async function lighthouseRun(port: number, url: string) {
  const failures: string[] = [];
  for (;;) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error || failures.length + 1 >= TRACE_ATTEMPTS) return { lhr: result.lhr, failures };
    failures.push(error.code);
  }
}

/** One Lighthouse run of a page: its table row, the budgets it breaks and what cost best-practices points. */
async function auditOnce(port: number, baseUrl: string, target: Target, label: string, budget: Record<string, number>) {
  const { lhr, failures } = await lighthouseRun(port, `${baseUrl}${target.path}`);
  const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
  const costly = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .filter((audit) =>
      CATEGORIES.some((category) =>
        lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      ),
    )
    .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
  const lost = culprits(lhr.audits, costly);
  // A run that failed (no paint seen, a page that hung) scores 0: say why rather than show a bare 0.
  if (lhr.runtimeError) lost.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  lost.push(...lhr.runWarnings.map((warning) => `warning: ${warning}`));
  if (failures.length) lost.push(`run again after ${failures.length} failed trace(s): ${failures.join(', ')}`);
  const broken = CATEGORIES.flatMap((category, index) => {
    const limit = budget[category] ?? 0;
    return (scores[index] ?? 0) < limit ? [`Lighthouse ${category} on ${label}: ${scores[index]} < ${limit}`] : [];
  });
  return {
    row: `| ${label} \`${target.path}\` as ${target.account ?? 'a guest'} | ${scores.join(' | ')} | ${lost.join(', ') || '–'} |`,
    broken,
    notes: explain(lhr.audits, target.path),
    performance: scores[0] ?? 0,
    blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const REFERENCES: Target[] = [
  { label: 'reference: an empty page', path: '/', account: null },
  { label: 'reference: the sign-in page without its scripts', path: SCRIPTLESS_PATH, account: null },
];

type ReferenceAudit = { label: string; performance: number; blockingMs: number };

/**
 * Audits the pages of reference-page.ts: their rows show what this machine costs a page that does
 * nothing, and one of the portal's documents with its stylesheet but no script; held to no budget.
 * Run before and after the portal's pages, since the machine's load moves during the run.
 */
async function auditReferences(port: number, referenceUrl: string, runs: number, when: string) {
  const audits: ReferenceAudit[] = [];
  for (const reference of REFERENCES) {
    for (let run = 1; run <= runs; run += 1) {
      const audit = await auditOnce(port, referenceUrl, reference, `${reference.label}, ${when} (run ${run})`, {});
      console.log(audit.row.replace(/ \|$/, `; host benchmark index ${audit.benchmarkIndex} |`));
      audits.push({ label: reference.label, performance: audit.performance, blockingMs: audit.blockingMs });
    }
  }
  return audits;
}

/** A line per reference page on its scores, so a reader can tell the machine's lost points from a page's. */
function referenceSummary(audits: ReferenceAudit[]): string[] {
  return REFERENCES.map(({ label }) => {
    const own = audits.filter((audit) => audit.label === label);
    const scores = own.map((audit) => audit.performance);
    const blocking = Math.max(...own.map((audit) => audit.blockingMs));
    return `${label}: ${Math.min(...scores)} to ${Math.max(...scores)} in performance in this run, total blocking time up to ${blocking} ms.`;
  });
}

export async function runLighthouse(
  baseUrl: string,
  sessionOf: SessionOf,
  budget: Record<string, number>,
  targets: readonly Target[],
  runs = 1,
): Promise<string[]> {
  const chrome = await launch({
    chromePath: chromiumExecutable() ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const broken: string[] = [];
  const notes: string[] = [];
  const reference = await serveReferencePages(baseUrl);
  try {
    console.log('');
    console.log('| Lighthouse 13, mobile | performance | accessibility | best practices | what cost points |');
    console.log('|---|---|---|---|---|');
    const referenceAudits = await auditReferences(chrome.port, reference.url, runs, 'first');
    for (const group of byAccount(targets)) {
      const { account, path } = group[0] ?? { account: null, path: '/' };
      await switchAccount(chrome.port, baseUrl, account ? await sessionOf(account) : undefined, path);
      for (const target of group) {
        for (let run = 1; run <= runs; run += 1) {
          const label = runs > 1 ? `${target.label} (run ${run})` : target.label;
          const audit = await auditOnce(chrome.port, baseUrl, target, label, budget);
          console.log(audit.row);
          broken.push(...audit.broken);
          notes.push(...audit.notes);
        }
      }
    }
    referenceAudits.push(...(await auditReferences(chrome.port, reference.url, runs, 'last')));
    if (notes.length) console.log(['', ...notes].join('\n'));
    console.log('');
    console.log(referenceSummary(referenceAudits).join('\n'));
  } finally {
    chrome.kill();
    await reference.stop();
  }
  return broken;
}
