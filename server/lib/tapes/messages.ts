/** What a user reads when a tape is refused or its header is wrong. */
const number = (value: number) => value.toLocaleString('en-US');

export const TAPE_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Split it into smaller files.`,
  tooManyRows: (maxRows: number) =>
    `The file has more than ${number(maxRows)} data rows. Split it into files of at most ${number(maxRows)} rows.`,
  empty: 'The file is empty.',
  noRows: 'The file has a header but no data rows.',
  binaryCsv:
    'The file is not a CSV text file: it contains binary data. Save it as "CSV UTF-8" or upload the XLSX workbook itself.',
  unclosedQuote: 'A quoted value in the file is never closed: check the quotes (") around values.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  notXlsx:
    'The file is not a valid XLSX workbook. Save it from your spreadsheet as an Excel workbook (.xlsx) or as CSV.',
  noSheet: 'The workbook has no worksheet.',
  zipBomb:
    'The workbook inflates to far more than its size and was refused. Save it again from your spreadsheet or upload it as CSV.',
  unsupportedFormat: 'Upload a CSV or XLSX file.',
  missingColumn: (column: string) => `The required column "${column}" is missing.`,
  unknownColumn: (column: string) => `The column "${column}" is not in the template.`,
  duplicateColumn: (column: string) => `The column "${column}" appears more than once.`,
  extraValues: (count: number, columns: number) => `The row has ${count} values but the header has ${columns} columns.`,
} as const;
