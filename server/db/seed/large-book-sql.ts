/**
 * A bank's large demo book written by the database itself: three INSERT ... SELECT statements over
 * generate_series (loans, their maker/checker actions, their revisions) instead of rows built in
 * Node and sent as parameters: the database generates and indexes the rows without a round trip
 * or a parameter per value. The values follow the demo generator's rules (demo-loans.ts: money in whole cents,
 * LTV from the same cents, the same ranges and mixes), drawn from a hash of the loan's number, so
 * every seed of the same book writes the same values. Each loan has what the application's own
 * path leaves behind: its decided actions (submit, list, withdraw), a revision per version with
 * the full snapshots before and after, and some actions still awaiting the bank's manager.
 *
 * The ids of the loans and of their actions are reserved up front, so a revision names its action
 * by arithmetic instead of a join of millions of rows, and each bank's book can be written at the
 * same time as the others', on a connection of its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import {
  LOAN_PURPOSES,
  PROPERTY_TYPES,
  REGION_CODES,
  type LoanInputField,
  type LoanStatus,
} from '../../../src/domain/loans/vocabulary.ts';
import { columnKey, LISTING_FIELDS, SNAPSHOT_FIELDS } from '../loan-snapshot.ts';
import { loans } from '../schema/index.ts';
import { DEMO_CUTOFF } from './demo-loans.ts';
import { ACTION_OF, PATHS, REJECTION_REASON, type DemoBank } from './demo-book.ts';
import { timed } from './seed-timing.ts';

/** Action ids per loan: up to three decided steps, then a rejected submission or up to two still pending. */
const ACTION_SLOTS = 5;
const ON_THE_MARKET_ONCE = ['listed', 'withdrawn', 'under_offer', 'sold'];

/** Money and percentages: a snapshot holds them as their exact decimal text, as the driver reads them. */
const isNumeric = (field: LoanInputField) => loans[columnKey(field)].columnType === 'PgNumeric';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]`;

/**
 * Draw number `k` of loan `g`: a whole number in [0, 2^31) from PostgreSQL's integer hash, the
 * same for the same seed, loan and draw (each seed has its own range of 2^32 inputs).
 */
const draw = (seed: number, k: number) => `(hashint8(${seed}::bigint * 4294967296 + g * 64 + ${k}) & 2147483647)`;
const between = (seed: number, k: number, min: number, max: number) => `(${min} + ${draw(seed, k)} % ${max - min + 1})`;
const pick = (seed: number, k: number, values: readonly string[]) =>
  `(${textArray(values)})[1 + ${draw(seed, k)} % ${values.length}]`;
/** True with probability `p`. */
const chance = (seed: number, k: number, p: number) => `(${draw(seed, k)} < ${Math.round(p * 2 ** 31)})`;

/** The statuses a loan of each status went through (demo-book.ts), as a SQL array for `status`. */
const pathSql = (status: string) =>
  `(case ${status} ${Object.entries(PATHS)
    .map(([each, path]) => `when '${each}' then ${textArray(path)}`)
    .join(' ')} end)`;

function statusSql(seed: number, mix: readonly (readonly [LoanStatus, number])[]): string {
  if (mix.length === 1) return literal(mix[0]![0]);
  const weighted = mix.flatMap(([status, n]) => Array.from({ length: n }, () => status));
  return pick(seed, 0, weighted);
}

/** The generated loans, one row per `g`: the entered fields as demo-loans.ts derives them, and the listing's. */
function generatedLoansSql(bank: DemoBank, seed: number, mix: readonly (readonly [LoanStatus, number])[]) {
  const s = seed;
  return `
    with drawn as (
      select g, ${statusSql(s, mix)} as status,
        make_date(${between(s, 1, 2012, 2025)}, ${between(s, 2, 1, 12)}, ${between(s, 3, 1, 28)}) as origination_date,
        (array[240, 300, 360, 360, 360])[1 + ${draw(s, 4)} % 5] as term,
        ${between(s, 5, 120, 1800)}::bigint * 100000 as property_cents,
        ${between(s, 6, 50, 95)} as original_ltv,
        ${between(s, 7, 0, 45)} as paid_down,
        ${between(s, 8, 175, 750)}::bigint * 100 as rate_bp,
        ${draw(s, 9)} as arrears_roll,
        ${between(s, 10, 120, 400)} as default_days,
        (array[30, 60, 90])[1 + ${draw(s, 11)} % 3] as arrears_days,
        case when ${chance(s, 12, 0.1)} then null else ${between(s, 13, 560, 830)} end as credit_score,
        case when ${chance(s, 14, 0.15)} then null else ${between(s, 15, 120, 580)} end as dti_tenths,
        ${pick(s, 16, ['fixed', 'fixed', 'variable', 'mixed'])} as rate_type,
        ${pick(s, 17, ['annuity', 'annuity', 'annuity', 'linear', 'interest_only'])} as amortisation_type,
        case when ${chance(s, 18, 0.9)} then 1 else 2 end as lien_position,
        ${pick(s, 19, LOAN_PURPOSES)} as loan_purpose,
        ${pick(s, 20, PROPERTY_TYPES)} as property_type,
        ${pick(s, 21, ['owner', 'owner', 'owner', 'second_home', 'investment'])} as occupancy,
        ${pick(s, 22, REGION_CODES)} as region,
        lpad(${between(s, 23, 10, 999)}::text, 3, '0') as postcode_prefix,
        (array[1, 1, 2, 2, 2, 3, 4])[1 + ${draw(s, 24)} % 7] as borrower_count,
        ${pick(s, 25, ['yes', 'no', 'no', 'unknown'])} as first_time_buyer,
        ${chance(s, 26, 0.05)} as no_last_payment,
        ${between(s, 27, 1, 28)} as last_payment_day,
        now() - make_interval(days => ${between(s, 28, 20, 359)}, secs => ${draw(s, 29)} % 86400) as created_at,
        ${between(s, 30, 96000, 101999)} as asking_thousandths,
        ${between(s, 31, 10, 59)} as deadline_days,
        ${between(s, 32, 97, 101)} as sold_pct
      from generate_series(:first, :last) g
    ), cents as (
      select drawn.*, (property_cents * original_ltv / 100 / 100000) * 100000 as original_cents,
        case when arrears_roll > ${Math.round(0.97 * 2 ** 31)} then 'defaulted'
          when arrears_roll > ${Math.round(0.9 * 2 ** 31)} then 'arrears'
          when arrears_roll > ${Math.round(0.86 * 2 ** 31)} then 'restructured' else 'performing' end as account_status
      from drawn
    ), amounts as (
      select cents.*, original_cents * (100 - paid_down) / 100 as current_cents,
        case account_status when 'defaulted' then default_days when 'arrears' then arrears_days else 0 end as days_in_arrears
      from cents
    ), loan as (
      select amounts.*, current_cents * rate_bp / 12000000 + original_cents / term as payment_cents,
        status = any(${textArray(ON_THE_MARKET_ONCE)}) as on_market_once,
        cardinality(${pathSql('status')}) as version
      from amounts
    )
    select g - :first as n, ${literal(bank.prefix)} || '-' || lpad((:firstIndex + g - :first)::text, 6, '0') as loan_ref,
      ${literal(DEMO_CUTOFF)}::date as data_cutoff_date, ${literal(bank.currency)} as currency,
      original_cents / 100.0 as original_principal, current_cents / 100.0 as current_principal,
      origination_date, (origination_date + make_interval(months => term))::date as maturity_date,
      term as original_term_months, rate_bp / 10000.0 as interest_rate_pct,
      rate_type::rate_type, amortisation_type::amortisation_type, payment_cents / 100.0 as monthly_payment,
      lien_position, loan_purpose::loan_purpose, property_cents / 100.0 as property_value,
      origination_date as valuation_date,
      (original_cents * 1000000 / property_cents) / 10000.0 as original_ltv_pct,
      (current_cents * 1000000 / property_cents) / 10000.0 as current_ltv_pct,
      dti_tenths * 1000 / 10000.0 as dti_pct, credit_score,
      property_type::property_type, occupancy::occupancy_type, region, postcode_prefix, borrower_count,
      first_time_buyer::first_time_buyer, days_in_arrears,
      (case when days_in_arrears = 0 then 0 else payment_cents * ceil(days_in_arrears / 30.0)::int end) / 100.0 as arrears_balance,
      account_status::account_status,
      case when no_last_payment then null else make_date(2026, case when days_in_arrears > 0 then 3 else 6 end, last_payment_day) end as last_payment_date,
      status::loan_status,
      case when on_market_once then asking_thousandths / 1000.0 end as asking_price_pct,
      case when on_market_once then current_date + deadline_days end as bid_deadline,
      case when on_market_once then (case when property_type = 'flat' then 'Flat' else 'Home' end) || ' in ' || region
        || ', ' || replace(occupancy, '_', ' ') || ', ' || account_status || '.' end as listing_description,
      case when on_market_once and status <> 'withdrawn' then created_at + interval '3 days' end as listed_at,
      case when status = 'sold' then created_at + interval '${PATHS.sold.length} days' end as sold_at,
      case when status = 'sold' then (current_cents * sold_pct / 100) / 100.0 end as sold_amount,
      version, created_at, created_at + make_interval(days => version) as updated_at
    from loan`;
}

const LOAN_COLUMNS = [
  ...SNAPSHOT_FIELDS.filter((field) => !(LISTING_FIELDS as readonly string[]).includes(field) && field !== 'status'),
  'status',
  ...LISTING_FIELDS,
  'listed_at',
  'sold_at',
  'sold_amount',
  'version',
  'created_at',
  'updated_at',
];

/** Replaces :name placeholders of a statement written as text with bound values. */
function bind(text: string, values: Record<string, number>): SQL {
  const parts = text.split(/:(first|last|firstIndex|loanBase|actionBase|bank|officer|manager)\b/);
  const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[part]!}::int`));
  return sql.join(chunks, sql.raw(''));
}

async function reserveIds(db: Executor, table: 'loans' | 'pending_actions', count: number): Promise<number> {
  const sequence = `pg_get_serial_sequence('${table}', 'id')`;
  if (count === 0) return 0;
  const [row] = (
    await db.execute<{ base: number }>(
      sql.raw(`select (setval(${sequence}, nextval(${sequence}) + ${count - 1}) - ${count - 1})::int as base`),
    )
  ).rows;
  return row!.base;
}

/** A bank's share of the large book, with the ids its loans and their actions will take. */
export interface BookPlan {
  bank: DemoBank;
  mix: readonly (readonly [LoanStatus, number])[];
  count: number;
  /** The number in the first loan's reference. */
  firstIndex: number;
  seed: number;
  loanBase: number;
  actionBase: number;
}

/**
 * Takes each plan's block of loan and action ids from the sequences, in a short transaction of its
 * own that holds off every other writer: once it commits, the blocks are the seed's alone, and
 * the books may be written in parallel, each in its own transaction.
 */
export async function reserveBookIds(
  db: Database,
  plans: readonly Omit<BookPlan, 'loanBase' | 'actionBase'>[],
): Promise<BookPlan[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table loans, pending_actions in share row exclusive mode`);
    const reserved: BookPlan[] = [];
    for (const plan of plans) {
      const loanBase = await reserveIds(tx, 'loans', plan.count);
      const actionBase = await reserveIds(tx, 'pending_actions', plan.count * ACTION_SLOTS);
      reserved.push({ ...plan, loanBase, actionBase });
    }
    return reserved;
  });
}

/** Inserts the plan's loans, with their actions and revisions, under the ids reserved for them. */
export async function seedBankBookInSql(db: Executor, plan: BookPlan): Promise<void> {
  const { bank, mix, count, firstIndex, seed, loanBase, actionBase } = plan;
  if (count === 0) return;
  const values = {
    first: 1,
    last: count,
    firstIndex,
    loanBase,
    actionBase,
    bank: bank.id,
    officer: bank.officerId,
    manager: bank.managerId,
  };
  const columns = LOAN_COLUMNS.map((column) => `"${column}"`).join(', ');
  await timed(`${bank.prefix} loans`, () =>
    db.execute(
      bind(
        `insert into loans (id, bank_id, created_by_id, ${columns}) overriding system value
       select :loanBase + n, :bank, :officer, ${columns} from (${generatedLoansSql(bank, seed, mix)}) generated`,
        values,
      ),
    ),
  );

  const path = pathSql('l.status');
  const seedLoans = `from loans l where l.id between :loanBase and :loanBase + ${count - 1}`;
  const slot = (n: string | number) => `:actionBase + (l.id - :loanBase) * ${ACTION_SLOTS} + ${n}`;
  const index = `(:firstIndex + l.id - :loanBase)`;
  const waiting = `now() - make_interval(hours => (hashint8(${seed}::bigint * 4294967296 + l.id) & 2147483647) % 120)`;
  const decided = `(${textArray(Object.keys(ACTION_OF))})`;
  const actionOf = (status: string) =>
    `(case ${status} ${Object.entries(ACTION_OF)
      .map(([each, type]) => `when '${each}' then '${type}'`)
      .join(' ')} end)`;
  const listing = `jsonb_build_object('asking_price_pct', l.asking_price_pct::text, 'bid_deadline', l.bid_deadline, 'listing_description', l.listing_description)`;
  const pendingRow = (slotNumber: number, type: string, payload: string, when: string) =>
    `select ${slot(slotNumber)}, '${type}', l.version, ${payload}, null::int, 'pending', null::text, ${waiting}, null::timestamptz where ${when}`;
  await timed(`${bank.prefix} actions`, () =>
    db.execute(
      bind(
        `insert into pending_actions (id, scope, scope_entity_id, action_type, target_type, target_id, target_version,
         payload, maker_id, checker_id, status, reason, created_at, decided_at) overriding system value
       select a.id, 'bank', :bank, a.action_type, 'loan', l.id, a.target_version, a.payload, :officer, a.checker_id,
         a.status::pending_action_status, a.reason, a.created_at, a.decided_at
       from loans l cross join lateral (
         select ${slot('s.step - 1')} as id, ${actionOf(`${path}[s.step + 1]`)} as action_type, s.step as target_version,
           case when ${path}[s.step + 1] = 'listed' then ${listing} else '{}'::jsonb end as payload,
           :manager as checker_id, 'approved' as status, null::text as reason,
           l.created_at + make_interval(days => s.step) - interval '1 hour' as created_at,
           l.created_at + make_interval(days => s.step) as decided_at
         from generate_series(1, l.version - 1) s(step) where ${path}[s.step + 1] = any(${decided})
         union all
         select ${slot(3)}, 'loan.submit', 1, '{}'::jsonb, :manager, 'rejected', ${literal(REJECTION_REASON)},
           l.created_at + interval '1 day', l.created_at + interval '2 days' where l.status = 'rejected'
         union all ${pendingRow(3, 'loan.submit', `'{}'::jsonb`, `l.status = 'pending_approval'`)}
         union all ${pendingRow(
           3,
           'loan.edit',
           `jsonb_build_object('changes', jsonb_build_object('monthly_payment', (l.monthly_payment + 10)::text))`,
           `l.status = 'approved' and ${index} % 5 = 0`,
         )}
         union all ${pendingRow(
           4,
           'loan.list',
           `jsonb_build_object('asking_price_pct', '99.500', 'bid_deadline', (current_date + 30)::text,
              'listing_description', 'Seasoned ' || l.property_type || ' loan in ' || l.region || '.')`,
           `l.status = 'approved' and ${index} % 7 = 1`,
         )}
         union all ${pendingRow(3, 'loan.withdraw', `'{}'::jsonb`, `l.status = 'listed' and ${index} % 9 = 0`)}
       ) a
       where l.id between :loanBase and :loanBase + ${count - 1}`,
        values,
      ),
    ),
  );

  // Each version's snapshot is the loan's entered fields with the status and listing terms of that
  // step, built by one jsonb_build_object (merging a shared object of the entered fields with `||`
  // costs more than building the whole object); each serves as one revision's after and the next one's before.
  const onMarket = `st = any(${textArray(ON_THE_MARKET_ONCE)})`;
  const state = `'status', st,
    'asking_price_pct', case when ${onMarket} then l.asking_price_pct::text end,
    'bid_deadline', case when ${onMarket} then l.bid_deadline end,
    'listing_description', case when ${onMarket} then l.listing_description end`;
  const entered = SNAPSHOT_FIELDS.filter(
    (field) => field !== 'status' && !(LISTING_FIELDS as readonly string[]).includes(field),
  ).map((field) => {
    const column = `l."${field}"`;
    return `'${field}', ${isNumeric(field as LoanInputField) ? `${column}::text` : column}`;
  });
  await timed(`${bank.prefix} revisions`, () =>
    db.execute(
      bind(
        `insert into revisions (target_type, target_id, version, before, after, actor_id, approver_id, pending_action_id, created_at)
       select 'loan', l.id, s.step + 1, e.snapshots[s.step], e.snapshots[s.step + 1],
         case when s.step = 0 or s.acted then :officer else :manager end,
         case when s.acted then :manager end,
         case when s.acted then ${slot('s.step - 1')} end,
         l.created_at + make_interval(days => s.step)
       ${seedLoans.replace(
         'where',
         `cross join lateral (select array(select jsonb_build_object(${entered.join(', ')}, ${state})
           from unnest(${path}) with ordinality as p(st, n) order by n) as snapshots offset 0) e
         cross join lateral (select step, step > 0 and ${path}[step + 1] = any(${decided}) as acted
           from generate_series(0, l.version - 1) step) s
       where`,
       )}`,
        values,
      ),
    ),
  );
}
