/** A row as read from a tape, before the header gives its cells names. Row 1 is the first line or sheet row. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
}

/** How far reading a tape has gone: the bytes of the file read so far, which its reader moves on as it reads. */
export interface ReadProgress {
  bytesRead: number;
}
