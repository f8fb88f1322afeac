/**
 * The trading book's invariants under random sequences of operations through the API: after
 * every step, deals stand at their accepted proposals' terms, a loan is in at most one live
 * deal, open proposals are priced on their loan's data as it stands, money paid equals money
 * received to the cent, and every applied change has its revision; and no step gets a 5xx.
 * FC_SEED=<n> replays a failing run.
 */
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deals, proposals } from '../../../server/db/schema/index.ts';
import { useTradingFile } from '../../support/trading.ts';
import { revisionGaps, tradingViolations } from './trading-invariants.ts';
import { CAST, freshListedLoans, operation, runOperation, type Book, type Step } from './trading-operations.ts';

const EVERYONE = Object.fromEntries(
  Object.values(CAST)
    .flatMap((people) => Object.values(people))
    .map((email) => [email, email]),
) as Record<string, string>;

const { h, as } = useTradingFile(EVERYONE);

const RUNS = Number(process.env['FC_RUNS'] ?? 10);
const seed = process.env['FC_SEED'] === undefined ? undefined : Number(process.env['FC_SEED']);

describe('the trading book under random operations', () => {
  it(
    'keeps every invariant after every step, and answers every request without a 5xx',
    { timeout: 600_000 },
    async () => {
      const traded = new Set<number>();
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 20, maxLength: 50 }), async (operations) => {
          const loanIds = await freshListedLoans(h.t.db, 2, traded);
          loanIds.forEach((id) => traded.add(id));
          const book: Book = { db: h.t.db, as, loanIds: loanIds.length > 0 ? loanIds : [...traded].slice(0, 4) };
          const log: Step[] = [];
          for (const op of operations) {
            const step = await runOperation(book, op, async (email, method, url, body) => {
              const answer = await (await as(email)).send(method, url, body === undefined ? {} : { body });
              const sent: Step = { operation: op, request: `${email} ${method} ${url}`, status: answer.statusCode };
              if (answer.statusCode >= 500)
                throw new Error(`${sent.request} answered ${answer.statusCode}: ${answer.body}`);
              if (answer.statusCode >= 400)
                expect(typeof answer.json().message, `${sent.request}: ${answer.body}`).toBe('string');
              return sent;
            });
            log.push(step);
            steps += 1;
            const violations = await tradingViolations(h.t.db);
            if (violations.length > 0) {
              throw new Error(
                `after ${log.map((s) => `${s.operation.kind} ${s.request ?? '-'} -> ${s.status ?? '-'}`).join('\n  ')}\n${violations.join('\n')}`,
              );
            }
          }
        }),
        // The database carries each run's book into the next, so a shrunk sequence would not replay: report the run as found.
        { numRuns: RUNS, endOnFailure: true, ...(seed === undefined ? {} : { seed }) },
      );

      const ids = [...traded];
      const proposalIds = (
        await h.t.db.select({ id: proposals.id }).from(proposals).where(inArray(proposals.loanId, ids))
      ).map((row) => row.id);
      const dealIds = (await h.t.db.select({ id: deals.id }).from(deals).where(inArray(deals.loanId, ids))).map(
        (row) => row.id,
      );
      expect(await revisionGaps(h.t.db, 'proposal', proposalIds)).toEqual([]);
      expect(await revisionGaps(h.t.db, 'deal', dealIds)).toEqual([]);
      expect(steps).toBeGreaterThan(RUNS);
      process.stdout.write(
        `trading invariants: ${RUNS} runs, ${steps} operations, ${proposalIds.length} proposals, ${dealIds.length} deals\n`,
      );
    },
  );
});
