/**
 * One statement read in batches through a server-side cursor on PostgreSQL: the rows come from one
 * snapshot, as fast as the database produces them, and only one batch is ever in memory. The next
 * batch is fetched only when the previous one has been taken (a stream's backpressure), and stopping
 * early (a client gone) closes the cursor and gives the connection back to the pool at once.
 * PGlite has no pool to lend a connection from: `cursorBatches` answers null there.
 */
import type { Pool, PoolClient } from 'pg';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { compileStatement } from './named-statements.ts';

/** The pg pool behind a Database, when it is PostgreSQL's. */
function poolOf(db: Database): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  const pooled = client as Partial<Pool> | undefined;
  return pooled && typeof pooled.connect === 'function' && typeof pooled.idleCount === 'number'
    ? (client as Pool)
    : null;
}

export function cursorBatches<Row>(db: Database, statement: SQL, batchRows: number): AsyncGenerator<Row[]> | null {
  const pool = poolOf(db);
  if (!pool) return null;
  const query = compileStatement(statement);
  return (async function* batches() {
    const client: PoolClient = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin isolation level repeatable read read only');
      await client.query({ text: `declare batches no scroll cursor for ${query.sql}`, values: query.params });
      for (;;) {
        const { rows } = await client.query<Row & object>(`fetch forward ${batchRows} from batches`);
        if (rows.length > 0) yield rows;
        if (rows.length < batchRows) return;
      }
    } finally {
      // Ending the transaction closes the cursor; a connection that cannot end it is not reused.
      await client.query('rollback').catch((error: Error) => (broken = error));
      client.release(broken);
    }
  })();
}
