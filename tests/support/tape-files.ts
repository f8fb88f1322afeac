/** Generated data tapes for tests and the import benchmark: valid loans by number, written as CSV or XLSX, streamed to disk. */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { LOAN_INPUT_FIELDS, REGION_CODES, type LoanInputField } from '../../src/domain/loans/vocabulary.ts';
import { TEMPLATE_EXAMPLE } from '../../server/lib/tapes/template.ts';

export type TapeRecord = Record<string, string>;

/** A valid loan, different for each `index`; `prefix` keeps refs of two tapes apart. */
export function validLoanRecord(index: number, prefix = 'LN'): TapeRecord {
  const principal = 100000 + (index % 900) * 1000;
  return {
    ...TEMPLATE_EXAMPLE,
    loan_ref: `${prefix}-${String(index).padStart(7, '0')}`,
    original_principal: `${principal}.00`,
    current_principal: `${principal - 5000}.00`,
    property_value: `${principal * 2}.00`,
    interest_rate_pct: `${(2 + (index % 500) / 100).toFixed(4)}`,
    region: REGION_CODES[index % REGION_CODES.length] as string,
    property_type: index % 3 === 0 ? 'flat' : 'house',
  };
}

export interface CsvOptions {
  delimiter?: ',' | ';';
  bom?: boolean;
  columns?: readonly string[];
}

const quote = (value: string, delimiter: string) =>
  value.includes(delimiter) || value.includes('"') ? `"${value.replaceAll('"', '""')}"` : value;

/** Writes the header and `records` (any iterable, so a large tape is never built in memory). */
export async function writeCsvTape(
  path: string,
  records: Iterable<TapeRecord>,
  options: CsvOptions = {},
): Promise<void> {
  const delimiter = options.delimiter ?? ',';
  const columns = options.columns ?? LOAN_INPUT_FIELDS;
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (options.bom) await write('\uFEFF');
  await write(columns.map((column) => quote(column, delimiter)).join(delimiter) + '\r\n');
  let batch = '';
  for (const record of records) {
    batch += columns.map((column) => quote(record[column] ?? '', delimiter)).join(delimiter) + '\r\n';
    if (batch.length > 64 * 1024) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch);
  out.end();
  await once(out, 'close');
}

const DATE_FIELDS = new Set<string>(LOAN_INPUT_FIELDS.filter((field) => field.endsWith('_date')));
const NUMBER_FIELDS = new Set<LoanInputField>([
  'original_principal',
  'current_principal',
  'original_term_months',
  'interest_rate_pct',
  'monthly_payment',
  'lien_position',
  'property_value',
  'original_ltv_pct',
  'current_ltv_pct',
  'dti_pct',
  'credit_score',
  'borrower_count',
  'days_in_arrears',
  'arrears_balance',
]);

/** As a spreadsheet saves it: dates as date cells, numbers as number cells, the rest text. */
export async function writeXlsxTape(
  path: string,
  records: Iterable<TapeRecord>,
  columns: readonly string[] = LOAN_INPUT_FIELDS,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Loans');
  sheet.addRow([...columns]).commit();
  for (const record of records) {
    const row = sheet.addRow(
      columns.map((column) => {
        const text = record[column] ?? '';
        if (text === '') return null;
        if (DATE_FIELDS.has(column) && /^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T00:00:00Z`);
        if (NUMBER_FIELDS.has(column as LoanInputField) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
        return text;
      }),
    );
    columns.forEach((column, index) => {
      if (DATE_FIELDS.has(column)) row.getCell(index + 1).numFmt = 'yyyy-mm-dd';
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

export function* validLoanRecords(count: number, prefix = 'LN', start = 1): Generator<TapeRecord> {
  for (let index = start; index < start + count; index++) yield validLoanRecord(index, prefix);
}
