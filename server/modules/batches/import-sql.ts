/**
 * The import of an approved batch as SQL: every valid row of batch_rows becomes an `approved`
 * loan as the validation staged it, and each loan its first revision, a chunk of rows per
 * statement, all in one transaction (the caller's), so the database does the work in sets
 * and a crash leaves all rows or none.
 * The bank's unique index on lower(loan_ref) is the last duplicate check: a loan_ref taken
 * since the approval fails the statement, and with it the import.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { LOAN_INPUT_FIELDS, type LoanInputField } from '../../../src/domain/loans/vocabulary.ts';
import { LISTING_FIELDS, SNAPSHOT_FIELDS, type SnapshotField } from '../../db/loan-snapshot.ts';

/** The SQL type each template field is stored as (server/db/schema/loan-fields.ts). */
export const FIELD_TYPES: Record<LoanInputField, string> = {
  loan_ref: 'text',
  data_cutoff_date: 'date',
  currency: 'text',
  original_principal: 'numeric',
  current_principal: 'numeric',
  origination_date: 'date',
  maturity_date: 'date',
  original_term_months: 'integer',
  interest_rate_pct: 'numeric',
  rate_type: 'rate_type',
  amortisation_type: 'amortisation_type',
  monthly_payment: 'numeric',
  lien_position: 'integer',
  loan_purpose: 'loan_purpose',
  property_value: 'numeric',
  valuation_date: 'date',
  original_ltv_pct: 'numeric',
  current_ltv_pct: 'numeric',
  dti_pct: 'numeric',
  credit_score: 'integer',
  property_type: 'property_type',
  occupancy: 'occupancy_type',
  region: 'text',
  postcode_prefix: 'text',
  borrower_count: 'integer',
  first_time_buyer: 'first_time_buyer',
  days_in_arrears: 'integer',
  arrears_balance: 'numeric',
  account_status: 'account_status',
  last_payment_date: 'date',
};

const identifier = (name: string) => sql.raw(`"${name}"`);
/** The template's columns of loans (and of batch_rows), in LOAN_INPUT_FIELDS order. */
export const loanColumnsSql = sql.join(LOAN_INPUT_FIELDS.map(identifier), sql`, `);
/** The same columns of the staged row `r`. */
const stagedValuesSql = sql.join(
  LOAN_INPUT_FIELDS.map((field) => sql.raw(`r."${field}"`)),
  sql`, `,
);

export interface ImportContext {
  batchId: number;
  bankId: number;
  /** The officer who submitted the batch: the maker of the loans. */
  makerId: number;
  approverId: number;
  pendingActionId: number;
}

/**
 * The first rows (at most `limit`) whose loan_ref the bank has among loans of other batches or
 * none. One probe of the bank's unique (bank_id, lower(loan_ref)) index per row, whatever the
 * statistics say: a plan that scans or hashes the bank's million loans is never chosen.
 */
export async function refsNowTaken(
  db: Executor,
  batchId: number,
  bankId: number,
  limit = 5,
): Promise<{ count: number; examples: string[] }> {
  const result = await db.execute<{ loan_ref: string; total: number }>(sql`
    select r.loan_ref, count(*) over ()::int as total
    from batch_rows r
    cross join lateral (
      select 1 from loans l
      where l.bank_id = ${bankId} and lower(l.loan_ref) = lower(r.loan_ref) and l.batch_id is distinct from ${batchId}
      limit 1
    ) taken
    where r.batch_id = ${batchId}
    order by r.row_number
    limit ${limit}`);
  return { count: result.rows[0]?.total ?? 0, examples: result.rows.map((row) => row.loan_ref) };
}

/** The row numbers that close each chunk of `chunkRows` rows of the batch, the last row's included. */
export async function chunkEnds(db: Executor, batchId: number, chunkRows: number): Promise<number[]> {
  const result = await db.execute<{ row_number: number }>(sql`
    select row_number from (
      select row_number, row_number() over (order by row_number) as position, count(*) over () as rows
      from batch_rows where batch_id = ${batchId}
    ) numbered
    where position % ${chunkRows} = 0 or position = rows
    order by row_number`);
  return result.rows.map((row) => row.row_number);
}

/**
 * The snapshot (server/db/loan-snapshot.ts) of the inserted loan `l` as jsonb, built by the
 * database: what snapshotOf reads back from the row, money and percentages as their exact
 * decimal text ("250000.00", "3.2500"), whole numbers as numbers, dates as "YYYY-MM-DD", no listing terms.
 */
const snapshotValueSql = (field: SnapshotField) => {
  if ((LISTING_FIELDS as readonly string[]).includes(field)) return `null as "${field}"`;
  const type = field === 'status' ? 'loan_status' : FIELD_TYPES[field as LoanInputField];
  return type === 'numeric' ? `l."${field}"::text as "${field}"` : `l."${field}"`;
};
const insertedSnapshotSql = sql.raw(`(select ${SNAPSHOT_FIELDS.map(snapshotValueSql).join(', ')})`);

/**
 * Inserts the loans of the rows after `afterRow` up to `throughRow`, and each loan's first
 * revision, in one statement; returns how many loans. The staged rows are typed as loans are, so
 * nothing is parsed here, and each revision is built from the loan its insert returned: no
 * lookup of the staged row again.
 */
export async function importChunk(
  db: Executor,
  context: ImportContext,
  afterRow: number,
  throughRow: number,
): Promise<number> {
  const result = await db.execute<{ imported: number }>(sql`
    with l as (
      insert into loans (bank_id, batch_id, status, ${loanColumnsSql}, version, created_by_id)
      select ${context.bankId}, r.batch_id, 'approved', ${stagedValuesSql}, 1, ${context.makerId}
      from batch_rows r
      where r.batch_id = ${context.batchId} and r.row_number > ${afterRow} and r.row_number <= ${throughRow}
      order by r.row_number
      returning *
    ), loan_revisions as (
      insert into revisions (target_type, target_id, version, before, after, actor_id, approver_id, pending_action_id)
      select 'loan', l.id, l.version, null, to_jsonb(snapshot), ${context.makerId}, ${context.approverId}, ${context.pendingActionId}
      from l cross join lateral ${insertedSnapshotSql} as snapshot
    )
    select count(*)::int as imported from l`);
  return result.rows[0]?.imported ?? 0;
}
