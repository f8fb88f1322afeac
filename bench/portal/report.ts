/** Prints the measured figures as a Markdown table. */
import type { LoadResult } from './measure.ts';

export interface PageRow {
  label: string;
  path: string;
  profile: string;
  cold: LoadResult;
  warm: LoadResult;
  verdict: string;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');

export function printPageTable(rows: PageRow[]): void {
  console.log('');
  console.log(
    '| page | network | requests | on the wire KB | first paint s | usable s | warm: requests over the wire | warm usable s | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.label} \`${row.path}\` | ${row.profile} | ${row.cold.requests} | ${kb(row.cold.bytes)} | ${seconds(row.cold.firstContentfulPaint)} | ` +
        `${seconds(row.cold.usable)} | ${row.warm.crossed.length} (${kb(row.warm.bytes)} KB) | ${seconds(row.warm.usable)} | ${row.verdict} |`,
    );
  }
}

export function printCrossed(rows: PageRow[]): void {
  console.log('');
  console.log('Warm loads: requests that crossed the line (the rest came from the cache)');
  for (const row of rows)
    console.log(`  ${row.profile.padEnd(8)} ${row.label.padEnd(20)} ${row.warm.crossed.join(' ')}`);
}

export function printNavigation(
  rows: { profile: string; ms: number; verdict: string }[],
  from: string,
  to: string,
): void {
  console.log('');
  console.log(`| navigation \`${from}\` → \`${to}\` (menu click) | network | next page usable s | budget |`);
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| | ${row.profile} | ${seconds(row.ms)} | ${row.verdict} |`);
}

export function printRequests(rows: PageRow[]): void {
  console.log('');
  console.log('Cold loads: each request and its bytes on the wire, headers included');
  for (const row of rows) {
    console.log(`  ${row.profile} ${row.label}`);
    for (const request of row.cold.requestBytes)
      console.log(`    ${kb(request.bytes).padStart(6)} KB  ${request.path}`);
  }
}
