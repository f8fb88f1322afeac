/**
 * A binding bid uploaded as CSV, read as the tapes are (server/lib/tapes: any line ends, comma or
 * semicolon, UTF-8 with or without BOM, binary refused): a header naming the template's columns, then
 * a row per line. Header problems and row shapes are reported as the tapes report them, by row number.
 */
import { BID_CSV_COLUMNS, BID_CSV_REQUIRED, BID_MESSAGES } from '../../../src/domain/pools/binding-bid.ts';
import type { FieldErrors } from '../../lib/http-errors.ts';
import { csvRows } from '../../lib/tapes/csv-rows.ts';
import type { BidEntry } from './bid-lines.ts';

export interface ReadBidCsv {
  entries: BidEntry[];
  /** Problems of the file's shape (header, extra values); a wrong value is the line check's. */
  errors: FieldErrors;
}

const KNOWN = new Set<string>(BID_CSV_COLUMNS);
const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function readHeader(cells: readonly string[], rowNumber: number, errors: FieldErrors): (string | null)[] {
  const seen = new Set<string>();
  const columns = cells.map((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '' && cells.slice(index).every((rest) => rest.trim() === '')) return null;
    if (!KNOWN.has(name)) {
      add(errors, `rows.${rowNumber}.${name || `column ${index + 1}`}`, BID_MESSAGES.unknownColumn(cell.trim()));
      return null;
    }
    if (seen.has(name)) {
      add(errors, `rows.${rowNumber}.${name}`, BID_MESSAGES.duplicateColumn(name));
      return null;
    }
    seen.add(name);
    return name;
  });
  for (const required of BID_CSV_REQUIRED)
    if (!seen.has(required)) add(errors, `rows.${rowNumber}.${required}`, BID_MESSAGES.missingColumn(required));
  return columns;
}

/** Throws TapeRefusal for a file that cannot be read at all (binary, too large, a quote never closed). */
export async function readBidCsv(path: string, maxBytes: number): Promise<ReadBidCsv> {
  const errors: FieldErrors = {};
  const entries: BidEntry[] = [];
  let columns: (string | null)[] | null = null;
  for await (const { rowNumber, cells } of csvRows(path, maxBytes)) {
    if (isBlank(cells)) continue;
    if (columns === null) {
      columns = readHeader(cells, rowNumber, errors);
      continue;
    }
    const width = columns.length;
    if (cells.length > width && cells.slice(width).some((cell) => cell.trim() !== '')) {
      add(errors, `rows.${rowNumber}`, BID_MESSAGES.extraValues(cells.length, width));
      continue;
    }
    const record: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) record[column] = (cells[index] ?? '').trim();
    });
    entries.push({
      line: record['line'] ?? '',
      priceText: record['price_pct'] ?? '',
      excluded: record['excluded'] ?? '',
      at: `rows.${rowNumber}`,
      position: rowNumber,
    });
  }
  return { entries, errors };
}
