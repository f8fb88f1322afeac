/** Start-up: configuration, database, migrations, demo data, listen; clean shutdown on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseConnectionError, type DatabaseHandle } from './db/client.ts';
import { pendingMigrations } from './db/migration-state.ts';
import { runMigrations } from './db/migrate.ts';
import { connectDatabase } from './db/open.ts';
import { demoDataWanted, DemoDataSettingError } from './db/seed/demo-data-policy.ts';
import { prepareDemoData, type DemoDataOutcome } from './db/seed/prepare.ts';
import { PROJECT_ROOT } from './lib/project-root.ts';
import { scheduleProposalExpiry } from './modules/proposals/expiry-schedule.ts';
import { scheduleNotificationDispatch } from './modules/notifications/dispatch-schedule.ts';
import { scheduleAwardSweep } from './modules/pool-award/sweep-schedule.ts';
import { schedulePhaseClose } from './modules/pools/phase-close-schedule.ts';
import { scheduleRunningTotalsCompaction } from './lib/running-totals-schedule.ts';
import { stopOnSignals } from './shutdown.ts';
import { printWelcome } from './welcome.ts';

const PORTAL_DIR = join(PROJECT_ROOT, 'dist');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Applies pending migrations, or with MIGRATE_ON_START=false refuses to start on a schema that lacks some. */
async function bringSchemaUpToDate(database: DatabaseHandle, config: Config): Promise<void> {
  if (config.migrateOnStart) {
    const { applied } = await runMigrations(database);
    if (applied.length > 0) process.stdout.write(`Migrations applied: ${applied.join(', ')}\n`);
    return;
  }
  const pending = await pendingMigrations(database.db);
  if (pending.length > 0) {
    fail(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`npm run migrate\`, or start with MIGRATE_ON_START=true.`,
    );
  }
}

/** Connects, migrates and sees to the demo data; a failure ends the process with one line. */
async function prepareDatabase(
  config: Config,
  wantDemoData: boolean,
): Promise<{ database: DatabaseHandle; demoData: DemoDataOutcome }> {
  let database: DatabaseHandle;
  try {
    database = await connectDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseConnectionError) fail(error.message);
    fail(`Database start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await bringSchemaUpToDate(database, config);
    return { database, demoData: await prepareDemoData(database.db, wantDemoData, config.storageDir) };
  } catch (error) {
    await database.close().catch(() => {});
    fail(`Database start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function main(argv = process.argv.slice(2)) {
  const apiOnly = argv.includes('--api-only');
  let config;
  let wantDemoData;
  try {
    config = loadConfig(process.env, apiOnly ? null : PORTAL_DIR);
    wantDemoData = demoDataWanted(process.env);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DemoDataSettingError) fail(error.message);
    throw error;
  }
  if (config.portalDir && !existsSync(`${config.portalDir}/index.html`)) {
    fail('The portal is not built: run `npm run build` first, or `npm run serve:api` for the API alone.');
  }

  // The database opens while the app's modules load: the one waits on the network, the other on the CPU.
  const [{ database, demoData }, { buildApp }] = await Promise.all([
    prepareDatabase(config, wantDemoData),
    import('./app.ts'),
  ]);
  const app = await buildApp({ config, database });
  scheduleProposalExpiry(app, config.proposalExpiryIntervalSeconds);
  scheduleNotificationDispatch(app);
  scheduleAwardSweep(app, config.proposalExpiryIntervalSeconds);
  schedulePhaseClose(app, config.proposalExpiryIntervalSeconds);
  scheduleRunningTotalsCompaction(app);
  stopOnSignals(app, database, config.shutdownTimeoutSeconds);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`PORT ${config.port} is already in use on ${config.host}: stop the other server or set PORT.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail(`HOST ${config.host} is not an address of this machine.`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  printWelcome({ url: `http://${host}:${port}`, portal: Boolean(config.portalDir), apiDocs: config.apiDocs, demoData });
}

await main();
