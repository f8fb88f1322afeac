/**
 * Raw statements run as named (server-side prepared) statements: PostgreSQL parses each once per
 * connection, and once it finds the statement's generic plan as cheap as a fresh one it stops
 * planning it on every run, which for a large statement costs more than running it.
 *
 * A connection keeps every statement it has prepared until it closes, a few hundred kilobytes for
 * a large one, so a family of statements names at most `limit` distinct texts, each once it has
 * been asked for twice (a shape used once is not worth a connection's memory); any other text runs
 * unnamed, planned afresh as before. PGlite ignores the names.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { is, SQL, type Query } from 'drizzle-orm';
import type { Executor } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** The statement's text and parameters, as the database receives them. */
export const compileStatement = (statement: SQL): Query => dialect.sqlToQuery(statement);
/** Texts seen once and not yet named are forgotten past this many, so a stream of one-off shapes cannot grow the map. */
const SEEN_ONCE_AT_MOST = 1000;

export function namedStatements(prefix: string, limit: number) {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();

  function nameOf(text: string): string | undefined {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= SEEN_ONCE_AT_MOST) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `${prefix}_${names.size + 1}`;
    names.set(text, name);
    return name;
  }

  /**
   * `statement` may come compiled already (compileStatement), when its caller keeps compiled statements.
   * `unnamed`: planned afresh on every run, for a statement whose best plan depends on the values bound
   * (a range, a search): a generic plan, blind to them, may read a hundred thousand rows to find a page.
   */
  return async function execute<Row>(
    db: Executor,
    statement: SQL | Query,
    { unnamed = false }: { unnamed?: boolean } = {},
  ): Promise<Row[]> {
    const query = is(statement, SQL) ? compileStatement(statement) : statement;
    const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
      query,
      undefined,
      unnamed ? undefined : nameOf(query.sql),
      false,
    );
    return (await prepared.execute()).rows;
  };
}
