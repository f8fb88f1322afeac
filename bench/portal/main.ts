/**
 * `npm run bench:portal`: loads the built portal, served by the product's own
 * server, in Chromium under DevTools network throttling; prints requests, bytes
 * on the wire, first paint and "usable" for each page (cold and warm cache), a
 * menu navigation, and the Lighthouse scores of every page it loads, each page signed in as its
 * own user (pages.ts); exits 1 when a budget of bench/budgets.json is broken or a load logs an error.
 *
 * Options: --runs=N (default 3; the budgets' profile takes the median of N runs,
 * the other profiles one run each, to keep the whole run within about four
 * minutes), --profile=slow (Slow 3G only), --no-lighthouse, --pages=login,admin
 * (only the pages whose label contains one of the words; no navigation unless
 * "navigation" is one of them), --detail (each request of the cold loads, with its bytes),
 * --lighthouse-runs=N (Lighthouse N times on each of its pages, every run held to the budget; default 1).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/support/browser.ts';
import { overBudget, readBudgets } from './budgets.ts';
import { measureNavigation, measurePage, type LoadResult } from './measure.ts';
import { NAVIGATION, PAGES } from './pages.ts';
import { PROFILES, SLOW_3G } from './profiles.ts';
import { printCrossed, printNavigation, printPageTable, printRequests, type PageRow } from './report.ts';
import { buildPortalWhenStale, startPortal } from './server.ts';
import { sessions } from './sessions.ts';
import { median, medianBy } from './stats.ts';

const args = process.argv.slice(2);
const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);
const profiles = args.includes('--profile=slow') ? [SLOW_3G] : PROFILES;
const withLighthouse = !args.includes('--no-lighthouse');
const lighthouseRuns = Number(
  /^--lighthouse-runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--lighthouse-runs=')) ?? '')?.[1] ?? 1,
);
const pageWords = args
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .filter(Boolean);
const pages = pageWords ? PAGES.filter((page) => pageWords.some((word) => page.label.includes(word))) : PAGES;
const withNavigation = !pageWords || pageWords.includes('navigation');
const detail = args.includes('--detail');

/** The run of median usable time, with the median of each figure. */
function summarise(loads: LoadResult[]): LoadResult {
  const typical = medianBy(loads, (load) => load.usable);
  return {
    requests: median(loads.map((load) => load.requests)),
    bytes: median(loads.map((load) => load.bytes)),
    firstContentfulPaint: median(loads.map((load) => load.firstContentfulPaint)),
    usable: typical.usable,
    crossed: typical.crossed,
    requestBytes: typical.requestBytes,
    errors: [...new Set(loads.flatMap((load) => load.errors))],
  };
}

const budgets = readBudgets();
const broken: string[] = [];
const started = Date.now();
await buildPortalWhenStale();
const portal = await startPortal();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const sessionOf = sessions(portal.baseUrl);
  const rows: PageRow[] = [];
  const navigation: { profile: string; ms: number; verdict: string }[] = [];
  for (const profile of profiles) {
    const judged = profile.name === budgets.profile;
    const count = judged ? runs : 1;
    for (const page of pages) {
      const results = [];
      const state = page.account ? await sessionOf(page.account) : undefined;
      for (let run = 0; run < count; run += 1)
        results.push(await measurePage(browser, portal.baseUrl, page, profile, state));
      const cold = summarise(results.map((result) => result.cold));
      const warm = summarise(results.map((result) => result.warm));
      const budget = budgets.pages[page.budget];
      const problems = judged
        ? [
            overBudget(`${page.label}: bytes`, cold.bytes, budget.bytes, 'B'),
            overBudget(`${page.label}: usable`, cold.usable, budget.usableMs, 'ms'),
            overBudget(`${page.label}: warm usable`, warm.usable, budgets.warmUsableMs, 'ms'),
          ].filter((problem): problem is string => problem !== null)
        : [];
      // A page logs no error for its own user, on any profile: an error there is a call that user may not make.
      const errors = [...new Set([...cold.errors, ...warm.errors])];
      problems.push(...errors.map((error) => `${page.label} as ${page.account ?? 'a guest'}: ${error}`));
      broken.push(...problems);
      rows.push({
        label: page.label,
        path: page.path,
        profile: profile.name,
        cold,
        warm,
        verdict: judged ? (problems.length ? 'OVER' : 'ok') : '',
      });
    }
    if (!withNavigation) continue;
    const times = [];
    for (let run = 0; run < count; run += 1)
      times.push(await measureNavigation(browser, portal.baseUrl, profile, await sessionOf(NAVIGATION.account)));
    const ms = median(times);
    const problem = judged ? overBudget('navigation', ms, budgets.navigationMs, 'ms') : null;
    if (problem) broken.push(problem);
    navigation.push({ profile: profile.name, ms, verdict: judged ? (problem ? 'OVER' : 'ok') : '' });
  }
  printPageTable(rows);
  if (withNavigation) printNavigation(navigation, NAVIGATION.from, NAVIGATION.to);
  printCrossed(rows);
  if (detail) printRequests(rows);
  if (withLighthouse) {
    const { runLighthouse } = await import('./lighthouse.ts');
    broken.push(...(await runLighthouse(portal.baseUrl, sessionOf, budgets.lighthouse, pages, lighthouseRuns)));
  }
} finally {
  await browser.close();
  await portal.stop();
}

console.log('');
console.log(
  `Budgets (bench/budgets.json, judged on ${budgets.profile}, median of ${runs}); run took ${Math.round((Date.now() - started) / 1000)} s`,
);
if (broken.length) {
  for (const problem of broken) console.log(`  OVER BUDGET ${problem}`);
  process.exit(1);
}
console.log('  all within budget');
