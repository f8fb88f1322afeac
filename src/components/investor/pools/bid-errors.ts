/** A refused bid's errors in a banker's words: "Row 4, price_pct: …" for an upload, "Line 3: …" for the form. */
import { BID_TEXT as T } from './bid-text';

export interface BidProblem {
  key: string;
  where: string;
  message: string;
}

function whereOf(key: string): string {
  const row = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
  if (row) return row[2] ? `${T.row(row[1]!)}, ${row[2]}` : T.row(row[1]!);
  const line = /^lines\.(\d+)/.exec(key);
  if (line) return T.lineEntry(Number(line[1]));
  return key === 'file' ? T.file : T.wholeBid;
}

/** Rows in file order, the bid as a whole last. */
export function bidProblems(errors: Record<string, string[]>): BidProblem[] {
  const order = (key: string) => Number(/^(?:rows|lines)\.(\d+)/.exec(key)?.[1] ?? Number.MAX_SAFE_INTEGER);
  return Object.entries(errors)
    .sort(([a], [b]) => order(a) - order(b))
    .flatMap(([key, messages]) => messages.map((message) => ({ key, where: whereOf(key), message })));
}
