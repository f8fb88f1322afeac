/**
 * Phase 2 of a portfolio sale: binding bids per loan line from shortlisted investors, as JSON or a CSV
 * upload, in integer minor units, sealed, until a deadline that late bids move (at most 2 hours).
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolBindingBidLines, poolBindingBids } from '../../../server/db/schema/index.ts';
import { BID_ANSWERS } from '../../../server/modules/pools/bid-messages.ts';
import { checkBidEntries } from '../../../server/modules/pools/bid-lines.ts';
import {
  BID_MESSAGES,
  lineAmountMinor,
  minorToDecimal,
  parseBidPrice,
  priceText,
  principalMinor,
} from '../../../src/domain/pools/binding-bid.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { DEMO } from '../../support/demo-people.ts';
import { people, signIn } from '../../support/signed-in-people.ts';
import { expectStatus } from '../../support/trading.ts';
import { allPriced, csvUpload, phase2Pool, poolDeadline, type Phase2PoolOptions } from './phase2-support.ts';

const h = useApiHarness();
const as = people(h);
const MINUTE = 60_000;

const put = (client: BrowserClient, url: string, body: unknown) => client.send('PUT', url, { body });
const upload = (client: BrowserClient, url: string, csv: string | Buffer, fileName?: string) =>
  client.send('POST', `${url}/upload`, csvUpload(csv, fileName));
const newPool = async (options: Phase2PoolOptions = {}) => phase2Pool(h, await as('bank_officer'), options);

/** The amount a line comes to, worked out apart from the code under test: exact rational, then half up. */
function expectedMinor(principalCents: bigint, priceThousandths: bigint): bigint {
  const numerator = principalCents * priceThousandths; // in 10^-5 of a minor unit
  return (numerator * 2n + 100_000n) / 200_000n;
}

describe('the bid template and the bid as it stands', () => {
  it('gives a shortlisted investor the template: a row per line, its principal and currency, prices empty', async () => {
    const pool = await newPool();
    const answer = await (await as('investor_user')).get(`${pool.url}/template.csv`);
    expectStatus(answer, 200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(`pool-${pool.id}-binding-bid.csv`);
    expect(answer.body.trim().split('\r\n')).toEqual([
      'line,current_principal,currency,price_pct,excluded',
      '1,100000.00,GBP,,',
      '2,250000.55,GBP,,',
      '3,75000.10,GBP,,',
    ]);
  });

  it('shows the lines with no bid before the first one, and the deadline', async () => {
    const pool = await newPool();
    const answer = await (await as('investor_manager')).get(pool.url);
    expectStatus(answer, 200);
    const data = answer.json().data;
    expect(data.bid).toBeNull();
    expect(data.pool).toMatchObject({ id: pool.id, currency: 'GBP', exclusion_limit: 1, open_for_bids: true });
    expect(data.lines).toEqual([
      { line: 1, current_principal: '100000.00', price_pct: null, excluded: false, amount: null },
      { line: 2, current_principal: '250000.55', price_pct: null, excluded: false, amount: null },
      { line: 3, current_principal: '75000.10', price_pct: null, excluded: false, amount: null },
    ]);
    const clock = (await (await as('investor_manager')).get(`${pool.url}/clock`)).json().data;
    expect(clock).toMatchObject({ version: null, pool: { phase_2_deadline: data.pool.phase_2_deadline } });
  });
});

describe('placing a binding bid', () => {
  it('prices every line, sums the amounts exactly, and shows the bid with its lines', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    const placed = await put(analyst, pool.url, {
      lines: [
        { line: 1, price_pct: '97.125' },
        { line: 2, price_pct: '101' },
        { line: 3, excluded: true },
      ],
    });
    expectStatus(placed, 200);
    // 100000.00 x 97.125% = 97125.00; 250000.55 x 101% = 252500.5555 -> 252500.56; line 3 out.
    expect(placed.json().data).toMatchObject({
      bid: { version: 1, total: '349625.56', total_minor: '34962556', excluded_count: 1 },
      extended: false,
    });
    const mine = (await analyst.get(pool.url)).json().data;
    expect(mine.bid).toMatchObject({ version: 1, total: '349625.56' });
    expect(mine.lines).toEqual([
      { line: 1, current_principal: '100000.00', price_pct: '97.125', excluded: false, amount: '97125.00' },
      { line: 2, current_principal: '250000.55', price_pct: '101.000', excluded: false, amount: '252500.56' },
      { line: 3, current_principal: '75000.10', price_pct: null, excluded: true, amount: '0.00' },
    ]);
  });

  it('rounds half up to a whole minor unit, in yen without decimals', async () => {
    const pool = await newPool({ currency: 'JPY', principals: ['12345.00', '3.00'], exclusionLimit: 0 });
    const placed = await put(await as('investor_user'), pool.url, {
      lines: [
        { line: 1, price_pct: '50.002' }, // 6172.99690 -> 6173
        { line: 2, price_pct: '50' }, // 1.5 -> 2
      ],
    });
    expectStatus(placed, 200);
    expect(placed.json().data.bid).toMatchObject({ total: '6175', total_minor: '6175' });
  });

  it('replaces the lines on a revision and moves the version on; a stale version is refused', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    expectStatus(await put(analyst, pool.url, { lines: allPriced(3, '90') }), 200);
    const noBid = await newPool();
    const early = await put(analyst, noBid.url, { lines: allPriced(3), version: 1 });
    expectStatus(early, 409);
    expect(early.json().message).toBe(BID_ANSWERS.noBidYet);

    const revised = await put(await as('investor_manager'), pool.url, { lines: allPriced(3, '95', [2]), version: 1 });
    expectStatus(revised, 200);
    expect(revised.json().data.bid).toMatchObject({ version: 2, excluded_count: 1 });
    const stale = await put(analyst, pool.url, { lines: allPriced(3, '80'), version: 1 });
    expectStatus(stale, 409);
    expect(stale.json().message).toBe(BID_ANSWERS.staleVersion(2));

    const [bid] = await h.t.db.select().from(poolBindingBids).where(eq(poolBindingBids.poolId, pool.id));
    const lines = await h.t.db.select().from(poolBindingBidLines).where(eq(poolBindingBidLines.bidId, bid!.id));
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.excluded)).toHaveLength(1);
    expect(lines.filter((line) => line.pricePct === '95.000')).toHaveLength(2);
    expect(bid!.totalMinor).toBe(lines.reduce((sum, line) => sum + line.amountMinor, 0n));
  });

  it('allows exclusions up to the pool’s limit and no further', async () => {
    const pool = await newPool({ exclusionLimit: 1 });
    const analyst = await as('investor_user');
    const over = await put(analyst, pool.url, { lines: allPriced(3, '90', [1, 3]) });
    expectStatus(over, 422);
    expect(over.json().errors.lines).toEqual([BID_MESSAGES.tooManyExclusions(2, 1)]);
    const none = await newPool({ exclusionLimit: 0 });
    const refused = await put(analyst, none.url, { lines: allPriced(3, '90', [2]) });
    expectStatus(refused, 422);
    expect(refused.json().errors.lines).toEqual([BID_MESSAGES.tooManyExclusions(1, 0)]);
    expectStatus(await put(analyst, pool.url, { lines: allPriced(3, '90', [3]) }), 200);
  });

  it('refuses a bid that misses, repeats or invents a line, or prices one wrongly, naming each entry', async () => {
    const pool = await newPool();
    const answer = await put(await as('investor_user'), pool.url, {
      lines: [
        { line: 1, price_pct: '0' },
        { line: 1, price_pct: '90' },
        { line: 4, price_pct: '90' },
        { line: 2, price_pct: '90.1234' },
      ],
    });
    expectStatus(answer, 422);
    expect(answer.json().errors).toEqual({
      'lines.0.price_pct': [BID_MESSAGES.price],
      'lines.1.line': [BID_MESSAGES.repeatedLine(1, 1)],
      'lines.2.line': [BID_MESSAGES.unknownLine('4', 3)],
      'lines.3.price_pct': [BID_MESSAGES.price],
      lines: [BID_MESSAGES.missingLines([3])],
    });
    expect(await h.t.db.select().from(poolBindingBids).where(eq(poolBindingBids.poolId, pool.id))).toEqual([]);
  });

  it.each([
    ['-1', BID_MESSAGES.price],
    ['200.001', BID_MESSAGES.price],
    ['1e2', BID_MESSAGES.price],
    ['ninety', BID_MESSAGES.price],
    ['', BID_MESSAGES.missingPrice],
  ])('refuses the price "%s"', async (price, message) => {
    const pool = await newPool({ principals: ['1000.00'] });
    const answer = await put(await as('investor_user'), pool.url, { lines: [{ line: 1, price_pct: price }] });
    expectStatus(answer, 422);
    expect(answer.json().errors['lines.0.price_pct']).toEqual([message]);
  });

  it('refuses a line both priced and excluded, and a bid that leaves every line out', async () => {
    const pool = await newPool({ principals: ['1000.00', '2000.00'], exclusionLimit: 1 });
    const analyst = await as('investor_user');
    const both = await put(analyst, pool.url, {
      lines: [
        { line: 1, price_pct: '90', excluded: true },
        { line: 2, price_pct: '90' },
      ],
    });
    expect(both.json().errors).toEqual({ 'lines.0.price_pct': [BID_MESSAGES.priceOrExclusion] });
    const single = await newPool({ principals: ['1000.00'], exclusionLimit: 1 });
    const nothing = await put(analyst, single.url, { lines: [{ line: 1, excluded: true }] });
    expect(nothing.json().errors).toEqual({ lines: [BID_MESSAGES.nothingPriced] });
  });

  it('refuses a body that is not a bid (422), never a server error', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    for (const body of [
      {},
      { lines: 'all' },
      { lines: [{ line: 1, price_pct: 97.5 }] },
      { lines: [{ line: 0, price_pct: '90' }] },
      { lines: [{ line: 1.5, price_pct: '90' }] },
      { lines: [{ line: 99_999_999_999, price_pct: '90' }] },
      { lines: allPriced(3), version: 0 },
      { lines: allPriced(3), extra: true },
    ]) {
      const answer = await put(analyst, pool.url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('who may bid, and when', () => {
  it('keeps the binding phase from investors not shortlisted or not taking part (404), and from bank people (403)', async () => {
    const pool = await newPool({ shortlist: { 'Summit Capital': 'not_shortlisted' } });
    const pending = await newPool({ shortlist: { 'Summit Capital': 'pending' } });
    const absent = await newPool({ shortlist: {} });
    const bluewater = await signIn(h, DEMO.bluewaterAnalyst.email);
    for (const target of [pool, pending, absent]) {
      for (const client of [await as('investor_user'), bluewater]) {
        expectStatus(await client.get(target.url), 404);
        expectStatus(await client.get(`${target.url}/clock`), 404);
        expectStatus(await client.get(`${target.url}/template.csv`), 404);
        const refused = await put(client, target.url, { lines: allPriced(3) });
        expectStatus(refused, 404);
        expect(refused.json().message).toBe(BID_ANSWERS.poolNotFound);
        expectStatus(await upload(client, target.url, 'line,price_pct\n1,90\n2,90\n3,90\n'), 404);
      }
    }
    for (const who of ['bank_officer', 'bank_manager', 'super_admin', 'no_role'] as const) {
      expectStatus(await (await as(who)).get(pool.url), 403);
      expectStatus(await put(await as(who), pool.url, { lines: allPriced(3) }), 403);
    }
    expectStatus(await (await as('guest')).get(pool.url), 401);
    expectStatus(await (await as('investor_user')).get(`${API}/investor/pools/2147483647/binding-bid`), 404);
  });

  it('hides one investor’s bid from another: each reads only its own', async () => {
    const pool = await newPool({
      shortlist: { 'Summit Capital': 'shortlisted', 'Bluewater Pension Fund': 'shortlisted' },
    });
    const bluewater = await signIn(h, DEMO.bluewaterDirector.email);
    expectStatus(await put(await as('investor_user'), pool.url, { lines: allPriced(3, '99') }), 200);
    const theirs = (await bluewater.get(pool.url)).json().data;
    expect(theirs.bid).toBeNull();
    expect(theirs.lines.every((line: { price_pct: unknown }) => line.price_pct === null)).toBe(true);
    expect((await bluewater.get(`${pool.url}/clock`)).json().data.version).toBeNull();
    // A first bid without a version is Bluewater's own, not a revision of Summit's.
    const placed = await put(bluewater, pool.url, { lines: allPriced(3, '98') });
    expect(placed.json().data.bid.version).toBe(1);
  });

  it('takes bids only in phase 2 and before the deadline; nothing is saved after it', async () => {
    const analyst = await as('investor_user');
    const early = await newPool({ status: 'phase_1' });
    const notYet = await put(analyst, early.url, { lines: allPriced(3) });
    expectStatus(notYet, 409);
    expect(notYet.json().message).toBe(BID_ANSWERS.notPhase2);
    const over = await newPool({ status: 'awarded' });
    expectStatus(await put(analyst, over.url, { lines: allPriced(3) }), 409);

    const closed = await newPool({ deadlineInMinutes: -1 });
    const late = await put(analyst, closed.url, { lines: allPriced(3) });
    expectStatus(late, 409);
    expect(late.json().message).toBe(BID_ANSWERS.deadlinePassed);
    expectStatus(await upload(analyst, closed.url, 'line,price_pct\n1,90\n2,90\n3,90\n'), 409);
    expect(await h.t.db.select().from(poolBindingBids).where(eq(poolBindingBids.poolId, closed.id))).toEqual([]);
    // Reading the bid and the template stays open after the deadline.
    expect((await analyst.get(closed.url)).json().data.pool.open_for_bids).toBe(false);
    expectStatus(await analyst.get(`${closed.url}/template.csv`), 200);
  });
});

describe('the soft close', () => {
  it('moves the deadline 10 minutes for a bid in its last 10 minutes, and not for an earlier one', async () => {
    const analyst = await as('investor_user');
    const calm = await newPool({ deadlineInMinutes: 30 });
    const before = await poolDeadline(h, calm.id);
    const early = await put(analyst, calm.url, { lines: allPriced(3) });
    expect(early.json().data.extended).toBe(false);
    expect(await poolDeadline(h, calm.id)).toEqual(before);

    const close = await newPool({ deadlineInMinutes: 5 });
    const deadline = await poolDeadline(h, close.id);
    const late = await put(analyst, close.url, { lines: allPriced(3) });
    expectStatus(late, 200);
    const moved = new Date(deadline.getTime() + 10 * MINUTE);
    expect(late.json().data).toMatchObject({ extended: true, pool: { phase_2_deadline: moved.toISOString() } });
    expect(await poolDeadline(h, close.id)).toEqual(moved);
  });

  it('never moves the deadline past 2 hours after the listed one', async () => {
    // Listed 115 minutes before the current deadline: one more step would pass the cap by 5 minutes.
    const pool = await newPool({ deadlineInMinutes: 4, listedDeadlineInMinutes: 4 - 115 });
    const listedCap = (await poolDeadline(h, pool.id)).getTime() + 5 * MINUTE;
    const late = await put(await as('investor_user'), pool.url, { lines: allPriced(3) });
    expect(late.json().data.extended).toBe(true);
    expect((await poolDeadline(h, pool.id)).getTime()).toBe(listedCap);
    const capped = await newPool({ deadlineInMinutes: 4, listedDeadlineInMinutes: 4 - 120 });
    const atCap = await poolDeadline(h, capped.id);
    expect((await put(await as('investor_user'), capped.url, { lines: allPriced(3) })).json().data.extended).toBe(
      false,
    );
    expect(await poolDeadline(h, capped.id)).toEqual(atCap);
  });

  it('ends at one deadline, within the cap, under 50 last-minute bids and revisions at once', async () => {
    const pool = await newPool({
      deadlineInMinutes: 3,
      listedDeadlineInMinutes: 3 - 112,
      shortlist: { 'Summit Capital': 'shortlisted', 'Bluewater Pension Fund': 'shortlisted' },
    });
    const listed = (await poolDeadline(h, pool.id)).getTime() - 112 * MINUTE;
    const bidders = [
      await as('investor_user'),
      await as('investor_manager'),
      await signIn(h, DEMO.bluewaterAnalyst.email),
      await signIn(h, DEMO.bluewaterDirector.email),
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        put(bidders[index % bidders.length]!, pool.url, { lines: allPriced(3, `${90 + (index % 7)}.5`) }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    const final = await poolDeadline(h, pool.id);
    // One step of 10 minutes would pass the cap (listed + 120 min): the deadline stops exactly there.
    expect(final.getTime()).toBe(listed + 120 * MINUTE);
    expect(answers.filter((answer) => answer.json().data.extended)).toHaveLength(1);
    const bids = await h.t.db.select().from(poolBindingBids).where(eq(poolBindingBids.poolId, pool.id));
    // Summit's two people placed 26 of the bids, Bluewater's 24: every one of them is a version, none lost.
    expect(bids.map((bid) => bid.version).sort((a, b) => a - b)).toEqual([24, 26]);
    // The last answer each bidder got names the deadline the pool ended with.
    const lastSeen = answers.map((answer) => answer.json().data.pool.phase_2_deadline as string).sort();
    expect(lastSeen.at(-1)).toBe(final.toISOString());
  });

  it('extends once under concurrent late bids when the cap is far', async () => {
    const pool = await newPool({
      deadlineInMinutes: 2,
      shortlist: { 'Summit Capital': 'shortlisted', 'Bluewater Pension Fund': 'shortlisted' },
    });
    const deadline = await poolDeadline(h, pool.id);
    const bidders = [await as('investor_user'), await signIn(h, DEMO.bluewaterAnalyst.email)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => put(bidders[index % 2]!, pool.url, { lines: allPriced(3) })),
    );
    for (const answer of answers) expectStatus(answer, 200);
    expect((await poolDeadline(h, pool.id)).getTime()).toBe(deadline.getTime() + 10 * MINUTE);
  });
});

describe('a bid uploaded as CSV', () => {
  it('places the bid from the filled template, with exclusions, as the JSON bid would', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    const template = (await analyst.get(`${pool.url}/template.csv`)).body;
    const filled = template
      .replace('1,100000.00,GBP,,', '1,100000.00,GBP,97.125,')
      .replace('2,250000.55,GBP,,', '2,250000.55,GBP,101,')
      .replace('3,75000.10,GBP,,', '3,75000.10,GBP,,yes');
    const placed = await upload(analyst, pool.url, filled);
    expectStatus(placed, 200);
    expect(placed.json().data.bid).toMatchObject({ version: 1, total: '349625.56', excluded_count: 1 });
  });

  it('reads semicolons, a byte-order mark, CR line ends, any column order and only the needed columns', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    const csv = '\uFEFFprice_pct;line\r90;3\r90.5;1\r\r91;2\r';
    const placed = await upload(analyst, pool.url, csv);
    expectStatus(placed, 200);
    // 90.5% of 100000.00 + 91% of 250000.55 (227500.5005) + 90% of 75000.10 (67500.09)
    expect(placed.json().data.bid.total).toBe('385500.59');
  });

  it('reports every wrong row by its number and saves nothing', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    expectStatus(await put(analyst, pool.url, { lines: allPriced(3, '90') }), 200);
    const csv = [
      'line,current_principal,currency,price_pct,excluded',
      '1,100000.00,GBP,abc,',
      '1,100000.00,GBP,90,',
      '7,,GBP,90,',
      '2,250000.55,GBP,90,maybe',
    ].join('\n');
    const answer = await upload(analyst, pool.url, csv);
    expectStatus(answer, 422);
    expect(answer.json().errors).toEqual({
      'rows.2.price_pct': [BID_MESSAGES.price],
      'rows.3.line': [BID_MESSAGES.repeatedLine(1, 2)],
      'rows.4.line': [BID_MESSAGES.unknownLine('7', 3)],
      'rows.5.excluded': [BID_MESSAGES.excludedFlag],
      file: [BID_MESSAGES.missingLines([3])],
    });
    expect(answer.json().message).toMatch(/^Give a price .* \(and 4 more errors\)$/);
    const mine = (await analyst.get(pool.url)).json().data;
    expect(mine.bid.version).toBe(1);
    expect(mine.lines.map((line: { price_pct: string }) => line.price_pct)).toEqual(['90.000', '90.000', '90.000']);
  });

  it('refuses a file of the wrong shape with a clear reason (422), never a server error', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    const refusals: [string | Buffer, string | undefined, string][] = [
      ['price_pct\n90\n', undefined, 'rows.1.line'],
      ['line,price,price_pct\n1,2,3\n', undefined, 'rows.1.price'],
      ['line,price_pct,line\n1,90,1\n', undefined, 'rows.1.line'],
      ['line,price_pct\n1,90,extra\n2,90\n3,90\n', undefined, 'rows.2'],
      ['', undefined, 'file'],
      ['line,price_pct\n1,"90\n', undefined, 'file'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]), undefined, 'file'],
      ['line,price_pct\n1,90\n', 'bid.xlsx', 'file'],
      ['line,price_pct\n', undefined, 'file'],
    ];
    for (const [csv, fileName, key] of refusals) {
      const answer = await upload(analyst, pool.url, csv, fileName);
      expect(answer.statusCode, `${String(csv)}: ${answer.body}`).toBe(422);
      expect(Object.keys(answer.json().errors), String(csv)).toContain(key);
    }
    const json = await analyst.post(`${pool.url}/upload`, { lines: allPriced(3) });
    expectStatus(json, 415);
    const noFile = await analyst.send('POST', `${pool.url}/upload`, {
      body: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectStatus(noFile, 422);
    expect(noFile.json().errors.file).toEqual([BID_ANSWERS.fileRequired]);
    expect(await h.t.db.select().from(poolBindingBids).where(eq(poolBindingBids.poolId, pool.id))).toEqual([]);
  });

  it('checks the version given with an upload', async () => {
    const pool = await newPool();
    const analyst = await as('investor_user');
    const csv = 'line,price_pct\n1,90\n2,90\n3,90\n';
    expectStatus(await upload(analyst, pool.url, csv), 200);
    expectStatus(await analyst.send('POST', `${pool.url}/upload?version=1`, csvUpload(csv)), 200);
    expectStatus(await analyst.send('POST', `${pool.url}/upload?version=1`, csvUpload(csv)), 409);
  });
});

describe('amounts in minor units', () => {
  it('makes each line the half-up rounding of principal × price / 100, exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 200_000n }),
        (principalCents, price) => {
          expect(lineAmountMinor(principalCents, price)).toBe(expectedMinor(principalCents, price));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('sums the lines to the total exactly, whatever the principals, prices and exclusions', () => {
    const line = fc.record({
      cents: fc.bigInt({ min: 0n, max: 10n ** 13n }),
      price: fc.bigInt({ min: 1n, max: 200_000n }),
      excluded: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), fc.constantFrom('GBP', 'JPY'), (lines, currency) => {
        const poolLines = lines.map((entry, index) => ({
          line: index + 1,
          loanId: 1000 + index,
          currentPrincipal: minorToDecimal(entry.cents, 'GBP'),
        }));
        const priced = lines.map((entry, index) => ({
          line: String(index + 1),
          priceText: entry.excluded ? '' : priceText(entry.price),
          excluded: entry.excluded,
          at: `lines.${index}`,
          position: index + 1,
        }));
        const check = checkBidEntries(priced, poolLines, currency, lines.length, 'lines');
        expect(check.ok).toBe(!lines.every((entry) => entry.excluded));
        if (!check.ok) return;
        let sum = 0n;
        check.bid.lines.forEach((checked, index) => {
          const entry = lines[index]!;
          const principal = principalMinor(poolLines[index]!.currentPrincipal, currency);
          expect(checked.amountMinor).toBe(entry.excluded ? 0n : expectedMinor(principal, entry.price));
          sum += checked.amountMinor;
        });
        expect(check.bid.totalMinor).toBe(sum);
      }),
      { numRuns: 300 },
    );
  });

  it('stores what the rules work out: the API’s lines sum to its total for random prices', async () => {
    const principals = fc.sample(fc.bigInt({ min: 1n, max: 5n * 10n ** 9n }), { numRuns: 8, seed: 42 });
    const pool = await newPool({
      principals: principals.map((cents) => minorToDecimal(cents, 'GBP')),
      exclusionLimit: 2,
    });
    const analyst = await as('investor_user');
    for (const prices of fc.sample(fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 8, maxLength: 8 }), {
      numRuns: 5,
      seed: 7,
    })) {
      const lines = prices.map((price, index) => ({ line: index + 1, price_pct: priceText(BigInt(price)) }));
      const placed = await put(analyst, pool.url, { lines });
      expectStatus(placed, 200);
      const mine = (await analyst.get(pool.url)).json().data;
      const cents = mine.lines.map((entry: { amount: string }) => BigInt(entry.amount.replace('.', '')));
      const expected = prices.map((price, index) => expectedMinor(principals[index]!, BigInt(price)));
      expect(cents).toEqual(expected);
      expect(BigInt(mine.bid.total_minor)).toBe(expected.reduce((sum, value) => sum + value, 0n));
    }
    expect(parseBidPrice('97.125')).toBe(97_125n);
  });
});
