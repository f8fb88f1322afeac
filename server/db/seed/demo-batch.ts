/**
 * A demo data tape awaiting its bank manager: valid rows ready to become loans, a few rows
 * refused with the validator's own messages, and the officer's batch.import action. The rows
 * go through the same validation an upload does, so the demo shows what a real tape leaves.
 */
import type { Executor } from '../client.ts';
import { batchErrors, batchRows, batches, pendingActions } from '../schema/index.ts';
import { validateLoan, type LoanValues } from '../../../src/domain/loans/validate.ts';
import { camel } from '../loan-snapshot.ts';
import { LOAN_INPUT_FIELDS } from '../../../src/domain/loans/vocabulary.ts';
import type { DemoBank } from './demo-book.ts';
import { generateLoanFields, seededRandom, type DemoLoanFields } from './demo-loans.ts';

const ROWS = 24;
/** Far above the demo book's own numbering, so the tape's references are new to the bank. */
const FIRST_INDEX = 900_001;
/** Row (0-based among the data rows) and the value a careless export put there. */
const BROKEN_VALUES: [row: number, field: string, value: string][] = [
  [4, 'interest_rate_pct', '4,25%'],
  [11, 'maturity_date', '2001-02-30'],
  [17, 'currency', 'EURO'],
  [17, 'credit_score', '9000'],
];
const HOUR_MS = 3600 * 1000;

type StagedRow = typeof batchRows.$inferInsert;

/** A valid row's values as the staged row's typed columns. */
const stagedFields = (values: LoanValues) =>
  Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [camel(field), values[field]])) as Omit<
    StagedRow,
    'batchId' | 'rowNumber'
  >;

/** The loan as a tape row: the template's column names, every value as text, empty for none. */
function tapeRow(fields: DemoLoanFields): Record<string, string> {
  const source = fields as unknown as Record<string, string | number | null>;
  return Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, String(source[camel(field)] ?? '')]));
}

export async function seedDemoBatch(db: Executor, bank: DemoBank): Promise<void> {
  const random = seededRandom(9000 + bank.id);
  const today = new Date().toISOString().slice(0, 10);
  const valid: StagedRow[] = [];
  const errors: Omit<typeof batchErrors.$inferInsert, 'batchId'>[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    const record = tapeRow(generateLoanFields(random, bank.prefix, FIRST_INDEX + row, bank.currency));
    for (const [brokenRow, field, value] of BROKEN_VALUES) if (brokenRow === row) record[field] = value;
    const rowNumber = row + 2; // Row 1 is the header.
    const result = validateLoan(record, { today });
    if (result.values) valid.push({ batchId: 0, rowNumber, ...stagedFields(result.values) });
    else
      for (const [column, messages] of Object.entries(result.errors))
        for (const message of messages ?? []) errors.push({ rowNumber, column, value: record[column] ?? '', message });
  }
  const errorRows = new Set(errors.map((error) => error.rowNumber)).size;
  const uploadedAt = new Date(Date.now() - 5 * HOUR_MS);
  const [batch] = await db
    .insert(batches)
    .values({
      bankId: bank.id,
      fileName: `${bank.prefix.toLowerCase()}-june-tape.csv`,
      fileFormat: 'csv',
      filePath: 'demo-tape.csv',
      fileBytes: 9_800,
      status: 'pending_approval',
      processedRows: ROWS,
      bytesRead: 9_800,
      totalRows: ROWS,
      validRows: valid.length,
      errorRows,
      errorCount: errors.length,
      uploadedById: bank.officerId,
      createdAt: uploadedAt,
      updatedAt: uploadedAt,
    })
    .returning({ id: batches.id, version: batches.version });
  await db.insert(batchRows).values(valid.map((row) => ({ ...row, batchId: batch!.id })));
  await db.insert(batchErrors).values(errors.map((error) => ({ ...error, batchId: batch!.id })));
  await db.insert(pendingActions).values({
    scope: 'bank',
    scopeEntityId: bank.id,
    actionType: 'batch.import',
    targetType: 'batch',
    targetId: batch!.id,
    targetVersion: batch!.version,
    makerId: bank.officerId,
    createdAt: new Date(uploadedAt.getTime() + HOUR_MS),
  });
}
