/** Writing CSV: quoting, and cells a spreadsheet would run as formulas neutralised. */

/** A cell starting with = + - @ (or a tab or carriage return) is a formula to a spreadsheet: a leading ' keeps it text. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CRLF-terminated line; `neutralise` for cells that came from a user's file. */
export function csvLine(cells: readonly string[], neutralise = false): string {
  return cells.map((cell) => csvCell(neutralise ? neutraliseCell(cell) : cell)).join(',') + '\r\n';
}
