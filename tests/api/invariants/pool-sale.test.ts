/**
 * Portfolio sales under random sequences of operations through the API: after every step, a loan is in
 * at most one live pool and not sold twice, a sold pool's one deal stands at exactly its confirmed bid,
 * binding bids sum to their totals within the exclusion limit, late bids move the deadline at most 2 hours,
 * the award takes turns, bids stay sealed from the bank until the deadline, every applied change has its
 * revision, and the trading book's own invariants hold; and no step gets a 5xx.
 * FC_SEED=<n> replays a failing run; FC_RUNS=<n> runs more.
 */
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deals, poolLoans, pools } from '../../../server/db/schema/index.ts';
import { useTradingFile } from '../../support/trading.ts';
import { poolViolations } from './pool-invariants.ts';
import { buildPool, poolOperation, runPoolOperation, type PoolStep, type Sale } from './pool-operations.ts';
import { revisionGaps, tradingViolations } from './trading-invariants.ts';
import { CAST } from './trading-operations.ts';

const EVERYONE = Object.fromEntries(
  Object.values(CAST)
    .flatMap((people) => Object.values(people))
    .map((email) => [email, email]),
) as Record<string, string>;

const { h, as } = useTradingFile(EVERYONE);

const RUNS = Number(process.env['FC_RUNS'] ?? 6);
const seed = process.env['FC_SEED'] === undefined ? undefined : Number(process.env['FC_SEED']);

const describeStep = (step: PoolStep) => `${step.operation.kind} ${step.request ?? '-'} -> ${step.status ?? '-'}`;

describe('portfolio sales under random operations', () => {
  it(
    'keeps every invariant after every step, and answers every request without a 5xx',
    { timeout: 600_000 },
    async () => {
      const built: number[] = [];
      const reached = new Map<string, number>();
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(
          buildPool(),
          fc.array(poolOperation, { minLength: 40, maxLength: 70 }),
          async (first, operations) => {
            const sale: Sale = { h, db: h.t.db, as, poolIds: [] };
            const log: PoolStep[] = [];
            for (const op of [first, ...operations]) {
              const step = await runPoolOperation(sale, op, async (email, method, url, options = {}) => {
                const answer = await (await as(email)).send(method, url, options);
                const sent: PoolStep = {
                  operation: op,
                  request: `${email} ${method} ${url}`,
                  status: answer.statusCode,
                };
                if (answer.statusCode >= 500)
                  throw new Error(
                    `${[...log, sent].map(describeStep).join('\n  ')}\n${sent.request} answered ${answer.statusCode}: ${answer.body}`,
                  );
                if (answer.statusCode >= 400)
                  expect(typeof answer.json().message, `${sent.request}: ${answer.body}`).toBe('string');
                return sent;
              });
              log.push(step);
              steps += 1;
              // Nothing was sent or moved: nothing to check again.
              if (step.request === null) continue;
              // A refusal changes nothing: the trading book, the larger read, is checked again after a change.
              const changed = step.status === null || step.status < 400;
              const violations = [
                ...(step.breach ? [step.breach] : []),
                ...(await poolViolations(h.t.db, [...built, ...sale.poolIds])),
                ...(changed ? await tradingViolations(h.t.db) : []),
              ];
              if (violations.length > 0)
                throw new Error(`after\n  ${log.map(describeStep).join('\n  ')}\n${violations.join('\n')}`);
            }
            built.push(...sale.poolIds);
            const statuses = await h.t.db
              .select({ status: pools.status })
              .from(pools)
              .where(inArray(pools.id, sale.poolIds.length > 0 ? sale.poolIds : [0]));
            for (const { status } of statuses) reached.set(status, (reached.get(status) ?? 0) + 1);
          },
        ),
        // The database carries each run's sales into the next, so a shrunk sequence would not replay: report the run as found.
        { numRuns: RUNS, endOnFailure: true, ...(seed === undefined ? {} : { seed }) },
      );

      const ids = built.length > 0 ? built : [0];
      const dealIds = (await h.t.db.select({ id: deals.id }).from(deals).where(inArray(deals.poolId, ids))).map(
        (row) => row.id,
      );
      const loanIds = (
        await h.t.db.select({ id: poolLoans.loanId }).from(poolLoans).where(inArray(poolLoans.poolId, ids))
      ).map((row) => row.id);
      expect(await revisionGaps(h.t.db, 'deal', dealIds)).toEqual([]);
      expect(await revisionGaps(h.t.db, 'loan', loanIds)).toEqual([]);
      expect(steps).toBeGreaterThan(RUNS);
      process.stdout.write(
        `pool invariants: ${RUNS} runs, ${steps} operations, ${built.length} pools (${[...reached]
          .map(([status, count]) => `${count} ${status}`)
          .join(', ')}), ${dealIds.length} deals\n`,
      );
    },
  );
});
