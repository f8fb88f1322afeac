/**
 * What must hold of the trading book after any sequence of operations, read straight from the
 * database: deals at exactly their accepted proposals' terms, a pool's deal at exactly its confirmed
 * bid's lines, at most one live deal per loan, open proposals priced on their loan's data as it
 * stands, money paid equal to money received to the cent in each currency, and a revision for every
 * applied change.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { parseDecimal } from '../../../src/domain/loans/decimal.ts';
import { minorToDecimal } from '../../../src/domain/pools/binding-bid.ts';
import { platformFee, proposalAmount, sameMoney } from '../../../src/domain/trading/amounts.ts';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

/** Every loan a deal holds, with what was paid for it: a single loan's deal, or each line of a pool's. */
const HOLDINGS = sql`(select d.id as deal_id, d.status, coalesce(dl.loan_id, d.loan_id) as loan_id,
    coalesce(dl.amount, d.amount) as amount
  from deals d left join deal_lines dl on dl.deal_id = d.id)`;

const cents = (money: unknown) => {
  const parsed = parseDecimal(String(money), 2, 20);
  if (!parsed.ok) throw new Error(`not money: ${String(money)}`);
  return parsed.value.units;
};

/** Each violation as a line saying which record broke which rule; empty when the book is sound. */
export async function tradingViolations(db: Database): Promise<string[]> {
  const found: string[] = [];

  for (const deal of await rows(
    db,
    sql`select d.id, d.amount, d.price_pct, d.platform_fee_bps, d.platform_fee_amount, d.loan_id as deal_loan, d.investor_id as deal_investor,
               p.amount as p_amount, p.price_pct as p_price, p.status as p_status, p.loan_id as p_loan, p.investor_id as p_investor
          from deals d join proposals p on p.id = d.proposal_id`,
  )) {
    if (!sameMoney(String(deal['amount']), String(deal['p_amount'])) || deal['price_pct'] !== deal['p_price']) {
      found.push(
        `deal ${deal['id']} is at ${deal['price_pct']}% = ${deal['amount']}, its proposal at ${deal['p_price']}% = ${deal['p_amount']}`,
      );
    }
    if (deal['deal_loan'] !== deal['p_loan'] || deal['deal_investor'] !== deal['p_investor'])
      found.push(`deal ${deal['id']} names another loan or investor than its proposal`);
    if (deal['p_status'] !== 'final_accepted')
      found.push(`deal ${deal['id']}'s proposal is ${deal['p_status']}, not final_accepted`);
    if (
      !sameMoney(
        platformFee(String(deal['amount']), Number(deal['platform_fee_bps'])),
        String(deal['platform_fee_amount']),
      )
    ) {
      found.push(
        `deal ${deal['id']}'s fee ${deal['platform_fee_amount']} is not ${deal['platform_fee_bps']} bps of ${deal['amount']}`,
      );
    }
  }

  for (const deal of await rows(
    db,
    sql`select d.id, d.pool_id, d.amount, d.platform_fee_bps, d.platform_fee_amount, p.currency, b.total_minor, b.id as bid_id,
               (select coalesce(sum(dl.amount), 0) from deal_lines dl where dl.deal_id = d.id) as lines_amount,
               (select count(*)::int from deal_lines dl
                  left join pool_binding_bid_lines bl on bl.bid_id = b.id and bl.loan_id = dl.loan_id and not bl.excluded
                 where dl.deal_id = d.id and (bl.loan_id is null or bl.price_pct <> dl.price_pct)) as lines_off_bid
          from deals d join pools p on p.id = d.pool_id
          left join pool_awards a on a.pool_id = d.pool_id and a.status = 'accepted'
          left join pool_binding_bids b on b.id = a.binding_bid_id`,
  )) {
    if (deal['bid_id'] === null) {
      found.push(`pool deal ${deal['id']} has no confirmed award behind it`);
      continue;
    }
    const agreed = minorToDecimal(BigInt(String(deal['total_minor'])), String(deal['currency']));
    if (!sameMoney(String(deal['amount']), agreed))
      found.push(`pool deal ${deal['id']} is for ${deal['amount']}, its confirmed bid for ${agreed}`);
    if (!sameMoney(String(deal['amount']), String(deal['lines_amount'])))
      found.push(`pool deal ${deal['id']}'s lines sum to ${deal['lines_amount']}, not its ${deal['amount']}`);
    if (deal['lines_off_bid'] !== 0)
      found.push(`pool deal ${deal['id']} has ${deal['lines_off_bid']} lines not priced as its confirmed bid`);
    if (
      !sameMoney(
        platformFee(String(deal['amount']), Number(deal['platform_fee_bps'])),
        String(deal['platform_fee_amount']),
      )
    )
      found.push(`pool deal ${deal['id']}'s fee is not ${deal['platform_fee_bps']} bps of ${deal['amount']}`);
  }

  for (const loan of await rows(
    db,
    sql`select loan_id, count(*)::int as live from ${HOLDINGS} h where status <> 'cancelled' group by loan_id having count(*) > 1`,
  )) {
    found.push(`loan ${loan['loan_id']} is in ${loan['live']} live deals`);
  }

  for (const loan of await rows(
    db,
    sql`select l.id, l.status, l.sold_amount, d.amount as deal_amount
          from loans l left join ${HOLDINGS} d on d.loan_id = l.id and d.status <> 'cancelled'
         where l.status = 'sold' or d.deal_id is not null`,
  )) {
    if (loan['status'] !== 'sold') found.push(`loan ${loan['id']} has a live deal but is ${loan['status']}`);
    else if (loan['deal_amount'] === null) found.push(`loan ${loan['id']} is sold with no live deal`);
    else if (loan['sold_amount'] === null || !sameMoney(String(loan['sold_amount']), String(loan['deal_amount']))) {
      found.push(`loan ${loan['id']} was sold for ${loan['sold_amount']}, its deal says ${loan['deal_amount']}`);
    }
  }

  for (const open of await rows(
    db,
    sql`select p.id, p.status, p.price_pct, p.amount, p.counter_price_pct, p.counter_amount, l.id as loan_id, l.status as loan_status, l.current_principal
          from proposals p join loans l on l.id = p.loan_id
         where p.status in ('submitted', 'countered', 'accepted')`,
  )) {
    const principal = String(open['current_principal']);
    if (open['loan_status'] !== 'listed' && open['loan_status'] !== 'under_offer') {
      found.push(
        `proposal ${open['id']} is ${open['status']} on loan ${open['loan_id']}, which is ${open['loan_status']}`,
      );
    }
    if (!sameMoney(proposalAmount(String(open['price_pct']), principal), String(open['amount']))) {
      found.push(`proposal ${open['id']}: ${open['price_pct']}% of ${principal} is not its amount ${open['amount']}`);
    }
    if (
      open['counter_price_pct'] !== null &&
      !sameMoney(proposalAmount(String(open['counter_price_pct']), principal), String(open['counter_amount']))
    ) {
      found.push(
        `proposal ${open['id']}: the counter ${open['counter_price_pct']}% of ${principal} is not ${open['counter_amount']}`,
      );
    }
  }

  for (const loan of await rows(
    db,
    sql`select l.id, l.status, count(p.id)::int as accepted
          from loans l left join proposals p on p.loan_id = l.id and p.status = 'accepted'
         where l.status = 'under_offer' or p.id is not null
         group by l.id, l.status`,
  )) {
    if (loan['status'] !== 'under_offer' || loan['accepted'] !== 1)
      found.push(`loan ${loan['id']} is ${loan['status']} with ${loan['accepted']} accepted proposals`);
  }

  // What investors pay for loans equals what banks are paid for them, currency by currency, to the cent.
  const paid = new Map<string, bigint>();
  const received = new Map<string, bigint>();
  for (const deal of await rows(
    db,
    sql`select l.currency, d.amount from ${HOLDINGS} d join loans l on l.id = d.loan_id where d.status <> 'cancelled'`,
  )) {
    paid.set(String(deal['currency']), (paid.get(String(deal['currency'])) ?? 0n) + cents(deal['amount']));
  }
  for (const loan of await rows(db, sql`select currency, sold_amount from loans where status = 'sold'`)) {
    received.set(String(loan['currency']), (received.get(String(loan['currency'])) ?? 0n) + cents(loan['sold_amount']));
  }
  for (const currency of new Set([...paid.keys(), ...received.keys()])) {
    if ((paid.get(currency) ?? 0n) !== (received.get(currency) ?? 0n)) {
      found.push(
        `${currency}: investors pay ${paid.get(currency) ?? 0n} cents, banks receive ${received.get(currency) ?? 0n}`,
      );
    }
  }

  for (const table of ['loans', 'proposals', 'deals'] as const) {
    const targetType = table.slice(0, -1);
    for (const record of await rows(
      db,
      sql`select t.id, t.version from ${sql.identifier(table)} t
           where not exists (select 1 from revisions r where r.target_type = ${targetType} and r.target_id = t.id and r.version = t.version)`,
    )) {
      found.push(`${targetType} ${record['id']} is at version ${record['version']} with no revision of it`);
    }
  }
  return found;
}

/** Records whose revisions do not run 1, 2, ... up to their version without a gap: for the records a test created. */
export async function revisionGaps(
  db: Database,
  targetType: 'loan' | 'proposal' | 'deal',
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = sql.identifier(`${targetType}s`);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (
    await rows(
      db,
      sql`select t.id, t.version, count(distinct r.version)::int as written, min(r.version) as first
            from ${table} t left join revisions r on r.target_type = ${targetType} and r.target_id = t.id
           where t.id in (${list})
           group by t.id, t.version`,
    )
  )
    .filter((record) => record['written'] !== record['version'] || Number(record['first']) !== 1)
    .map(
      (record) =>
        `${targetType} ${record['id']} at version ${record['version']} has ${record['written']} revisions from version ${record['first']}`,
    );
}
