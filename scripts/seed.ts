/**
 * `npm run seed`: migrates the configured database and seeds the demo data when it is
 * empty. Asking for it is the consent DEMO_DATA=true gives at start-up.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedDemoData } from '../server/db/seed/index.ts';

const database = await openDatabase(loadConfig());
try {
  const seeded = await seedDemoData(database.db);
  process.stdout.write(seeded ? 'Seeded the demo data.\n' : 'The database already has users: nothing seeded.\n');
} finally {
  await database.close();
}
