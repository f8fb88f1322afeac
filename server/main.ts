/** Start-up: configuration, database, migrations, demo data, listen; clean shutdown on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseConnectionError, type DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { demoDataWanted, DemoDataSettingError } from './db/seed/demo-data-policy.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareDemoData, type DemoDataOutcome } from './db/seed/index.ts';
import { scheduleProposalExpiry } from './modules/proposals/expiry-schedule.ts';

const PORTAL_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const DEMO_DATA_NOTE: Record<DemoDataOutcome, string> = {
  seeded: 'Demo data seeded into the empty database.',
  present: 'Demo data present from an earlier start.',
  'not-wanted': 'Demo data not seeded: DATABASE_URL is set and DEMO_DATA is not true.',
  'not-empty': 'Demo data not seeded: the database already has users.',
};

function accountLines(demoData: DemoDataOutcome): string[] {
  if (demoData === 'not-wanted' || demoData === 'not-empty') {
    return ['Create an administrator with a one-time set-password link:', '  npm run create-admin -- --email you@example.com --name "Your Name"'];
  }
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role ?? (a.verified ? '(no role)' : '(no role, e-mail not verified)')}`),
  ];
}

function printWelcome(url: string, portal: boolean, demoData: DemoDataOutcome) {
  const lines = [
    '',
    `DealLedger is running: ${url}${portal ? '' : ' (API only, no portal)'}`,
    `API docs: ${url}/api/v1/docs`,
    '',
    DEMO_DATA_NOTE[demoData],
    ...accountLines(demoData),
    '',
  ];
  process.stdout.write(lines.join('\n'));
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

  let database: DatabaseHandle;
  let demoData: DemoDataOutcome;
  try {
    database = await openDatabase(config);
    demoData = await prepareDemoData(database.db, wantDemoData);
  } catch (error) {
    if (error instanceof DatabaseConnectionError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Database start-up failed: ${reason}`);
  }

  const app = await buildApp({ config, database });
  scheduleProposalExpiry(app, config.proposalExpiryIntervalSeconds);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`PORT ${config.port} is already in use on ${config.host}: stop the other server or set PORT.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`HOST ${config.host} is not an address of this machine.`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  printWelcome(`http://${host}:${port}`, Boolean(config.portalDir), demoData);
}

await main();
