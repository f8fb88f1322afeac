/** Start-up: configuration, database, migrations, demo data, listen; clean shutdown on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseConnectionError, type DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed/index.ts';

const PORTAL_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function printWelcome(url: string, portal: boolean) {
  const lines = [
    '',
    `DealLedger is running: ${url}${portal ? '' : ' (API only, no portal)'}`,
    `API docs: ${url}/api/v1/docs`,
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role ?? (a.verified ? '(no role)' : '(no role, e-mail not verified)')}`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

export async function main(argv = process.argv.slice(2)) {
  const apiOnly = argv.includes('--api-only');
  let config;
  try {
    config = loadConfig(process.env, apiOnly ? null : PORTAL_DIR);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.portalDir && !existsSync(`${config.portalDir}/index.html`)) {
    fail('The portal is not built: run `npm run build` first, or `npm run serve:api` for the API alone.');
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
    await seedDemoData(database.db);
  } catch (error) {
    if (error instanceof DatabaseConnectionError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Database start-up failed: ${reason}`);
  }

  const app = await buildApp({ config, database });
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
  printWelcome(`http://${host}:${port}`, Boolean(config.portalDir));
}

await main();
