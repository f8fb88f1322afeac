/**
 * The import of an approved batch as SQL: every valid row of batch_rows becomes an `approved`
 * loan and each loan its first revision, in two statements of one transaction (the caller's),
 * so the database does the work in sets and a crash leaves all rows or none.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { LOAN_INPUT_FIELDS, type LoanInputField } from '../../../src/domain/loans/vocabulary.ts';

/** The SQL type each template field is stored as (server/db/schema/loans.ts). */
const FIELD_TYPES: Record<LoanInputField, string> = {
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
const columns = sql.join(LOAN_INPUT_FIELDS.map(identifier), sql`, `);
const fromRecord = sql.join(
  LOAN_INPUT_FIELDS.map((field) => sql.raw(`(r.record->>'${field}')::${FIELD_TYPES[field]}`)),
  sql`, `,
);

/**
 * A revision's `after`: the snapshot loans write (entered fields, status, listing terms), money
 * and rates as decimal strings. Built as a row and turned into jsonb whole (cheaper, for 100,000
 * loans, than jsonb_build_object's pair by pair; the jsonb is the same).
 */
const snapshotColumns = sql.raw(
  [
    ...LOAN_INPUT_FIELDS.map((field) => (FIELD_TYPES[field] === 'integer' ? `l."${field}"` : `l."${field}"::text as "${field}"`)),
    'l.status::text as status',
    'l.asking_price_pct::text as asking_price_pct',
    'l.bid_deadline::text as bid_deadline',
    'l.listing_description',
  ].join(', '),
);

export interface ImportContext {
  batchId: number;
  bankId: number;
  /** The officer who submitted the batch: the maker of the loans. */
  makerId: number;
  approverId: number;
  pendingActionId: number;
}

/** The first rows (at most `limit`) whose loan_ref the bank now has. */
export async function refsNowTaken(db: Executor, batchId: number, bankId: number, limit = 5): Promise<{ count: number; examples: string[] }> {
  const result = await db.execute<{ loan_ref: string; total: number }>(sql`
    select r.loan_ref, count(*) over ()::int as total
    from batch_rows r
    where r.batch_id = ${batchId}
      and exists (select 1 from loans l where l.bank_id = ${bankId} and lower(l.loan_ref) = lower(r.loan_ref))
    order by r.row_number
    limit ${limit}`);
  return { count: result.rows[0]?.total ?? 0, examples: result.rows.map((row) => row.loan_ref) };
}

/**
 * Inserts the loans, then their revisions (read back by batch, so the new loans are never held
 * as one statement's result); returns how many loans.
 */
export async function importBatchRows(db: Executor, context: ImportContext): Promise<number> {
  const inserted = await db.execute<{ imported: number }>(sql`
    with inserted as (
      insert into loans (bank_id, batch_id, status, ${columns}, version, created_by_id)
      select ${context.bankId}, r.batch_id, 'approved', ${fromRecord}, 1, ${context.makerId}
      from batch_rows r
      where r.batch_id = ${context.batchId}
      order by r.row_number
      returning 1
    )
    select count(*)::int as imported from inserted`);
  await db.execute(sql`
    insert into revisions (target_type, target_id, version, before, after, actor_id, approver_id, pending_action_id)
    select 'loan', l.id, l.version, null, to_jsonb(snapshot), ${context.makerId}, ${context.approverId}, ${context.pendingActionId}
    from loans l cross join lateral (select ${snapshotColumns}) snapshot
    where l.batch_id = ${context.batchId}`);
  return inserted.rows[0]?.imported ?? 0;
}
