/**
 * `npm run seed`: migrates the configured database and seeds the demo data when it is
 * empty. Asking for it is the consent DEMO_DATA=true gives at start-up.
 * `npm run seed -- --loans N` then adds N loans to the demo banks (a large book for benchmarks);
 * with `--listed` they are all listed (a large marketplace).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { writeDemoRoomFiles } from '../server/db/seed/demo-pool-room.ts';
import { seedLargeBook } from '../server/db/seed/seed-loans.ts';
import { timed } from '../server/db/seed/seed-timing.ts';

const { values } = parseArgs({ options: { loans: { type: 'string' }, listed: { type: 'boolean' } } });
const extraLoans = values.loans === undefined ? 0 : Number(values.loans);
if (!Number.isInteger(extraLoans) || extraLoans < 0) {
  process.stderr.write(
    'Usage: npm run seed -- [--loans N [--listed]]  (N a whole number of loans; --listed: all of them listed)\n',
  );
  process.exit(1);
}

const config = loadConfig();
const database = await timed('migrations', () => openDatabase(config));
try {
  const seeded = await timed('demo data', () => seedDemoData(database.db));
  await writeDemoRoomFiles(database.db, config.storageDir);
  process.stdout.write(seeded ? 'Seeded the demo data.\n' : 'The database already has users: nothing seeded.\n');
  if (extraLoans > 0) {
    const started = Date.now();
    const written = await timed('large book', () =>
      seedLargeBook(database.db, extraLoans, values.listed ? 'listed' : undefined),
    );
    // Fresh statistics, so the first queries on the larger book are planned for its size.
    // One table per connection, so the three samples are read at the same time.
    await timed('analyze', () =>
      Promise.all(
        ['loans', 'pending_actions', 'revisions'].map((table) => database.db.execute(sql.raw(`analyze ${table}`))),
      ),
    );
    process.stdout.write(
      `Added ${written} loans to the demo banks in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  }
} finally {
  await database.close();
}
