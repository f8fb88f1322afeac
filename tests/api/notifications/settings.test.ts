/**
 * Each user's e-mail switches, per kind: every kind on by default, switched off and on again by the
 * user alone, unknown kinds and malformed bodies refused with 422 (never a 5xx); and the unread
 * notifications on the main dashboard, newest first, each marked read by its recipient only.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_CODES } from '../../../src/domain/notifications.ts';
import { notify } from '../../../server/lib/notifications/index.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';
import { userId } from '../../support/trading.ts';

const h = useApiHarness();
const SETTINGS = `${API}/notification-settings`;

const emailByKind = (answer: { json(): { data: { kinds: { kind: string; email: boolean }[] } } }) =>
  Object.fromEntries(answer.json().data.kinds.map((entry) => [entry.kind, entry.email]));

describe('notification settings', () => {
  it('lists every kind with its words, each mailed by default', async () => {
    const analyst = await signIn(h, DEMO.bluewaterAnalyst.email);
    const answer = await analyst.get(SETTINGS);
    expect(answer.statusCode).toBe(200);
    const kinds = answer.json().data.kinds as { kind: string; label: string; description: string; email: boolean }[];
    expect(kinds.map((entry) => entry.kind)).toEqual(NOTIFICATION_KIND_CODES);
    expect(kinds.every((entry) => entry.email && entry.label.length > 0 && entry.description.length > 0)).toBe(true);
  });

  it('a user switches a kind off and on again; another user’s switches stay as they were', async () => {
    const officer = await signIn(h, DEMO.harborOfficer.email);
    const manager = await signIn(h, DEMO.harborManager.email);
    const off = await officer.patch(SETTINGS, { settings: [{ kind: 'funds_sent', email: false }] });
    expect(off.statusCode).toBe(200);
    expect(emailByKind(off)['funds_sent']).toBe(false);
    expect(emailByKind(await officer.get(SETTINGS))['funds_sent']).toBe(false);
    expect(emailByKind(await manager.get(SETTINGS))['funds_sent']).toBe(true);
    const on = await officer.patch(SETTINGS, {
      settings: [
        { kind: 'funds_sent', email: true },
        { kind: 'deal_settled', email: false },
      ],
    });
    expect(emailByKind(on)).toMatchObject({ funds_sent: true, deal_settled: false });
  });

  it.each([
    ['an unknown kind', { settings: [{ kind: 'pool_awarded_someday', email: false }] }, 'settings.0.kind'],
    ['a switch that is not true or false', { settings: [{ kind: 'funds_sent', email: 'no' }] }, 'settings.0.email'],
    ['no settings', { settings: [] }, 'settings'],
    ['a missing list', {}, 'settings'],
    ['an extra field', { settings: [{ kind: 'funds_sent', email: false, sms: true }] }, 'settings.0'],
  ])('refuses %s with 422 and the field’s message', async (_name, body, field) => {
    const officer = await signIn(h, DEMO.harborOfficer.email);
    const answer = await officer.patch(SETTINGS, body);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain(field);
  });

  it('names the unknown kind’s problem in words', async () => {
    const officer = await signIn(h, DEMO.harborOfficer.email);
    const answer = await officer.patch(SETTINGS, { settings: [{ kind: 'nope', email: true }] });
    expect(answer.json().errors['settings.0.kind']).toEqual(['There is no such kind of notification.']);
  });

  it.each([
    ['text', 'settings=off'],
    ['a list', [{ kind: 'funds_sent', email: false }]],
    ['null', null],
    ['a huge list', { settings: Array.from({ length: 500 }, () => ({ kind: 'funds_sent', email: false })) }],
    ['a number as a kind', { settings: [{ kind: 7, email: false }] }],
  ])('answers %s with a 4xx, never a 5xx', async (_name, body) => {
    const officer = await signIn(h, DEMO.harborOfficer.email);
    const answer = await officer.patch(SETTINGS, body);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});

describe('unread notifications on the main dashboard', () => {
  async function noticeFor(email: string, title: string): Promise<number> {
    const [id] = await notify(h.t.db, {
      kind: 'deal_settled',
      userIds: [await userId(h.t.db, email)],
      subject: { type: 'deal', id: 42 },
      words: { title, lines: ['It is done.'], href: '/app/investor/deals/42' },
    });
    return id!;
  }

  it('shows the user’s own unread notifications, newest first, with the record’s page; marking one read removes it', async () => {
    const director = await signIn(h, DEMO.bluewaterDirector.email);
    const first = await noticeFor(DEMO.bluewaterDirector.email, 'First news');
    const second = await noticeFor(DEMO.bluewaterDirector.email, 'Second news');
    await noticeFor(DEMO.summitDirector.email, 'Someone else’s news');
    const dashboard = (await director.get(`${API}/dashboard`)).json().data.notifications;
    expect(dashboard.unread).toBe(2);
    expect(dashboard.items.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(dashboard.items[0]).toMatchObject({
      kind: 'deal_settled',
      title: 'Second news',
      href: '/app/investor/deals/42',
      subject: { type: 'deal', id: 42 },
    });

    const read = await director.post(`${API}/notifications/${second}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(second);
    const after = (await director.get(`${API}/dashboard`)).json().data.notifications;
    expect(after.items.map((item: { id: number }) => item.id)).toEqual([first]);
  });

  it('another user’s notification cannot be marked read: 404, and it stays unread', async () => {
    const theirs = await noticeFor(DEMO.summitAnalyst.email, 'Not yours');
    const intruder = await signIn(h, DEMO.bluewaterAnalyst.email);
    expect((await intruder.post(`${API}/notifications/${theirs}/read`)).statusCode).toBe(404);
    expect((await intruder.post(`${API}/notifications/999999999/read`)).statusCode).toBe(404);
    expect((await intruder.post(`${API}/notifications/99999999999/read`)).statusCode).toBe(404);
    const owner = await signIn(h, DEMO.summitAnalyst.email);
    const items = (await owner.get(`${API}/dashboard`)).json().data.notifications.items as { id: number }[];
    expect(items.map((item) => item.id)).toContain(theirs);
  });

  it('marks all read at once, and shows at most 20 while counting them all', async () => {
    const manager = await signIn(h, DEMO.northwindManager.email);
    await manager.post(`${API}/notifications/read-all`);
    for (let index = 0; index < 23; index += 1) await noticeFor(DEMO.northwindManager.email, `News ${index}`);
    const shown = (await manager.get(`${API}/dashboard`)).json().data.notifications;
    expect(shown.unread).toBe(23);
    expect(shown.items).toHaveLength(20);
    expect(shown.items[0].title).toBe('News 22');
    const all = await manager.post(`${API}/notifications/read-all`);
    expect(all.json().data.marked).toBe(23);
    expect((await manager.get(`${API}/dashboard`)).json().data.notifications).toEqual({ unread: 0, items: [] });
  });
});
