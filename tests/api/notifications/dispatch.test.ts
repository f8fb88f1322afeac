/**
 * The dispatcher mails each notification once: passes running together (in one app, or in two
 * apps on one database as two server processes would) never mail a row twice, a switched-off
 * kind is recorded but never mailed, a failed delivery is tried again, and the mail says what
 * happened with a link to the record.
 */
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/index.ts';
import { notify } from '../../../server/lib/notifications/index.ts';
import { dispatchNotifications } from '../../../server/modules/notifications/dispatcher.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';
import { expectStatus, freshListedLoans, submit, userId, validTerms } from '../../support/trading.ts';
import { notificationMark, notificationsSince } from './support.ts';

const h = useApiHarness({ smtp: true });
const listed = freshListedLoans(h);
let runs = 0;

/** Writes `count` notifications with titles of their own, spread over a few demo people; returns the ids. */
async function writeMany(count: number): Promise<{ ids: number[]; titles: string[] }> {
  runs += 1;
  const people = await Promise.all(
    [DEMO.northwindOfficer, DEMO.summitAnalyst, DEMO.harborManager].map((person) => userId(h.t.db, person.email)),
  );
  const ids: number[] = [];
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const title = `Run ${runs} notice ${index}`;
    titles.push(title);
    ids.push(
      ...(await notify(h.t.db, {
        kind: 'deal_settled',
        userIds: [people[index % people.length]!],
        subject: { type: 'deal', id: index + 1 },
        words: { title, lines: ['A line.'], href: `/app/bank/deals/${index + 1}` },
      })),
    );
  }
  return { ids, titles };
}

const mailsTitled = (titles: readonly string[]) =>
  h.smtp.messages.filter((message) => titles.includes(message.subject)).map((message) => message.subject);

async function statusesOf(ids: readonly number[]) {
  const rows = await h.t.db
    .select({ status: notifications.mailStatus, sentAt: notifications.sentAt })
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
  return rows;
}

describe('mailed once', () => {
  it('two passes in one app and two in another app on the same database mail each notification once', async () => {
    const otherSmtp = await h.anotherSmtp();
    const other = await h.t.reconfigured({ smtpUrl: otherSmtp.url });
    const { ids, titles } = await writeMany(40);
    const outcomes = await Promise.all([
      h.t.app.notificationDispatcher.pass(),
      h.t.app.notificationDispatcher.pass(),
      other.notificationDispatcher.pass(),
      other.notificationDispatcher.pass(),
    ]);
    await Promise.all([h.t.app.notificationDispatcher.idle(), other.notificationDispatcher.idle()]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(40);
    const rows = await statusesOf(ids);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    // Both servers together received every title once.
    const received = [
      ...mailsTitled(titles),
      ...otherSmtp.messages.filter((message) => titles.includes(message.subject)).map((message) => message.subject),
    ];
    expect(received.sort()).toEqual([...titles].sort());
  });

  it('every notification arrives exactly once, whatever the number of rows and of passes running together', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 5 }), async (count, passes) => {
        const { titles } = await writeMany(count);
        await Promise.all(Array.from({ length: passes }, () => h.t.app.notificationDispatcher.pass()));
        await h.t.app.notificationDispatcher.idle();
        expect(mailsTitled(titles).sort()).toEqual([...titles].sort());
      }),
      { numRuns: 8 },
    );
  });

  it('a pass finds nothing left to mail after another has mailed everything', async () => {
    await writeMany(3);
    await h.t.app.notificationDispatcher.pass();
    await h.t.app.notificationDispatcher.idle();
    expect(await h.t.app.notificationDispatcher.pass()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('what is mailed', () => {
  it('a kind switched off is recorded for the dashboard but not mailed; the others of the bank are mailed', async () => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    expectStatus(
      await officer.patch(`${API}/notification-settings`, { settings: [{ kind: 'proposal_received', email: false }] }),
      200,
    );
    const investor = await signIn(h, DEMO.summitAnalyst.email);
    const mark = await notificationMark(h.t.db);
    const before = h.smtp.messages.length;
    const proposal = await submit(investor, await listed('Northwind Bank'), validTerms());
    await h.t.app.notificationDispatcher.idle();
    await h.t.app.notificationDispatcher.pass();
    const written = await notificationsSince(h.t.db, mark, 'proposal_received');
    expect(written.map((row) => [row.email, row.mailStatus]).sort()).toEqual([
      [DEMO.northwindManager.email, 'sent'],
      [DEMO.northwindOfficer.email, 'skipped'],
    ]);
    const mails = h.smtp.messages.slice(before).filter((message) => message.subject.includes('proposes on loan'));
    expect(mails.map((message) => message.to)).toEqual([[DEMO.northwindManager.email]]);
    expect(mails[0]!.text).toContain(`/app/bank/mortgages/${proposal.loan.id}/listed`);
    expect(mails[0]!.links).toContain(`http://localhost:4321/app/bank/mortgages/${proposal.loan.id}/listed`);
    expect(mails[0]!.text).toContain('http://localhost:4321/app/settings');
  });

  it('a failed delivery goes back to the queue and is mailed by a later pass, once', async () => {
    const { ids, titles } = await writeMany(2);
    const failing = {
      send: () => Promise.reject(new Error('the SMTP server is down')),
      sendInBackground: () => {},
      close: async () => {},
    };
    const outcome = await dispatchNotifications({
      db: h.t.db,
      mailer: failing,
      portalUrl: 'http://localhost:4321',
      log: h.t.app.log,
    });
    expect(outcome).toEqual({ sent: 0, failed: 0 });
    expect((await statusesOf(ids)).map((row) => row.status)).toEqual(['pending', 'pending']);
    await h.t.app.notificationDispatcher.pass();
    expect(mailsTitled(titles).sort()).toEqual([...titles].sort());
  });

  it('a notification left half-sent by a process that stopped is marked failed, never mailed again', async () => {
    const { ids, titles } = await writeMany(1);
    await h.t.db
      .update(notifications)
      .set({ mailStatus: 'sending', mailClaimedAt: sql`now() - interval '11 minutes'` })
      .where(inArray(notifications.id, ids));
    await h.t.app.notificationDispatcher.pass();
    expect((await statusesOf(ids)).map((row) => row.status)).toEqual(['failed']);
    expect(mailsTitled(titles)).toEqual([]);
  });
});
