/**
 * The authorization matrix's rows and the runner that tries each row's operation as every
 * principal and compares the answers with the row's literal line of expectations.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useApiHarness, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { matrixFixtures, type Fixtures } from './fixtures.ts';
import { COLUMNS, matches, PRINCIPALS, type Outcome, type Principal } from './principals.ts';
import { signedInPeople } from '../../support/signed-in-people.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface MatrixRequest {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixContext {
  h: ApiHarness;
  as(who: Principal): Promise<BrowserClient>;
  fx: Fixtures;
}

export interface Row<Target = unknown> {
  /** The operation as openapi.json names it: method and path template. */
  op: string;
  /** What it is tried on, in words. */
  on: string;
  /** The expectations, one per principal (`cells(...)`). */
  expect: Record<Principal, Outcome>;
  /** Makes the object the row is tried on. */
  target?: (ctx: MatrixContext) => Promise<Target>;
  /**
   * Each allowed cell gets an object of its own (the default for writes), made after every
   * refused cell has been tried on a shared one, so one allowed write cannot change another cell.
   */
  fresh?: boolean;
  request(target: Target, who: Principal, ctx: MatrixContext): MatrixRequest | Promise<MatrixRequest>;
  /** Checks an allowed answer's contents: what the principal sees must be theirs to see. */
  contents?(answer: LightMyRequestResponse, who: Principal, ctx: MatrixContext): void | Promise<void>;
}

/** Keeps a row's target type between `target` and `request`. */
export const row = <Target>(definition: Row<Target>): Row => definition as Row;

const pathPattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Whether a request is the operation its row claims to be. */
export function requestIsOperation(request: MatrixRequest, op: string): boolean {
  const [method, template] = op.split(' ');
  return request.method === method && pathPattern(template!).test(request.url.split('?')[0]!);
}

export const cellCount = (rows: readonly Row[]) => rows.length * COLUMNS.length;

/** One `it` per row on one seeded app shared by the file; every principal signs in once. */
export function useMatrix(title: string, rows: readonly Row[]): void {
  const h = useApiHarness();
  const as = signedInPeople(
    h,
    Object.fromEntries(COLUMNS.map((who) => [who, PRINCIPALS[who].email])) as Record<Principal, string | null>,
  );
  const ctx: MatrixContext = { h, as, fx: matrixFixtures(h, as) };

  afterAll(() => {
    console.info(
      `authorization matrix, ${title}: ${rows.length} rows x ${COLUMNS.length} principals = ${cellCount(rows)} cells`,
    );
  });

  describe(`authorization matrix: ${title}`, () => {
    for (const entry of rows) {
      it(`${entry.op} on ${entry.on}`, async () => {
        const fresh = entry.fresh ?? !entry.op.startsWith('GET ');
        const shared = entry.target ? await entry.target(ctx) : undefined;
        // Refused cells first, on the shared object; then each allowed cell, on its own when fresh.
        const order = [
          ...COLUMNS.filter((who) => entry.expect[who] !== 'ok'),
          ...COLUMNS.filter((who) => entry.expect[who] === 'ok'),
        ];
        const mismatches: string[] = [];
        const allowed: [Principal, LightMyRequestResponse][] = [];
        for (const who of order) {
          const target = fresh && entry.expect[who] === 'ok' && entry.target ? await entry.target(ctx) : shared;
          const request = await entry.request(target, who, ctx);
          if (!requestIsOperation(request, entry.op))
            throw new Error(`${entry.op}: the row sends ${request.method} ${request.url}`);
          const client = await as(who);
          const answer = await client.send(request.method, request.url, {
            ...(request.body === undefined ? {} : { body: request.body }),
            ...(request.headers ? { headers: request.headers } : {}),
          });
          if (!matches(entry.expect[who], answer.statusCode)) {
            mismatches.push(
              `${who}: expected ${entry.expect[who]}, got ${answer.statusCode} ${answer.body.slice(0, 160)}`,
            );
          } else if (entry.expect[who] === 'ok') allowed.push([who, answer]);
        }
        expect(mismatches).toEqual([]);
        for (const [who, answer] of allowed) await entry.contents?.(answer, who, ctx);
      });
    }
  });
}
