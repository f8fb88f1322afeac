/**
 * What must hold of portfolio sales after any sequence of operations, read straight from the database:
 * a loan in at most one live pool and, while there, neither listed singly nor in a live deal; a sold pool
 * with exactly one live deal at exactly its confirmed bid, to the minor unit; a cancelled pool deal's pool
 * withdrawn with its loans back with the bank; binding bids whose lines sum to their totals within the
 * exclusion limit; a deadline moved at most 2 hours past the listed one; an award of at most three ranks
 * taking turns; and a revision for every version of a pool.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { parseDecimal } from '../../../src/domain/loans/decimal.ts';
import { EXTENSION_CAP_MINUTES } from '../../../src/domain/pools/award.ts';
import {
  lineAmountMinor,
  minorExponent,
  parseBidPrice,
  principalMinor,
} from '../../../src/domain/pools/binding-bid.ts';
import { LIVE_POOL_STATUSES } from '../../../src/domain/pools/status.ts';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

const LIVE = sql.raw(LIVE_POOL_STATUSES.map((status) => `'${status}'`).join(', '));

/** Money of a numeric column in minor units of the currency (cents, or whole yen). */
function minor(money: unknown, currency: string): bigint {
  const parsed = parseDecimal(String(money), 2, 20);
  if (!parsed.ok) throw new Error(`not money: ${String(money)}`);
  const exponent = minorExponent(currency);
  const per = 10n ** BigInt(2 - exponent);
  if (parsed.value.units % per !== 0n) throw new Error(`${String(money)} is not whole in ${currency}`);
  return parsed.value.units / per;
}

const big = (value: unknown) => BigInt(String(value));

/** Each violation as a line saying which record broke which rule; empty when every sale is sound. */
export async function poolViolations(db: Database, madeThroughApi: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  await loansInPools(db, found);
  await poolDeals(db, found);
  await bindingBids(db, found);
  await deadlines(db, found);
  await awards(db, found);
  await poolRevisions(db, madeThroughApi, found);
  return found;
}

async function loansInPools(db: Database, found: string[]) {
  for (const row of await rows(
    db,
    sql`select pl.pool_id, pl.loan_id, pl.live, p.status from pool_loans pl join pools p on p.id = pl.pool_id
         where pl.live <> (p.status in (${LIVE}))`,
  ))
    found.push(`pool ${row['pool_id']} is ${row['status']} but its loan ${row['loan_id']} is held live=${row['live']}`);

  for (const row of await rows(
    db,
    sql`select loan_id, count(*)::int as pools from pool_loans pl join pools p on p.id = pl.pool_id
         where p.status in (${LIVE}) group by loan_id having count(*) > 1`,
  ))
    found.push(`loan ${row['loan_id']} is in ${row['pools']} live pools`);

  for (const row of await rows(
    db,
    sql`select pl.pool_id, l.id, l.status,
               (select count(*)::int from deals d where d.loan_id = l.id and d.status <> 'cancelled') as single_deals
          from pool_loans pl join pools p on p.id = pl.pool_id join loans l on l.id = pl.loan_id
         where p.status in (${LIVE})`,
  )) {
    if (row['status'] !== 'approved')
      found.push(`loan ${row['id']} is in live pool ${row['pool_id']} but ${row['status']}`);
    if (row['single_deals'] !== 0)
      found.push(`loan ${row['id']} is in live pool ${row['pool_id']} and in a live single-loan deal`);
  }
}

async function poolDeals(db: Database, found: string[]) {
  for (const pool of await rows(
    db,
    sql`select p.id, p.status,
               count(d.id) filter (where d.status <> 'cancelled')::int as live_deals,
               count(d.id) filter (where d.status = 'cancelled')::int as cancelled_deals
          from pools p left join deals d on d.pool_id = p.id group by p.id, p.status`,
  )) {
    const live = Number(pool['live_deals']);
    const cancelled = Number(pool['cancelled_deals']);
    if (pool['status'] === 'sold' && live !== 1) found.push(`pool ${pool['id']} is sold with ${live} live deals`);
    if (pool['status'] !== 'sold' && live !== 0) found.push(`pool ${pool['id']} is ${pool['status']} with a live deal`);
    // A cancelled pool deal withdraws the pool: its sale has ended without a sale.
    if (cancelled > 0 && pool['status'] !== 'withdrawn')
      found.push(`pool ${pool['id']} is ${pool['status']} after its deal was cancelled`);
    if (cancelled > 1) found.push(`pool ${pool['id']} has ${cancelled} cancelled deals`);
  }

  for (const deal of await rows(
    db,
    sql`select d.id, d.pool_id, d.status, d.amount, d.investor_id, p.currency, b.id as bid_id, b.total_minor,
               b.investor_id as bid_investor
          from deals d join pools p on p.id = d.pool_id
          left join pool_awards a on a.pool_id = d.pool_id and a.status = 'accepted'
          left join pool_binding_bids b on b.id = a.binding_bid_id`,
  )) {
    const currency = String(deal['currency']);
    if (deal['bid_id'] === null) {
      found.push(`pool deal ${deal['id']} has no accepted award behind it`);
      continue;
    }
    if (deal['investor_id'] !== deal['bid_investor'])
      found.push(`pool deal ${deal['id']} names another investor than its confirmed bid`);
    const amount = minor(deal['amount'], currency);
    if (amount !== big(deal['total_minor']))
      found.push(`pool deal ${deal['id']} is for ${amount} minor units, its confirmed bid for ${deal['total_minor']}`);
    const lines = await rows(
      db,
      sql`select coalesce(dl.loan_id, bl.loan_id) as loan_id, dl.amount, dl.price_pct as deal_price,
                 bl.price_pct as bid_price, bl.amount_minor, bl.excluded,
                 l.status as loan_status, l.sold_amount,
                 exists (select 1 from pool_loans pl where pl.loan_id = l.id and pl.live) as pooled
            from (select * from deal_lines where deal_id = ${deal['id']}) dl
            full join (select * from pool_binding_bid_lines where bid_id = ${deal['bid_id']}) bl on bl.loan_id = dl.loan_id
            join loans l on l.id = coalesce(dl.loan_id, bl.loan_id)`,
    );
    let sum = 0n;
    for (const line of lines) {
      const loan = line['loan_id'];
      if (line['excluded'] === true || line['excluded'] === null) {
        if (line['amount'] !== null) found.push(`pool deal ${deal['id']} sells loan ${loan}, which its bid left out`);
        // Left out of the sale: back with the bank, free to pool or list again.
        if (line['loan_status'] !== 'approved' || line['pooled'] === true)
          found.push(
            `loan ${loan}, left out of pool deal ${deal['id']}, is ${line['loan_status']}${line['pooled'] ? ' in a live pool' : ''}`,
          );
        continue;
      }
      if (line['amount'] === null) {
        found.push(`pool deal ${deal['id']} has no line for loan ${loan}, which its bid priced`);
        continue;
      }
      const lineMinor = minor(line['amount'], currency);
      sum += lineMinor;
      if (lineMinor !== big(line['amount_minor']) || line['deal_price'] !== line['bid_price'])
        found.push(
          `pool deal ${deal['id']} sells loan ${loan} at ${line['deal_price']}% = ${line['amount']}, its bid at ${line['bid_price']}% = ${line['amount_minor']} minor units`,
        );
      if (deal['status'] === 'cancelled') {
        if (line['loan_status'] !== 'approved' || line['sold_amount'] !== null || line['pooled'] === true)
          found.push(
            `loan ${loan} of cancelled pool deal ${deal['id']} is ${line['loan_status']}, not back with the bank`,
          );
      } else if (line['loan_status'] !== 'sold' || line['sold_amount'] === null)
        found.push(`loan ${loan} of pool deal ${deal['id']} is ${line['loan_status']}, not sold`);
      else if (minor(line['sold_amount'], currency) !== lineMinor)
        found.push(
          `loan ${loan} was sold for ${line['sold_amount']}, its line of pool deal ${deal['id']} says ${line['amount']}`,
        );
    }
    if (sum !== amount) found.push(`pool deal ${deal['id']}'s lines sum to ${sum} minor units, not its ${amount}`);
  }
}

async function bindingBids(db: Database, found: string[]) {
  const linesOf = new Map<unknown, Row[]>();
  for (const line of await rows(
    db,
    sql`select bl.bid_id, bl.loan_id, bl.excluded, bl.price_pct, bl.amount_minor, l.current_principal,
               exists (select 1 from pool_loans pl where pl.pool_id = b.pool_id and pl.loan_id = bl.loan_id) as in_pool
          from pool_binding_bid_lines bl join pool_binding_bids b on b.id = bl.bid_id join loans l on l.id = bl.loan_id`,
  ))
    linesOf.set(line['bid_id'], [...(linesOf.get(line['bid_id']) ?? []), line]);
  for (const bid of await rows(
    db,
    sql`select b.id, b.pool_id, b.investor_id, b.total_minor, b.excluded_count, p.exclusion_limit, p.status, p.currency,
               pp.shortlist,
               (select count(*)::int from pool_loans pl where pl.pool_id = p.id) as pool_loans,
               (select count(*)::int from pool_binding_bids o where o.pool_id = b.pool_id and o.investor_id = b.investor_id) as of_investor
          from pool_binding_bids b join pools p on p.id = b.pool_id
          left join pool_participants pp on pp.pool_id = b.pool_id and pp.investor_id = b.investor_id`,
  )) {
    const id = bid['id'];
    if (bid['of_investor'] !== 1)
      found.push(`investor ${bid['investor_id']} has ${bid['of_investor']} bids on pool ${bid['pool_id']}`);
    if (bid['shortlist'] !== 'shortlisted')
      found.push(`binding bid ${id} is of an investor not shortlisted (${bid['shortlist']})`);
    if (['draft', 'listed', 'phase_1'].includes(String(bid['status'])))
      found.push(`binding bid ${id} is on pool ${bid['pool_id']} in ${bid['status']}`);
    if (Number(bid['excluded_count']) > Number(bid['exclusion_limit']))
      found.push(
        `binding bid ${id} excludes ${bid['excluded_count']} loans, beyond the limit ${bid['exclusion_limit']}`,
      );
    const lines = linesOf.get(id) ?? [];
    if (lines.length !== bid['pool_loans'])
      found.push(`binding bid ${id} has ${lines.length} lines for a pool of ${bid['pool_loans']} loans`);
    const excluded = lines.filter((line) => line['excluded'] === true).length;
    if (excluded !== bid['excluded_count'])
      found.push(`binding bid ${id} excludes ${excluded} lines but counts ${bid['excluded_count']}`);
    let sum = 0n;
    for (const line of lines) {
      if (line['in_pool'] !== true) found.push(`binding bid ${id} prices loan ${line['loan_id']}, not in its pool`);
      if (line['excluded'] === true) continue;
      const amount = big(line['amount_minor']);
      sum += amount;
      const price = parseBidPrice(String(line['price_pct']));
      const due =
        price === null
          ? null
          : lineAmountMinor(principalMinor(String(line['current_principal']), String(bid['currency'])), price);
      if (due !== amount)
        found.push(`binding bid ${id} prices loan ${line['loan_id']} at ${line['price_pct']}% = ${amount}, not ${due}`);
    }
    if (sum !== big(bid['total_minor']))
      found.push(`binding bid ${id}'s lines sum to ${sum} minor units, its total is ${bid['total_minor']}`);
  }
}

async function deadlines(db: Database, found: string[]) {
  for (const pool of await rows(
    db,
    sql`select id, phase2_deadline, phase2_deadline_listed from pools
         where phase2_deadline is not null
           and (phase2_deadline < phase2_deadline_listed
             or phase2_deadline > phase2_deadline_listed + make_interval(mins => ${EXTENSION_CAP_MINUTES}))`,
  ))
    found.push(
      `pool ${pool['id']}'s phase 2 deadline ${String(pool['phase2_deadline'])} is outside the listed ${String(pool['phase2_deadline_listed'])} + ${EXTENSION_CAP_MINUTES} minutes`,
    );
}

/** The award's ranks take turns: those before the one asked have declined or lapsed, those after wait. */
async function awards(db: Database, found: string[]) {
  const byPool = new Map<number, Row[]>();
  for (const row of await rows(
    db,
    sql`select a.pool_id, a.rank, a.status, a.binding_bid_id, b.pool_id as bid_pool, p.status as pool_status
          from pool_awards a join pools p on p.id = a.pool_id join pool_binding_bids b on b.id = a.binding_bid_id
         order by a.pool_id, a.rank`,
  ))
    byPool.set(Number(row['pool_id']), [...(byPool.get(Number(row['pool_id'])) ?? []), row]);

  for (const [poolId, ranks] of byPool) {
    const poolStatus = String(ranks[0]!['pool_status']);
    const statuses = ranks.map((rank) => String(rank['status']));
    if (ranks.length > 3) found.push(`pool ${poolId}'s award has ${ranks.length} ranks: more than two backups`);
    if (ranks.some((rank, index) => rank['rank'] !== index + 1))
      found.push(`pool ${poolId}'s award ranks are ${ranks.map((rank) => rank['rank']).join(', ')}`);
    if (new Set(ranks.map((rank) => rank['binding_bid_id'])).size !== ranks.length)
      found.push(`pool ${poolId}'s award ranks one bid twice`);
    if (ranks.some((rank) => rank['bid_pool'] !== poolId))
      found.push(`pool ${poolId}'s award ranks another pool's bid`);
    const turn = statuses.findIndex((status) => status === 'invited' || status === 'accepted');
    const open = statuses.filter((status) => status === 'invited' || status === 'accepted').length;
    if (open > 1) found.push(`pool ${poolId}'s award has ${open} ranks invited or accepted at once`);
    const before = turn === -1 ? statuses : statuses.slice(0, turn);
    const after = turn === -1 ? [] : statuses.slice(turn + 1);
    if (before.some((status) => status === 'waiting') && turn !== -1)
      found.push(`pool ${poolId}'s award asks rank ${turn + 1} while an earlier rank waits: ${statuses.join(', ')}`);
    if (after.some((status) => status !== 'waiting'))
      found.push(`pool ${poolId}'s award has ranks after the one asked that are not waiting: ${statuses.join(', ')}`);
    if (poolStatus === 'awarded' && !statuses.includes('invited'))
      found.push(`pool ${poolId} is awarded but no one is invited to confirm: ${statuses.join(', ')}`);
    if (poolStatus === 'sold' && !statuses.includes('accepted'))
      found.push(`pool ${poolId} is sold but no rank accepted: ${statuses.join(', ')}`);
    if (poolStatus !== 'awarded' && statuses.includes('invited'))
      found.push(`pool ${poolId} is ${poolStatus} and still invites a bidder`);
    if (poolStatus === 'withdrawn' && !statuses.includes('accepted') && statuses.some((status) => status === 'waiting'))
      found.push(`pool ${poolId} was given back to the bank with a backup still waiting: ${statuses.join(', ')}`);
    if (['draft', 'listed', 'phase_1', 'phase_2'].includes(poolStatus))
      found.push(`pool ${poolId} is ${poolStatus} with an award`);
  }
}

/**
 * Every version of a pool has its revision: of the pool, or of its award (the award's four-eyes action).
 * Only of the pools made through the API: the demo data writes its pools' later stages straight in.
 */
async function poolRevisions(db: Database, poolIds: readonly number[], found: string[]) {
  if (poolIds.length === 0) return;
  const ids = sql.join(
    poolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const pool of await rows(
    db,
    sql`select p.id, p.version, v.version as missing from pools p cross join lateral generate_series(1, p.version) v(version)
         where p.id in (${ids})
           and not exists (select 1 from revisions r where r.target_type in ('pool', 'pool_award') and r.target_id = p.id
                             and r.version = v.version)`,
  ))
    found.push(`pool ${pool['id']} at version ${pool['version']} has no revision of version ${pool['missing']}`);
}
