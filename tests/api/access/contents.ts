/** What the matrix's content checks share: counting a table's rows in the database to compare a list's total with. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { MatrixContext } from './matrix.ts';

export async function rowCount(ctx: MatrixContext, table: PgTable, where?: SQL): Promise<number> {
  const [found] = await ctx.h.t.db.select({ total: count() }).from(table).where(where);
  return found!.total;
}

/** Every value `pick` reads from the list is `expected`, and the list is not empty. */
export function allAre<Item>(list: readonly Item[], pick: (item: Item) => unknown, expected: unknown): void {
  expect(list.length).toBeGreaterThan(0);
  expect([...new Set(list.map(pick))]).toEqual([expected]);
}
