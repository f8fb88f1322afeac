/** A row as read from a tape, before the header gives its cells names. Row 1 is the first line or sheet row. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
}
