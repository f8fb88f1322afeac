/**
 * A bar chart's text alternative in one sentence or three, for its aria-label: what it charts, how
 * many bars, the highest and the lowest with their figures as a person reads them. The table next
 * to the chart carries the rest.
 */
import { BAR_CHART_TEXT as TEXT } from './bar-chart-text';

export interface SummaryEntry {
  /** Full words: "New York (NY)", not the axis's "NY". */
  label: string;
  /** The figure as the table shows it: "USD 1,200.00", "3". */
  figure: string;
  /** Only to rank the entries. */
  value: number;
}

/** The first entry that `better` prefers to every other. */
function pick(entries: readonly SummaryEntry[], better: (a: SummaryEntry, b: SummaryEntry) => boolean): SummaryEntry {
  return entries.reduce((kept, entry) => (better(entry, kept) ? entry : kept));
}

/** `drawn`: how many of the entries the chart draws when it keeps only the largest (the table lists them all). */
export function barSummary(title: string, entries: readonly SummaryEntry[], drawn = entries.length): string {
  const sentences = [
    `${title}, ${drawn < entries.length ? TEXT.largestDrawn(drawn, entries.length) : TEXT.barChart(entries.length)}`,
  ];
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only) sentences[0] += `: ${only.label}, ${only.figure}`;
  if (entries.length > 1) {
    const highest = pick(entries, (a, b) => a.value > b.value);
    const lowest = pick(entries, (a, b) => a.value < b.value);
    sentences.push(
      `${TEXT.highest}: ${highest.label}, ${highest.figure}`,
      `${TEXT.lowest}: ${lowest.label}, ${lowest.figure}`,
    );
  }
  return `${sentences.join('. ')}. ${TEXT.inTable}`;
}
