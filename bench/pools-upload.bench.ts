/**
 * `npm run bench:pools-upload`: a shortlisted investor's binding bid on a 10,000-loan pool, uploaded as
 * a 10,000-line CSV (read from disk as an upload is, every line checked against the pool's lines, the
 * amounts worked out in minor units and the bid saved in one transaction under the pool's lock), timed
 * beside a PostgreSQL COPY of the same lines into the bid lines' own table, in the same run, so a busy
 * machine shows in both. Each upload is a first bid on a fresh pool of the same loans (a revision, replacing every
 * line, is timed and printed too); each is run a few times and the median kept, after one to warm up.
 * Budget (bench/budgets.json "poolsUpload"): the upload at most maxCopyRatio times the COPY.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import {
  entities,
  loans,
  poolLoans,
  poolParticipants,
  pools,
  roles,
  userEntityRoles,
  users,
} from '../server/db/schema/index.ts';
import { ensureRoles } from '../server/db/seed/roles.ts';
import { loadActor } from '../server/lib/access/actor.ts';
import { readBidCsv } from '../server/modules/pools/bid-csv.ts';
import { placeBindingBid } from '../server/modules/pools/bid-service.ts';
import { BID_CSV_MAX_BYTES } from '../src/domain/pools/binding-bid.ts';
import { seedBankLoans } from './fixtures/seed-loans.ts';
import { admin, readBudget as readBudgetOf, withDatabase } from './fixtures/bench-database.ts';

const LINES = 10_000;
const RUNS = 5;

interface UploadBudget {
  maxCopyRatio: number;
}

const readBudget = () => readBudgetOf<UploadBudget>('poolsUpload');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A bank with `LINES` approved loans, and an investor with one user. */
async function bankAndInvestor(db: Database) {
  await ensureRoles(db);
  const [bank, investor] = await db
    .insert(entities)
    .values([
      {
        kind: 'bank',
        name: 'Bench Bank',
        legalName: 'Bench Bank plc',
        registrationNumber: 'BENCH-1',
        country: 'GB',
        contactEmail: 'bench@bank.test',
      },
      {
        kind: 'investor',
        name: 'Bench Investor',
        legalName: 'Bench Investor LLP',
        registrationNumber: 'BENCH-2',
        country: 'GB',
        contactEmail: 'bench@investor.test',
      },
    ])
    .returning({ id: entities.id });
  const [officer, analyst] = await db
    .insert(users)
    .values([
      { name: 'Bench Officer', email: 'officer@bench.test', passwordHash: 'unused' },
      { name: 'Bench Analyst', email: 'analyst@bench.test', passwordHash: 'unused' },
    ])
    .returning({ id: users.id });
  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.name, role.id]));
  await db.insert(userEntityRoles).values([
    { userId: officer!.id, entityId: bank!.id, roleId: roleIds.get('bank_officer')! },
    { userId: analyst!.id, entityId: investor!.id, roleId: roleIds.get('investor_user')! },
  ]);
  await seedBankLoans(db, bank!.id, officer!.id, LINES);
  const loanIds = (await db.select({ id: loans.id }).from(loans).where(eq(loans.bankId, bank!.id))).map(
    (row) => row.id,
  );
  const [currency] = await db.select({ currency: loans.currency }).from(loans).limit(1);
  return { bankId: bank!.id, investorId: investor!.id, analystId: analyst!.id, loanIds, currency: currency!.currency };
}

type Book = Awaited<ReturnType<typeof bankAndInvestor>>;

/** A pool of the bank's loans in phase 2, the investor shortlisted; the previous one withdrawn to free the loans. */
async function phase2Pool(db: Database, book: Book, previous: number | null) {
  if (previous !== null) {
    await db.update(pools).set({ status: 'withdrawn' }).where(eq(pools.id, previous));
    await db.update(poolLoans).set({ live: false }).where(eq(poolLoans.poolId, previous));
  }
  const now = Date.now();
  const [pool] = await db
    .insert(pools)
    .values({
      bankId: book.bankId,
      name: 'Bench pool',
      cutOffDate: '2026-10-31',
      currency: book.currency,
      status: 'phase_2',
      accessMode: 'open',
      phase1Deadline: new Date(now - 86_400_000),
      phase2Deadline: new Date(now + 7 * 86_400_000),
      phase2DeadlineListed: new Date(now + 7 * 86_400_000),
      exclusionLimit: 100,
      ndaText: 'Confidential.',
      listedAt: new Date(now - 7 * 86_400_000),
    })
    .returning({ id: pools.id });
  for (let at = 0; at < book.loanIds.length; at += 5000)
    await db
      .insert(poolLoans)
      .values(book.loanIds.slice(at, at + 5000).map((loanId) => ({ poolId: pool!.id, loanId })));
  await db.insert(poolParticipants).values({
    poolId: pool!.id,
    investorId: book.investorId,
    ndaAcceptedByName: 'Bench Analyst',
    ndaAcceptedByEmail: 'analyst@bench.test',
    ndaAcceptedFromAddress: '127.0.0.1',
    ndaTextSha256: '0'.repeat(64),
    shortlist: 'shortlisted',
  });
  return pool!.id;
}

/** The investor's CSV: the template filled in, a few lines excluded. */
function writeBids(dir: string) {
  const rows = Array.from({ length: LINES }, (_, index) => {
    const line = index + 1;
    const excluded = line % 250 === 0;
    return { line, price: excluded ? '' : `${90 + (line % 10)}.${String(line % 1000).padStart(3, '0')}`, excluded };
  });
  const upload = join(dir, 'bid.csv');
  writeFileSync(
    upload,
    ['line,price_pct,excluded', ...rows.map((row) => `${row.line},${row.price},${row.excluded ? 'yes' : ''}`)].join(
      '\n',
    ),
  );
  chmodSync(dir, 0o755); // the PostgreSQL server reads the COPY's file from here
  return { upload };
}

/**
 * COPY of the same lines into the table a bid's lines live in, with its keys, foreign keys and checks:
 * the bid just uploaded is read back, replaced by a fresh bid row in a transaction, and its lines loaded
 * by COPY from a file; the transaction is rolled back, so the database is left as the upload left it.
 */
async function timedCopy(url: string, poolId: number, dir: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const bid = await client.query<{ id: number; investor_id: number }>(
      'select id, investor_id from pool_binding_bids where pool_id = $1',
      [poolId],
    );
    const { id, investor_id: investorId } = bid.rows[0]!;
    const lines = await client.query<{
      loan_id: number;
      excluded: boolean;
      price_pct: string | null;
      amount_minor: string;
    }>(
      'select loan_id, excluded, price_pct, amount_minor from pool_binding_bid_lines where bid_id = $1 order by loan_id',
      [id],
    );
    await client.query('delete from pool_binding_bids where id = $1', [id]);
    const fresh = await client.query<{ id: number }>(
      'insert into pool_binding_bids (pool_id, investor_id, total_minor) values ($1, $2, 0) returning id',
      [poolId, investorId],
    );
    const path = join(dir, 'copy.csv');
    writeFileSync(
      path,
      lines.rows
        .map(
          (line) =>
            `${fresh.rows[0]!.id},${line.loan_id},${line.excluded},${line.price_pct ?? ''},${line.amount_minor}`,
        )
        .join('\n'),
    );
    chmodSync(path, 0o644); // the PostgreSQL server reads it
    const started = performance.now();
    await client.query(
      `copy pool_binding_bid_lines (bid_id, loan_id, excluded, price_pct, amount_minor) from '${path}' with (format csv)`,
    );
    const elapsed = performance.now() - started;
    await client.query('rollback');
    return elapsed;
  } finally {
    await client.end();
  }
}

/** Returns whether the upload is within budget; null when there is no PostgreSQL to run on. */
export async function benchPoolsUpload(): Promise<boolean | null> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    console.log('pools upload: needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    return null;
  }
  const budget = readBudget();
  const name = `dealledger_bench_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'dealledger-bid-bench-'));
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  const handle = await openPostgres(withDatabase(baseUrl, name));
  try {
    await runMigrations(handle);
    const db = handle.db;
    const book = await bankAndInvestor(db);
    const files = writeBids(dir);
    const actor = await loadActor(db, book.analystId);
    const upload = async (poolId: number) => {
      const started = performance.now();
      const read = await readBidCsv(files.upload, BID_CSV_MAX_BYTES);
      await placeBindingBid(db, actor, poolId, { entries: read.entries, sourceErrors: read.errors, wholeKey: 'file' });
      return performance.now() - started;
    };
    let poolId = await phase2Pool(db, book, null);
    await upload(poolId); // warm-up
    const uploads: number[] = [];
    const revisions: number[] = [];
    const copies: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      poolId = await phase2Pool(db, book, poolId);
      uploads.push(await upload(poolId));
      revisions.push(await upload(poolId));
      copies.push(await timedCopy(withDatabase(baseUrl, name), poolId, dir));
    }
    const uploadMs = median(uploads);
    const revisionMs = median(revisions);
    const copyMs = median(copies);
    const ratio = uploadMs / copyMs;
    const ok = ratio <= budget.maxCopyRatio;
    console.log(
      `pools upload: a ${LINES.toLocaleString('en-US')}-line binding bid read, checked and saved in ${ms(uploadMs)}; ` +
        `COPY of the same lines ${ms(copyMs)}; ratio ${ratio.toFixed(2)}x budget <= ${budget.maxCopyRatio}x ${ok ? 'OK' : 'OVER BUDGET'} ` +
        `(median of ${RUNS})`,
    );
    console.log(
      `pools upload: the same upload as a revision (every line replaced) ${ms(revisionMs)}, ${(revisionMs / copyMs).toFixed(2)}x the COPY`,
    );
    return ok;
  } finally {
    await handle.close();
    await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchPoolsUpload();
  process.exit(ok === false ? 1 : 0);
}
