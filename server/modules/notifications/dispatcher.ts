/**
 * Mails the outbox after commit. A pass claims pending notifications a few at a time with one
 * UPDATE over `FOR UPDATE SKIP LOCKED`, so two passes (in one process or in several sharing one
 * PostgreSQL) never claim the same row, and each claimed row is mailed by its claimer alone.
 * A failed delivery goes back to pending up to three attempts. A row left `sending` by a process
 * that stopped half-way is marked failed rather than mailed again: never twice, at the price of
 * a rare lost mail, which the dashboard still shows.
 */
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notifications, users, type NotificationWords } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { notificationMail } from './mails.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 3;
/** A claim older than this belongs to a process that stopped while mailing. */
const STALE_CLAIM = '10 minutes';

export interface DispatchContext {
  db: Database;
  mailer: Mailer;
  portalUrl: string;
  log: FastifyBaseLogger;
}

export interface DispatchOutcome {
  sent: number;
  failed: number;
}

type Claimed = {
  id: number;
  user_id: number;
  payload: NotificationWords;
  mail_attempts: number;
};

async function claim(db: Database, after: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    update ${notifications}
    set mail_status = 'sending', mail_claimed_at = now(), mail_attempts = mail_attempts + 1
    where id in (
      select id from ${notifications}
      where mail_status = 'pending' and id > ${after}
      order by id
      limit ${BATCH}
      for update skip locked
    )
    returning id, user_id, payload, mail_attempts`);
  return [...result.rows].sort((a, b) => a.id - b.id);
}

async function settle(db: Database, id: number, status: 'sent' | 'pending' | 'failed' | 'skipped'): Promise<void> {
  await db.execute(sql`
    update ${notifications}
    set mail_status = ${status}, sent_at = ${status === 'sent' ? sql`now()` : sql`null`}
    where id = ${id} and mail_status = 'sending'`);
}

async function failStaleClaims(db: Database): Promise<void> {
  await db.execute(sql`
    update ${notifications} set mail_status = 'failed'
    where mail_status = 'sending' and mail_claimed_at < now() - ${STALE_CLAIM}::interval`);
}

/** One pass over everything pending now; returns what it mailed and what failed for good. */
export async function dispatchNotifications(context: DispatchContext): Promise<DispatchOutcome> {
  const { db, mailer, portalUrl, log } = context;
  const outcome: DispatchOutcome = { sent: 0, failed: 0 };
  await failStaleClaims(db);
  // Each pass moves forward through the ids, so a delivery that failed waits for the next pass.
  for (let after = 0; ;) {
    const claimed = await claim(db, after);
    if (claimed.length === 0) return outcome;
    after = claimed.at(-1)!.id;
    const people = new Map(
      (
        await db
          .select({ id: users.id, email: users.email, name: users.name, isActive: users.isActive })
          .from(users)
          .where(
            inArray(
              users.id,
              claimed.map((row) => row.user_id),
            ),
          )
      ).map((person) => [person.id, person]),
    );
    await Promise.all(
      claimed.map(async (row) => {
        const person = people.get(row.user_id);
        if (!person?.isActive) return settle(db, row.id, 'skipped');
        try {
          await mailer.send(notificationMail(person, row.payload, portalUrl));
          await settle(db, row.id, 'sent');
          outcome.sent += 1;
        } catch (error) {
          const final = row.mail_attempts >= MAX_ATTEMPTS;
          log.error({ err: error, notification: row.id }, 'notification mail failed');
          await settle(db, row.id, final ? 'failed' : 'pending');
          if (final) outcome.failed += 1;
        }
      }),
    );
  }
}
