/**
 * `node --import tsx bench/plans/explain.ts` with DATABASE_URL set: runs the lists' and summaries'
 * queries as the server builds them, each through EXPLAIN (ANALYZE, BUFFERS), and writes one text
 * file per request into bench/plans/ (every statement the request runs, with its plan). Run it on
 * the large book (`npm run seed -- --loans 1000000 --listed`, then `vacuum analyze`).
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema/index.ts';
import type { Database } from '../../server/db/client.ts';
import { bookByStatus, bookSoldPerMonth, bookSummary } from '../../server/lib/loan-book/figures.ts';
import { marketSlice } from '../../server/modules/marketplace/book-served.ts';
import { marketConditions } from '../../server/modules/marketplace/filters.ts';
import { marketListRows } from '../../server/modules/marketplace/queries.ts';
import { offGrainSummary } from '../../server/modules/marketplace/summary-off-grain.ts';
import { MarketListQuerySchema } from '../../server/modules/marketplace/schemas.ts';
import { bankDeskCounts, listLoans } from '../../server/modules/loans/queries.ts';
import { waitingBankChanges, waitingByScopeAndAge } from '../../server/lib/pending-tallies/counts.ts';
import { LoanListQuerySchema } from '../../server/modules/loans/schemas.ts';
import { listPendingActions } from '../../server/modules/pending-actions/queries.ts';
import { PendingActionListQuerySchema } from '../../server/modules/pending-actions/schemas.ts';
import { latestRevisions } from '../../server/modules/admin-dashboard/queries.ts';
import { MARKET_LIST } from '../../src/domain/lists.ts';

const url = process.env['DATABASE_URL'];
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');

const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: string[] = [];
const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
// Every statement runs twice: once under EXPLAIN (kept), once as itself (answered), so the code reads real rows.
(pool as unknown as { query: typeof query }).query = async (config, values) => {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const params = typeof config === 'string' ? values : ((config as { values?: unknown[] }).values ?? values);
  if (!/^\s*explain/i.test(text)) {
    const plan = await query({ text: `explain (analyze, buffers) ${text}`, values: params });
    captured.push(`${text}\n-- parameters: ${JSON.stringify(params ?? [])}\n\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return query(config, values);
};
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;

const written: string[] = [];
async function plan(name: string, what: string, run: () => Promise<unknown>): Promise<void> {
  captured.length = 0;
  await run();
  writeFileSync(new URL(`./${name}.txt`, import.meta.url), `${what}\n\n${captured.join('\n\n----\n\n')}\n`);
  written.push(`- \`${name}.txt\`: ${what}`);
  process.stdout.write(`${name}\n`);
}

const [investor] = await db.select({ id: schema.entities.id }).from(schema.entities).where(eq(schema.entities.kind, 'investor')).limit(1);
const [bank] = await db
  .select({ id: schema.loans.bankId, n: sql<number>`count(*)::int` })
  .from(schema.loans)
  .groupBy(schema.loans.bankId)
  .orderBy(sql`count(*) desc`)
  .limit(1);
const investorIds = [investor!.id];
const bankIds = [bank!.id];
const [{ n: loanCount } = { n: 0 }] = (await pool.query<{ n: number }>('select count(*)::int as n from loans')).rows;

const market = (search: string) => MarketListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
const marketList = (name: string, search: string) =>
  plan(name, `GET /api/v1/marketplace/loans?${search} (${loanCount} loans)`, () => marketListRows(db, market(search), investorIds));

await marketList('market-list-first-page', 'page=1&per_page=25');
await marketList('market-list-region-by-principal', 'region=CA,NY&sort=current_principal&order=desc');
await marketList('market-list-rate-deepest-page', 'sort=interest_rate_pct&page=400');
for (const sort of MARKET_LIST.sortable) await marketList(`market-list-sort-${sort}`, `sort=${sort}&order=asc`);
for (const [name, search] of [
  ['rate-range', 'rate_min=4&rate_max=5'],
  ['ltv-range', 'ltv_max=60'],
  ['credit-score', 'credit_score_min=720'],
  ['balance-range', 'balance_min=100000&balance_max=300000'],
  ['arrears', 'arrears=in_arrears'],
  ['search', 'search=NW-00012'],
  ['occupancy-rate-type', 'occupancy=investment&rate_type=variable'],
  ['bank', `bank_id=${bank!.id}`],
  ['currency-property-type', 'currency=USD&property_type=flat,co_op'],
] as const)
  await marketList(`market-list-filter-${name}`, search);
// A large set is counted to the bound and estimated once; asked again within the window, the estimate kept
// stands for the count (server/lib/kept-estimates.ts).
await marketList('market-list-filter-rate-type-arrears', 'rate_type=fixed&arrears=current');
await marketList('market-list-filter-kept-estimate-first-page', 'rate_type=fixed&arrears=current');
await marketList('market-list-filter-kept-estimate-deepest-page', 'rate_type=fixed&arrears=current&page=400');

const summary = (search: string) => {
  const filters = market(search);
  const slice = marketSlice(filters);
  return slice ? bookSummary(db, slice) : offGrainSummary(db, marketConditions(filters));
};
await plan('market-summary', `GET /api/v1/marketplace/summary (${loanCount} loans): from the loan book's totals`, () => summary(''));
await plan('market-summary-region', 'GET /api/v1/marketplace/summary?region=CA,NY: from the totals', () => summary('region=CA,NY'));
await plan('market-summary-rate-range', 'GET /api/v1/marketplace/summary?rate_min=4&rate_max=5: not on the grain, a sample of the table’s pages', () =>
  summary('rate_min=4&rate_max=5'),
);

const loanList = (name: string, search: string) =>
  plan(name, `GET /api/v1/loans?${search} as the bank's officer (${loanCount} loans)`, () =>
    listLoans(db, LoanListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search))), {
      bankIds,
      awaitingUserId: null,
    }),
  );
await loanList('loan-list-first-page', 'page=1');
await loanList('loan-list-status-listed', 'status=listed');
await loanList('loan-list-by-principal', 'sort=current_principal&order=desc');
await loanList('loan-list-rate-range', 'rate_min=4&rate_max=5');
await loanList('loan-list-search', 'search=00012');
await loanList('loan-list-deepest-page', 'page=400');
await loanList('loan-list-pending-change', 'pending_change=true');
await loanList('loan-list-by-maturity', 'sort=maturity_date&order=asc');

await plan('bank-summary-loans', 'GET /api/v1/bank/summary: loans by status and sold per month from the totals, approvals and desk counts', () =>
  Promise.all([
    bookByStatus(db, { bankIds }),
    bookSoldPerMonth(db, { bankIds }),
    waitingBankChanges(db, bankIds, bankIds, 1),
    bankDeskCounts(db, bankIds),
  ]),
);
await plan('pending-actions-list', 'GET /api/v1/pending-actions (a platform admin)', () =>
  listPendingActions(db, PendingActionListQuerySchema.parse({}), null),
);
await plan('pending-actions-waiting', 'GET /api/v1/pending-actions?status=pending', () =>
  listPendingActions(db, PendingActionListQuerySchema.parse({ status: 'pending' }), null),
);
await plan('admin-dashboard', 'GET /api/v1/admin/dashboard: waiting actions by age, latest revisions', () =>
  Promise.all([waitingByScopeAndAge(db), latestRevisions(db, 10)]),
);

writeFileSync(
  new URL('./README.md', import.meta.url),
  `# Query plans at ${loanCount} loans\n\nEXPLAIN (ANALYZE, BUFFERS) of every statement each request runs, as the server builds it;\nwritten by \`node --import tsx bench/plans/explain.ts\` (DATABASE_URL set). One file per request:\n\n${written.join('\n')}\n`,
);
await pool.end();
