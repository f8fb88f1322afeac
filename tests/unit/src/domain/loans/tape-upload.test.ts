import { describe, expect, it } from 'vitest';
import { TAPE_MAX_BYTES, tapeFileErrors } from '@/domain/loans/tape-upload';

describe('tapeFileErrors', () => {
  it('accepts one CSV or XLSX file up to 50 MB, whatever the case of its extension', () => {
    expect(tapeFileErrors([{ name: 'book.csv', size: 10 }])).toEqual([]);
    expect(tapeFileErrors([{ name: 'BOOK.XLSX', size: TAPE_MAX_BYTES }])).toEqual([]);
  });

  it('refuses other types with the upload widget message', () => {
    expect(tapeFileErrors([{ name: 'book.xls', size: 10 }])).toEqual([
      'book.xls: Invalid file type, allowed file types: .csv, .xlsx.',
    ]);
    expect(tapeFileErrors([{ name: 'book.csv.exe', size: 10 }])).toHaveLength(1);
  });

  it('refuses files over 50 MB', () => {
    expect(tapeFileErrors([{ name: 'big.csv', size: TAPE_MAX_BYTES + 1 }])).toEqual([
      'big.csv: Invalid file size, file size should be smaller than 50 MB.',
    ]);
  });

  it('takes exactly one file', () => {
    expect(tapeFileErrors([])).toEqual(['Choose a CSV or XLSX file.']);
    expect(
      tapeFileErrors([
        { name: 'a.csv', size: 1 },
        { name: 'b.csv', size: 1 },
      ]),
    ).toEqual(['Maximum number of files exceeded, limit is 1 at most.']);
  });
});

describe('tapeFileErrors: an empty file', () => {
  it('is refused before it is sent', () => {
    expect(tapeFileErrors([{ name: 'empty.csv', size: 0 }])).toEqual(['empty.csv: The file is empty.']);
  });
});
