/**
 * The schema fuzzer: requests generated from the app's OpenAPI document (documented shapes and
 * hostile values: ids past the range, NUL and lone surrogates, bodies that are not objects, money
 * as JSON numbers, huge strings, malformed multipart), sent by signed-in users and guests. No
 * answer may be a 5xx, every refusal has the documented shape, and a refused write changes nothing.
 *
 * The requests are shared among a few test files, each with its own seed, so the test workers send them
 * side by side. Reproduce a file's run with FUZZ_SEED=<seed> (printed when it fails); FUZZ_RUNS sets the
 * number of requests in all.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { useApiHarness } from '../../support/api-harness.ts';
import { apiOperations, type Operation } from '../../support/api-operations.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { ACTORS, requestFor, type Actor, type FuzzRequest } from './fuzz-requests.ts';
import type { IdPools } from './schema-arbitraries.ts';
import { rowsWritten, watchWrites } from './write-checksum.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';

// An embedded-database request costs about four times a PostgreSQL one, and `.ci/run` sends the full
// number on PostgreSQL as well: the embedded pass sends half.
const ALL_RUNS = Number(process.env['FUZZ_RUNS'] ?? (process.env['DATABASE_URL'] ? 10_000 : 5_000));
const FIRST_SEED =
  process.env['FUZZ_SEED'] === 'random'
    ? Date.now() ^ (Math.random() * 2 ** 31)
    : Number(process.env['FUZZ_SEED'] ?? 20_231_123);

const EMAILS: Record<Exclude<Actor, 'guest'>, string> = {
  super_admin: DEMO.superAdmin.email,
  dl_admin_maker: DEMO.adminMaker.email,
  dl_admin_checker: DEMO.adminChecker.email,
  bank_officer: DEMO.northwindOfficer.email,
  bank_manager: DEMO.northwindManager.email,
  investor_user: DEMO.summitAnalyst.email,
  investor_manager: DEMO.summitDirector.email,
};

const POOLED_TABLES = [
  'loans',
  'pending_actions',
  'revisions',
  'batches',
  'registration_requests',
  'registration_documents',
  'entities',
  'proposals',
  'deals',
  'users',
];

/** What is wrong with a refusal's answer, or null: `{message}`, and for 422 `{message, errors: {field: [messages]}}`. */
function shapeProblem(operation: Operation, response: LightMyRequestResponse): string | null {
  // The e-mail link opens in a browser: its refusals are pages.
  if (operation.path.includes('/email/verify/') && /text\/html/.test(String(response.headers['content-type'])))
    return null;
  let body: { message?: unknown; errors?: unknown };
  try {
    body = response.json();
  } catch {
    return 'the answer is not JSON';
  }
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  if (response.statusCode !== 422) return null;
  const errors = body.errors;
  if (errors === null || typeof errors !== 'object') return 'a 422 without errors';
  const wellFormed = Object.values(errors).every(
    (messages) =>
      Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'string'),
  );
  return wellFormed ? null : 'errors not as {field: [messages]}';
}

/** The fuzzer's share `part` (from 0) of `of`: its own seed and its part of the requests. */
export function schemaFuzzSuite(part: number, of: number) {
  // A seed given to reproduce a run is that file's own.
  const SEED = process.env['FUZZ_SEED'] === undefined ? FIRST_SEED + part : FIRST_SEED;
  const RUNS = Math.ceil(ALL_RUNS / of);
  describeSuite(SEED, RUNS, `${part + 1} of ${of}`);
}

function describeSuite(SEED: number, RUNS: number, share: string) {
  describe(`the schema fuzzer, share ${share}`, () => {
    const h = useApiHarness({ config: { apiDocs: true } });

    it(
      `answers ${RUNS} generated requests over every operation with no 5xx, documented refusals and no write on refusal`,
      { timeout: 600_000 },
      async () => {
        const db = h.t.db;
        const clients = new Map<Actor, BrowserClient>();
        const guest = h.freshClient();
        await guest.csrfCookie();
        clients.set('guest', guest);
        for (const [actor, email] of Object.entries(EMAILS)) clients.set(actor as Actor, await signIn(h, email));
        expect([...clients.keys()].sort()).toEqual([...ACTORS].sort());

        const pools: Record<string, number[]> = {};
        for (const table of POOLED_TABLES) {
          const rows = (await db.execute<{ id: number }>(sql.raw(`select id from ${table} order by id limit 200`)))
            .rows;
          pools[table] = rows.map((row) => Number(row.id));
        }
        // Users and organisations of the signed-in people stay as they are, so every actor keeps acting.
        const protectedRows = (
          await db.execute<{ user_id: number; entity_id: number }>(
            sql`select u.id as user_id, r.entity_id from users u join user_entity_roles r on r.user_id = u.id where u.email in (${sql.join(
              Object.values(EMAILS).map((email) => sql`${email}`),
              sql`, `,
            )})`,
          )
        ).rows;
        const protectedUsers = new Set(protectedRows.map((row) => Number(row.user_id)));
        const protectedEntities = new Set(protectedRows.map((row) => Number(row.entity_id)));
        pools['users'] = pools['users']!.filter((id) => !protectedUsers.has(id));
        pools['entities'] = pools['entities']!.filter((id) => !protectedEntities.has(id));
        const idPools: IdPools = {
          ...pools,
          loan_id: pools['loans']!,
          target_id: pools['loans']!,
          maker_id: pools['users']!,
          bank_id: pools['entities']!,
          entity_id: pools['entities']!,
          investor_id: pools['entities']!,
        };

        const operations = apiOperations(h.t.app);
        // Signing out is sent by the guest only: the signed-in people keep their sessions for the whole run.
        const senderOf = (operation: Operation, actor: Actor): Actor =>
          operation.path === '/api/v1/logout' ? 'guest' : actor;
        const generated = fc.oneof(
          ...operations.map((operation) =>
            requestFor(operation, idPools).map((request) => ({
              operation,
              request: { ...request, actor: senderOf(operation, request.actor) },
            })),
          ),
        );
        const sent = new Map<string, number>();
        const statuses = new Map<number, number>();
        await watchWrites(db);
        let written = await rowsWritten(db);
        let requests = 0;

        const send = async (request: FuzzRequest) => {
          const client = clients.get(request.actor)!;
          const answer = await client.send(request.method, request.url, {
            ...(request.payload === undefined ? {} : { body: request.payload }),
            headers: request.contentType ? { 'content-type': request.contentType } : {},
            remoteAddress: request.remoteAddress,
          });
          client.bodies.length = 0;
          return answer;
        };

        const started = performance.now();
        try {
          await fc.assert(
            fc.asyncProperty(generated, async ({ operation, request }) => {
              const key = `${operation.method} ${operation.path}`;
              const where = `${request.actor} ${request.method} ${request.url.slice(0, 300)}`;
              requests += 1;
              sent.set(key, (sent.get(key) ?? 0) + 1);
              // A streamed answer that fails after its first bytes is destroyed: the client sees it cut off.
              const answer = await send(request).catch((error: unknown) =>
                expect.fail(`${where}: the answer was cut off (${String(error)})`),
              );
              statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
              expect(answer.statusCode, `${where}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
              const refused = answer.statusCode >= 400;
              if (refused) expect(shapeProblem(operation, answer), `${where}: ${answer.body.slice(0, 300)}`).toBeNull();
              if (request.method !== 'GET') {
                const after = await rowsWritten(db);
                if (refused)
                  expect(after - written, `${where} was refused with ${answer.statusCode} but wrote rows`).toBe(0);
                written = after;
              }
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        } catch (error) {
          process.stdout.write(`\nschema fuzzer failed: reproduce with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n`);
          throw error;
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const byStatus = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ');
        process.stdout.write(
          `\nschema fuzzer: ${requests} requests over ${sent.size} operations in ${seconds} s (seed ${SEED}); ${byStatus}\n`,
        );

        expect(requests).toBe(RUNS);
        expect(
          operations
            .filter((operation) => !sent.has(`${operation.method} ${operation.path}`))
            .map((operation) => operation.path),
        ).toEqual([]);
      },
    );
  });
}
