/** Checks a tape's header row against the template's columns (LOAN_INPUT_FIELDS). */
import { LOAN_INPUT_FIELDS, OPTIONAL_LOAN_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import { TAPE_MESSAGES } from './messages.ts';

export interface CellProblem {
  rowNumber: number;
  column: string;
  value: string;
  message: string;
}

export interface HeaderCheck {
  /** For each cell of the header, the template column it names, or null when it names none (or repeats one). */
  columns: (string | null)[];
  problems: CellProblem[];
  /** A required column is missing: no row can be validated. */
  fatal: boolean;
}

const KNOWN = new Set<string>(LOAN_INPUT_FIELDS);

/** Names are compared trimmed and lower-cased, so "Loan_Ref " matches loan_ref. */
export function checkHeader(cells: readonly string[], rowNumber = 1): HeaderCheck {
  const columns: (string | null)[] = [];
  const problems: CellProblem[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '' && cells.slice(index).every((rest) => rest.trim() === '')) {
      columns.push(null); // trailing empty cells of a spreadsheet row
      return;
    }
    if (!KNOWN.has(name)) {
      problems.push({
        rowNumber,
        column: cell.trim() || `column ${index + 1}`,
        value: cell,
        message: TAPE_MESSAGES.unknownColumn(cell.trim()),
      });
      columns.push(null);
    } else if (seen.has(name)) {
      problems.push({ rowNumber, column: name, value: cell, message: TAPE_MESSAGES.duplicateColumn(name) });
      columns.push(null);
    } else {
      seen.add(name);
      columns.push(name);
    }
  });
  let fatal = false;
  for (const field of LOAN_INPUT_FIELDS) {
    if (seen.has(field) || OPTIONAL_LOAN_FIELDS.includes(field)) continue;
    problems.push({ rowNumber, column: field, value: '', message: TAPE_MESSAGES.missingColumn(field) });
    fatal = true;
  }
  return { columns, problems, fatal };
}
