/**
 * A pool's anonymised tape (DOMAIN.md, "Portfolio sales", data room level 1): one row per tape line
 * (tape-lines.ts) with the risk fields the marketplace shows investors. Never the bank's loan
 * reference, the loan's id, or anything that could name a borrower (postcode, dates of payment).
 */
import { inArray } from 'drizzle-orm';
import { remainingTermMonths } from '../../../src/domain/loans/remaining-term.ts';
import type { Executor } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { csvLine } from '../../lib/tapes/csv-text.ts';
import { poolLines } from './tape-lines.ts';

export const TAPE_COLUMNS = [
  'line',
  'currency',
  'current_principal',
  'interest_rate_pct',
  'rate_type',
  'current_ltv_pct',
  'credit_score',
  'region',
  'property_type',
  'occupancy',
  'remaining_term_months',
  'days_in_arrears',
  'account_status',
] as const;

type TapeRow = Record<(typeof TAPE_COLUMNS)[number], string>;

export async function anonymisedTape(db: Executor, poolId: number): Promise<TapeRow[]> {
  const lines = await poolLines(db, poolId);
  if (lines.length === 0) return [];
  const rows = new Map<number, TapeRow>();
  for (let at = 0; at < lines.length; at += 5000) {
    const ids = lines.slice(at, at + 5000).map((line) => line.loanId);
    const found = await db
      .select({
        id: loans.id,
        currency: loans.currency,
        current_principal: loans.currentPrincipal,
        interest_rate_pct: loans.interestRatePct,
        rate_type: loans.rateType,
        current_ltv_pct: loans.currentLtvPct,
        credit_score: loans.creditScore,
        region: loans.region,
        property_type: loans.propertyType,
        occupancy: loans.occupancy,
        dataCutoffDate: loans.dataCutoffDate,
        maturityDate: loans.maturityDate,
        days_in_arrears: loans.daysInArrears,
        account_status: loans.accountStatus,
      })
      .from(loans)
      .where(inArray(loans.id, ids));
    for (const { id, dataCutoffDate, maturityDate, ...fields } of found) {
      const cells = Object.entries(fields).map(([key, value]) => [key, value === null ? '' : String(value)]);
      const term = remainingTermMonths(dataCutoffDate, maturityDate) ?? 0;
      rows.set(id, { ...Object.fromEntries(cells), remaining_term_months: String(term) } as TapeRow);
    }
  }
  return lines.map((line) => ({ ...rows.get(line.loanId)!, line: String(line.line) }));
}

export function tapeCsv(rows: readonly TapeRow[]): string {
  // Regions are typed by the bank's people: one may start like a formula.
  return (
    csvLine(TAPE_COLUMNS) +
    rows
      .map((row) =>
        csvLine(
          TAPE_COLUMNS.map((column) => row[column]),
          true,
        ),
      )
      .join('')
  );
}

export async function tapeXlsx(rows: readonly TapeRow[]): Promise<Buffer> {
  // Loaded when first asked for, as the tape template does.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tape');
  sheet.columns = TAPE_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: Math.max(12, column.length + 2),
    style: { numFmt: '@' },
  }));
  for (const row of rows) sheet.addRow(TAPE_COLUMNS.map((column) => row[column]));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
