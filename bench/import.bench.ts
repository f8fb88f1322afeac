/**
 * `npm run bench:import`: a generated 100,000-row data tape validated (as an upload is, from
 * disk, row by row through the shared loan rules) and imported (a manager's approval and the
 * import it starts: one SQL transaction of loans and their revisions) on PostgreSQL, in a bank
 * that already holds 1,000,000 loans, timed beside a PostgreSQL COPY of the same rows into the
 * loans table itself (with the bank, batch, status and maker the import sets, so the same
 * indexes, as large, and foreign keys are checked; rolled back), in the same run, so a busy
 * machine shows in both.
 * Budgets (bench/budgets.json "import"): validate + import at most 3x the COPY, peak RSS under 300 MB.
 *
 * The validation and the import run in a child process as JavaScript bundled by esbuild from
 * fixtures/import-run.ts and the server code it imports, compiled as a production build would be: the
 * TypeScript loader's own memory (more than 100 MB of transpiled modules) is not the import's.
 * Setting up the database, writing the tapes and the COPY happen here, outside that process.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import pg from 'pg';
import { openPostgres, type Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { entities, loans, roles, userEntityRoles, users } from '../server/db/schema/index.ts';
import { ensureRoles } from '../server/db/seed/roles.ts';
import { insertBatch } from '../server/modules/batches/queries.ts';
import { LOAN_INPUT_FIELDS } from '../src/domain/loans/vocabulary.ts';
import type { ImportRunResult } from './fixtures/import-run.ts';
import { seedBankLoans } from './fixtures/seed-loans.ts';
import { admin, readBudget as readBudgetOf, withDatabase } from './fixtures/bench-database.ts';

const ROWS = 100_000;
/** The loans the bank already holds: the duplicate checks and the indexes work at this size. */
const BANK_LOANS = 1_000_000;

interface ImportBudget {
  maxCopyRatio: number;
  maxPeakRssMb: number;
}

const readBudget = () => readBudgetOf<ImportBudget>('import');

/** Runs a COPY in a transaction that is rolled back; returns how long the COPY took. */
async function timedCopy(url: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const started = performance.now();
    await client.query(statement);
    const ms = performance.now() - started;
    await client.query('rollback');
    return ms;
  } finally {
    await client.end();
  }
}

/**
 * Bundles fixtures/import-run.ts with the server code and the packages it imports into one
 * file, as a production build would be: loaded from node_modules instead, each of drizzle-orm's
 * hundreds of modules has Node parse its 180 KB package.json exports map again, and the peak
 * memory would be that garbage's.
 */
async function compileImportRun(): Promise<string> {
  const outfile = fileURLToPath(new URL('./results/import-run.mjs', import.meta.url));
  await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/import-run.ts', import.meta.url))],
    outfile,
    bundle: true,
    // pg's optional native binding is never installed; CommonJS packages get the require they expect.
    external: ['pg-native'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
  return outfile;
}

/** Validates and imports the batch in the compiled child; its figures come back as JSON. */
function runImport(script: string, args: (string | number)[]): ImportRunResult {
  const run = spawnSync(process.execPath, [script, ...args.map(String)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the import run failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as ImportRunResult;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A bank with an officer and a manager, and nothing else: the peak memory is the import's, not a demo seed's. */
async function createBank(db: Database) {
  await ensureRoles(db);
  const [bank] = await db
    .insert(entities)
    .values({
      kind: 'bank',
      name: 'Bench Bank',
      legalName: 'Bench Bank plc',
      registrationNumber: 'BENCH-1',
      country: 'GB',
      contactEmail: 'bench@bank.test',
    })
    .returning({ id: entities.id });
  const people = await db
    .insert(users)
    .values([
      { name: 'Bench Officer', email: 'officer@bench.test', passwordHash: 'unused' },
      { name: 'Bench Manager', email: 'manager@bench.test', passwordHash: 'unused' },
    ])
    .returning({ id: users.id });
  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.name, role.id]));
  await db.insert(userEntityRoles).values([
    { userId: people[0]!.id, entityId: bank!.id, roleId: roleIds.get('bank_officer')! },
    { userId: people[1]!.id, entityId: bank!.id, roleId: roleIds.get('bank_manager')! },
  ]);
  return { bankId: bank!.id, officerId: people[0]!.id, managerId: people[1]!.id };
}

/** Returns whether every figure is within budget; null when there is no PostgreSQL to run on. */
export async function benchImport(): Promise<boolean | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    console.log('import: needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return null;
  }
  const budget = readBudget();
  const name = `dealledger_bench_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-import-bench-'));
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  const handle = await openPostgres(withDatabase(baseUrl, name));
  try {
    await runMigrations(handle);
    const db = handle.db;
    const people = await createBank(db);
    const bankId = people.bankId;
    const script = await compileImportRun();
    const seedStarted = performance.now();
    await seedBankLoans(db, bankId, people.officerId, BANK_LOANS);
    console.log(
      `import: the bank holds ${BANK_LOANS.toLocaleString('en-US')} loans (seeded in ${seconds(performance.now() - seedStarted)})`,
    );

    const path = join(dir, 'tape.csv');
    const batch = await insertBatch(db, {
      bankId,
      fileName: 'tape.csv',
      fileFormat: 'csv',
      filePath: path,
      fileBytes: 0,
      uploadedById: people.officerId,
    });
    const written = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/fixtures/write-tapes.ts',
        dir,
        String(ROWS),
        String(bankId),
        String(batch.id),
        String(people.officerId),
      ],
      { stdio: 'inherit' },
    );
    if (written.status !== 0) throw new Error('could not write the tapes');
    const copyPath = join(dir, 'copy.csv');
    const copyColumns = ['bank_id', 'batch_id', 'status', 'created_by_id', ...LOAN_INPUT_FIELDS];
    chmodSync(dir, 0o755);
    chmodSync(copyPath, 0o644); // the PostgreSQL server reads it
    // The baseline: the same rows with the columns the import sets, loaded by COPY into loans and rolled back.
    const copyMs = await timedCopy(
      withDatabase(baseUrl, name),
      `copy loans (${copyColumns.join(', ')}) from '${copyPath}' with (format csv, header true)`,
    );

    const { validateMs, importMs, peakRssMb } = runImport(script, [
      withDatabase(baseUrl, name),
      path,
      bankId,
      batch.id,
      people.officerId,
      people.managerId,
    ]);
    const imported = await db.$count(loans, eq(loans.batchId, batch.id));
    if (imported !== ROWS) throw new Error(`imported ${imported} loans of ${ROWS}`);

    const ratio = (validateMs + importMs) / copyMs;
    const ratioOk = ratio <= budget.maxCopyRatio;
    const rssOk = peakRssMb < budget.maxPeakRssMb;
    console.log(
      `import: ${ROWS.toLocaleString('en-US')} rows validated in ${seconds(validateMs)} and imported in ${seconds(importMs)}; ` +
        `COPY ${seconds(copyMs)}; ratio ${ratio.toFixed(2)}x budget <= ${budget.maxCopyRatio}x ${ratioOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `import: peak RSS ${peakRssMb.toFixed(0)} MB (compiled JavaScript) budget < ${budget.maxPeakRssMb} MB ${rssOk ? 'OK' : 'OVER BUDGET'}`,
    );
    return ratioOk && rssOk;
  } finally {
    await handle.close();
    await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchImport();
  process.exit(ok ? 0 : 1);
}
