/** The data-tape template: the header of LOAN_INPUT_FIELDS and one example row, as CSV and as XLSX. */
import { LOAN_INPUT_FIELDS, type LoanInputField } from '../../../src/domain/loans/vocabulary.ts';
import { csvLine } from './csv-text.ts';

export const TEMPLATE_EXAMPLE: Record<LoanInputField, string> = {
  loan_ref: 'EXAMPLE-0001',
  data_cutoff_date: '2026-06-30',
  currency: 'USD',
  original_principal: '250000.00',
  current_principal: '231500.00',
  origination_date: '2021-03-15',
  maturity_date: '2051-03-15',
  original_term_months: '360',
  interest_rate_pct: '3.8750',
  rate_type: 'fixed',
  amortisation_type: 'annuity',
  monthly_payment: '1175.59',
  lien_position: '1',
  loan_purpose: 'purchase',
  property_value: '340000.00',
  valuation_date: '2021-02-20',
  original_ltv_pct: '73.53',
  current_ltv_pct: '68.09',
  dti_pct: '32.50',
  credit_score: '742',
  property_type: 'house',
  occupancy: 'owner',
  region: 'CA',
  postcode_prefix: '9410',
  borrower_count: '2',
  first_time_buyer: 'no',
  days_in_arrears: '0',
  arrears_balance: '0.00',
  account_status: 'performing',
  last_payment_date: '2026-06-01',
};

export function templateCsv(): string {
  return csvLine(LOAN_INPUT_FIELDS) + csvLine(LOAN_INPUT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field]));
}

/** Every cell is text, so dates and references keep exactly the form the template shows. */
export async function templateXlsx(): Promise<Buffer> {
  // Loaded when first asked for, as the XLSX tape reader does (xlsx-rows.ts).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Loans');
  sheet.columns = LOAN_INPUT_FIELDS.map((field) => ({
    header: field,
    key: field,
    width: Math.max(12, field.length + 2),
    style: { numFmt: '@' },
  }));
  sheet.addRow(LOAN_INPUT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field]));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
