/**
 * Reads a data tape from disk as named records, one at a time: the header row is checked
 * first (missing and unknown columns), then each data row comes out as
 * {rowNumber, record, problems}. Never holds the file: memory stays that of one row.
 * Throws TapeRefusal (a message for the user) for an empty, binary, oversized or too-long file.
 */
import { csvRows } from './csv-rows.ts';
import { checkHeader, type CellProblem } from './header.ts';
import { TAPE_LIMITS, type TapeLimits } from './limits.ts';
import { TAPE_MESSAGES } from './messages.ts';
import type { RawRow, ReadProgress } from './raw-row.ts';
import { TapeRefusal } from './refusal.ts';
import { xlsxRows } from './xlsx-rows.ts';

export type TapeFormat = 'csv' | 'xlsx';

export interface TapeRow {
  rowNumber: number;
  /** Every template column the header names, trimmed; absent cells are ''. */
  record: Record<string, string>;
  /** Problems of the row's shape (more values than columns); value problems are validation's. */
  problems: CellProblem[];
}

export interface OpenedTape {
  /** Problems of the header row (row 1): missing, unknown or repeated columns. */
  headerProblems: CellProblem[];
  /** A required column is missing: `rows` yields nothing. */
  unusable: boolean;
  rows: AsyncGenerator<TapeRow>;
}

/** The format from the file name; null when it is neither. */
export function tapeFormatOf(fileName: string): TapeFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Values past the header's last column: a problem of the row's shape, unless they are all blank. */
function extraValueProblems(rowNumber: number, cells: readonly string[], width: number): CellProblem[] {
  const extra = cells.slice(width);
  if (extra.every((cell) => cell.trim() === '')) return [];
  const problem = {
    rowNumber,
    column: `column ${width + 1}`,
    value: extra.join(' '),
    message: TAPE_MESSAGES.extraValues(width + extra.length, width),
  };
  return [problem];
}

async function* namedRows(
  raw: AsyncGenerator<RawRow>,
  columns: (string | null)[],
  maxRows: number,
): AsyncGenerator<TapeRow> {
  let count = 0;
  const width = columns.length;
  try {
    for await (const { rowNumber, cells } of raw) {
      if (isBlank(cells)) continue;
      count += 1;
      if (count > maxRows) throw new TapeRefusal(TAPE_MESSAGES.tooManyRows(maxRows));
      const record: Record<string, string> = {};
      for (let index = 0; index < width; index++) {
        const column = columns[index];
        if (column) record[column] = (cells[index] ?? '').trim();
      }
      yield { rowNumber, record, problems: cells.length > width ? extraValueProblems(rowNumber, cells, width) : [] };
    }
  } finally {
    await raw.return(undefined);
  }
  if (count === 0) throw new TapeRefusal(TAPE_MESSAGES.noRows);
}

/** `progress` is moved on as the file is read: how far through the file the rows come from. */
export async function openTape(
  path: string,
  format: TapeFormat,
  limits: TapeLimits = TAPE_LIMITS,
  progress: ReadProgress = { bytesRead: 0 },
): Promise<OpenedTape> {
  const raw = format === 'csv' ? csvRows(path, limits.maxBytes, progress) : xlsxRows(path, limits, progress);
  let first = await raw.next();
  while (!first.done && isBlank(first.value.cells)) first = await raw.next();
  if (first.done) throw new TapeRefusal(TAPE_MESSAGES.empty);
  const header = checkHeader(first.value.cells, first.value.rowNumber);
  if (header.fatal) {
    await raw.return(undefined);
    return { headerProblems: header.problems, unusable: true, rows: (async function* () {})() };
  }
  return { headerProblems: header.problems, unusable: false, rows: namedRows(raw, header.columns, limits.maxRows) };
}
