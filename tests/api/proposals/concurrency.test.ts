/**
 * Races over HTTP at the real server on PostgreSQL: 50 final acceptances fired at once on one
 * loan make exactly one deal and 49 clear refusals, and 20 bank acceptances of different
 * proposals approved at once accept exactly one. The worst case is set up in the database
 * directly (50 proposals accepted on one loan, which the rules never allow), so only the
 * final acceptance's own lock and index stand between the requests.
 * PGlite runs one transaction at a time, so there is no race to test on it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deals,
  entities,
  loans,
  pendingActions,
  proposals,
  roles,
  sessions,
  userEntityRoles,
  users,
} from '../../../server/db/schema/index.ts';
import type { Database } from '../../../server/db/client.ts';
import { expireProposals } from '../../../server/modules/proposals/expiry.ts';
import { proposalAmount } from '../../../src/domain/trading/amounts.ts';
import { addDays } from '../../../src/domain/trading/proposal-terms.ts';
import { removeDataDirs, startServer } from '../../support/server-process.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/test-database.ts';
import { HttpClient } from '../../support/browser-client.ts';
import { DEMO } from '../../support/demo-people.ts';
import { CONFIRMED, today } from '../../support/trading.ts';

const onPostgres = Boolean(process.env['DATABASE_URL']);
const SKIP_REASON = 'proposal races run on PostgreSQL only (set DATABASE_URL): PGlite runs one transaction at a time';
if (!onPostgres) console.info(`skipped: ${SKIP_REASON}`);

const INVESTORS = 50;
const ACCEPTANCES = 20;

/** A signed-in client of the running server: a session row as sign-in writes it, and its cookies. */
async function signIn(db: Database, baseUrl: string, userId: number): Promise<HttpClient> {
  const id = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: createHash('sha256').update(id).digest('hex'), userId, csrfToken: csrf });
  const client = new HttpClient(baseUrl);
  client.cookies.set('dealledger-session', id);
  client.cookies.set('XSRF-TOKEN', csrf);
  return client;
}

async function roleId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

/** `count` investor organisations, each with one investor_user; returns the user and organisation ids. */
async function createInvestors(db: Database, count: number) {
  const role = await roleId(db, 'investor_user');
  const [template] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO.summitAnalyst.email));
  const made: { userId: number; investorId: number }[] = [];
  for (let index = 1; index <= count; index += 1) {
    const [investor] = await db
      .insert(entities)
      .values({
        kind: 'investor',
        name: `Race Investor ${index}`,
        legalName: `Race Investor ${index} Ltd.`,
        registrationNumber: `RACE-${index}`,
        country: 'GB',
        contactEmail: `race${index}@investor.test`,
        investorType: 'fund',
      })
      .returning({ id: entities.id });
    const [user] = await db
      .insert(users)
      .values({
        name: `Racer ${index}`,
        email: `racer${index}@investor.test`,
        passwordHash: template!.hash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await db.insert(userEntityRoles).values({ userId: user!.id, entityId: investor!.id, roleId: role });
    made.push({ userId: user!.id, investorId: investor!.id });
  }
  return made;
}

async function listedNorthwindLoans(db: Database, count: number) {
  const [bank] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, 'Northwind Bank'));
  const rows = await db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.bankId, bank!.id),
        eq(loans.status, 'listed'),
        sql`${loans.bidDeadline} > current_date + 10`,
        sql`not exists (select 1 from ${proposals} where ${proposals.loanId} = ${loans.id})`,
      ),
    )
    .orderBy(loans.id)
    .limit(count);
  return rows;
}

async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe.skipIf(!onPostgres)(`proposal races at a running server (${SKIP_REASON})`, { timeout: 180_000 }, () => {
  let database: FreshDatabase;
  let stop: (() => Promise<unknown>) | undefined;
  let baseUrl: string;
  let investors: { userId: number; investorId: number }[];
  let raceLoans: (typeof loans.$inferSelect)[];

  beforeAll(async () => {
    database = await createFreshDatabase({ seeded: true });
    const server = startServer({ DATABASE_URL: database.url!, PROPOSAL_EXPIRY_INTERVAL_SECONDS: '1' }, ['--api-only']);
    stop = server.stop;
    baseUrl = await server.started;
    investors = await createInvestors(database.handle.db, INVESTORS);
    raceLoans = await listedNorthwindLoans(database.handle.db, 2);
  });
  afterAll(async () => {
    await stop?.();
    await database?.drop();
    removeDataDirs();
  });

  /** A proposal of each given investor on the loan, inserted as it would stand in `status`. */
  async function proposalsOn(
    loan: typeof loans.$inferSelect,
    who: typeof investors,
    status: 'submitted' | 'accepted',
  ): Promise<number[]> {
    const acceptedAt = new Date();
    const rows = await database.handle.db
      .insert(proposals)
      .values(
        who.map((investor, index) => {
          const pricePct = `${95 + Math.floor(index / 10)}.${index % 10}00`;
          return {
            loanId: loan.id,
            investorId: investor.investorId,
            bankId: loan.bankId,
            status,
            pricePct,
            amount: proposalAmount(pricePct, loan.currentPrincipal),
            settlementDate: addDays(today(), 14),
            validUntil: addDays(today(), 5),
            createdById: investor.userId,
            ...(status === 'accepted'
              ? { acceptedAt, finalAcceptanceDeadline: new Date(acceptedAt.getTime() + 2 * 86_400_000) }
              : {}),
          };
        }),
      )
      .returning({ id: proposals.id });
    return rows.map((row) => row.id);
  }

  it(`${INVESTORS} final acceptances fired at once on one loan make exactly one deal and ${INVESTORS - 1} refusals`, async () => {
    const db = database.handle.db;
    const loan = raceLoans[0]!;
    const ids = await proposalsOn(loan, investors, 'accepted');
    await db.update(loans).set({ status: 'under_offer' }).where(eq(loans.id, loan.id));
    const callers = await Promise.all(investors.map((investor) => signIn(db, baseUrl, investor.userId)));

    const answers = await Promise.all(
      callers.map((caller, index) => caller.post(`/api/v1/proposals/${ids[index]}/final-accept`, CONFIRMED)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.statusCode === 409);
    expect(refusals).toHaveLength(INVESTORS - 1);
    for (const refusal of refusals)
      expect(refusal.json().message).toBe('Someone else was faster: this loan has just been sold.');

    const made = await db.select().from(deals).where(eq(deals.loanId, loan.id));
    expect(made).toHaveLength(1);
    const winner = ids[statuses.indexOf(201)]!;
    expect(made[0]!.proposalId).toBe(winner);
    const [sold] = await db.select().from(loans).where(eq(loans.id, loan.id));
    expect(sold).toMatchObject({ status: 'sold', soldAmount: made[0]!.amount });
    const byStatus = await db
      .select({ status: proposals.status, n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.loanId, loan.id))
      .groupBy(proposals.status);
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row.n]))).toEqual({
      final_accepted: 1,
      superseded: INVESTORS - 1,
    });
  });

  it(`${ACCEPTANCES} bank acceptances of different proposals on one loan approved at once accept exactly one`, async () => {
    const db = database.handle.db;
    const loan = raceLoans[1]!;
    const ids = await proposalsOn(loan, investors.slice(0, ACCEPTANCES), 'submitted');
    const officer = await signIn(db, baseUrl, await userIdOf(db, DEMO.northwindOfficer.email));
    const manager = await signIn(db, baseUrl, await userIdOf(db, DEMO.northwindManager.email));
    const actionIds: number[] = [];
    for (const id of ids) {
      const asked = await officer.post(`/api/v1/proposals/${id}/accept`);
      expect(asked.statusCode, asked.body).toBe(202);
      actionIds.push(asked.json().data.pending_action_id);
    }

    const answers = await Promise.all(
      actionIds.map((actionId) => manager.post(`/api/v1/pending-actions/${actionId}/approve`)),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.statusCode === 409);
    expect(refusals).toHaveLength(ACCEPTANCES - 1);
    for (const refusal of refusals)
      expect(refusal.json().message).toBe('Another proposal on this loan has just been accepted.');
    const accepted = await db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.loanId, loan.id), eq(proposals.status, 'accepted')));
    expect(accepted).toHaveLength(1);
    const [underOffer] = await db.select({ status: loans.status }).from(loans).where(eq(loans.id, loan.id));
    expect(underOffer!.status).toBe('under_offer');
    const decided = await db
      .select({ status: pendingActions.status, n: sql<number>`count(*)::int` })
      .from(pendingActions)
      .where(and(eq(pendingActions.actionType, 'proposal.accept'), sql`${pendingActions.targetId} in ${ids}`))
      .groupBy(pendingActions.status);
    expect(Object.fromEntries(decided.map((row) => [row.status, row.n]))).toEqual({
      approved: 1,
      pending: ACCEPTANCES - 1,
    });
  });

  it('runs the expiry pass in one process at a time: a second pass waits for none and skips', async () => {
    const db = database.handle.db;
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7140001)`);
      return expireProposals(db);
    });
    expect(outcome).toEqual({ ran: false, acceptancesLapsed: 0, offersLapsed: 0, remindersWritten: 0 });
    // The server's own pass may hold the lock at this moment: wait for a pass of ours to run.
    await expect.poll(async () => (await expireProposals(db)).ran).toBe(true);
  });

  it('the running server expires a lapsed offer by itself', async () => {
    const db = database.handle.db;
    const [lapsed] = await proposalsOn(raceLoans[1]!, investors.slice(ACCEPTANCES, ACCEPTANCES + 1), 'submitted');
    await db
      .update(proposals)
      .set({ validUntil: addDays(today(), -1) })
      .where(eq(proposals.id, lapsed!));
    await expect
      .poll(
        async () =>
          (await db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, lapsed!)))[0]!.status,
        { timeout: 10_000 },
      )
      .toBe('expired');
  });
});
