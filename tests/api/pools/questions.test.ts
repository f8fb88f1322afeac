/** A pool's questions: asked after the NDA, answered once by the bank, privately or published without the asker. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/index.ts';
import { ROOM_MESSAGES } from '../../../src/domain/pools/data-room.ts';
import { API, useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { PEOPLE, signedInPeople } from '../../support/signed-in-people.ts';
import { expectStatus, userId } from '../../support/trading.ts';
import { roomPool, seat } from './room-support.ts';

const h = useApiHarness();
const as = signedInPeople(h, { ...PEOPLE, bluewater_user: DEMO.bluewaterAnalyst.email });

async function notified(email: string, kind: string, subjectId: number) {
  return h.t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, await userId(h.t.db, email)),
        eq(notifications.kind, kind),
        eq(notifications.subjectId, subjectId),
      ),
    );
}

describe('asking', () => {
  it('is for an investor that accepted the NDA, within the length limits, and tells the bank', async () => {
    const poolId = await roomPool(h);
    const summit = await as('investor_user');
    const before = await summit.post(`${API}/investor/pools/${poolId}/questions`, {
      question: 'What are the arrears?',
    });
    expectStatus(before, 403);
    expect(before.json().message).toBe(ROOM_MESSAGES.ndaFirst);
    expectStatus(await summit.get(`${API}/investor/pools/${poolId}/questions`), 403);

    await seat(h, poolId, 'Summit Capital');
    for (const question of ['Why?', ' '.repeat(20), 'x'.repeat(2001)]) {
      const refused = await summit.post(`${API}/investor/pools/${poolId}/questions`, { question });
      expectStatus(refused, 422);
      expect(refused.json().errors.question).toEqual([ROOM_MESSAGES.question]);
    }
    expectStatus(await summit.post(`${API}/investor/pools/${poolId}/questions`, {}), 422);
    expectStatus(
      await summit.post(`${API}/investor/pools/${poolId}/questions`, { question: 'Long enough?', extra: 1 }),
      422,
    );

    const asked = await summit.post(`${API}/investor/pools/${poolId}/questions`, {
      question: '  How many loans are in arrears?  ',
    });
    expectStatus(asked, 201);
    expect(asked.json().data).toMatchObject({
      question: 'How many loans are in arrears?',
      mine: true,
      answer: null,
      visibility: null,
    });
    const id = asked.json().data.id;
    const bankSide = (await (await as('bank_manager')).get(`${API}/pools/${poolId}/questions`)).json().data;
    expect(bankSide).toMatchObject([
      { id, investor: { name: 'Summit Capital' }, asked_by_name: DEMO.summitAnalyst.name, answer: null },
    ]);
    for (const email of [DEMO.northwindOfficer.email, DEMO.northwindManager.email]) {
      const [note] = await notified(email, 'pool_question_received', id);
      expect(note?.payload.title).toContain('Summit Capital asked a question');
      expect(note?.payload.href).toBe(`/app/bank/pools/${poolId}/data-room`);
    }
    expect(await notified(DEMO.harborOfficer.email, 'pool_question_received', id)).toEqual([]);
  });

  it('is refused to bank people, platform admins, guests, and on a pool the investor may not see', async () => {
    const poolId = await roomPool(h);
    const body = { question: 'Is the tape complete?' };
    expectStatus(await (await as('bank_officer')).post(`${API}/investor/pools/${poolId}/questions`, body), 403);
    expectStatus(await (await as('super_admin')).post(`${API}/investor/pools/${poolId}/questions`, body), 403);
    expectStatus(await (await as('guest')).post(`${API}/investor/pools/${poolId}/questions`, body), 401);
    const draft = await roomPool(h, { status: 'draft' });
    expectStatus(await (await as('investor_user')).post(`${API}/investor/pools/${draft}/questions`, body), 404);
  });
});

describe('answering', () => {
  async function askedPool() {
    const poolId = await roomPool(h);
    await seat(h, poolId, 'Summit Capital');
    await seat(h, poolId, 'Bluewater Pension Fund', 'shortlisted');
    const summit = await as('investor_user');
    const ask = async (question: string) =>
      (await summit.post(`${API}/investor/pools/${poolId}/questions`, { question })).json().data.id as number;
    return {
      poolId,
      privately: await ask('Which servicer runs these loans?'),
      published: await ask('Are any loans in forbearance?'),
    };
  }

  it('privately reaches the asker only; published reaches every participant without the asker', async () => {
    const { poolId, privately, published } = await askedPool();
    const officer = await as('bank_officer');
    const answeredPrivately = await officer.post(`${API}/pools/${poolId}/questions/${privately}/answer`, {
      answer: 'Northwind services them itself.',
      visibility: 'private',
    });
    expectStatus(answeredPrivately, 200);
    expect(answeredPrivately.json().data).toMatchObject({
      visibility: 'private',
      answered_by_name: DEMO.northwindOfficer.name,
    });
    expectStatus(
      await officer.post(`${API}/pools/${poolId}/questions/${published}/answer`, {
        answer: 'Two loans, listed in the tape’s notes.',
        visibility: 'published',
      }),
      200,
    );

    const summitView = (await (await as('investor_manager')).get(`${API}/investor/pools/${poolId}/questions`)).json()
      .data;
    expect(summitView).toEqual([
      expect.objectContaining({ id: privately, mine: true, answer: 'Northwind services them itself.' }),
      expect.objectContaining({ id: published, mine: true, visibility: 'published' }),
    ]);
    const bluewater = await as('bluewater_user');
    const answer = await bluewater.get(`${API}/investor/pools/${poolId}/questions`);
    expect(answer.json().data).toEqual([
      {
        id: published,
        question: 'Are any loans in forbearance?',
        asked_at: expect.any(String),
        mine: false,
        answer: 'Two loans, listed in the tape’s notes.',
        answered_at: expect.any(String),
        visibility: 'published',
      },
    ]);
    for (const secret of [
      'Summit',
      DEMO.summitAnalyst.name,
      DEMO.summitAnalyst.email,
      'servicer',
      DEMO.northwindOfficer.name,
    ])
      expect(answer.body).not.toContain(secret);

    // Private: the asker's organisation; published: every participant.
    expect(await notified(DEMO.summitDirector.email, 'pool_question_answered', privately)).toHaveLength(1);
    expect(await notified(DEMO.bluewaterAnalyst.email, 'pool_question_answered', privately)).toEqual([]);
    const [publishedNote] = await notified(DEMO.bluewaterAnalyst.email, 'pool_question_answered', published);
    expect(publishedNote?.payload.title).toContain('An answer was published');
    expect(JSON.stringify(publishedNote?.payload)).not.toContain('Summit');
    expect(await notified(DEMO.summitAnalyst.email, 'pool_question_answered', published)).toHaveLength(1);
  });

  it('happens once, by the pool’s bank makers, with an answer and a visibility', async () => {
    const { poolId, privately } = await askedPool();
    const url = `${API}/pools/${poolId}/questions/${privately}/answer`;
    const officer = await as('bank_officer');
    const empty = await officer.post(url, { answer: '  ', visibility: 'sideways' });
    expectStatus(empty, 422);
    expect(empty.json().errors).toEqual({ answer: [ROOM_MESSAGES.answer], visibility: [ROOM_MESSAGES.visibility] });
    expectStatus(await officer.post(url, { answer: 'x'.repeat(4001), visibility: 'private' }), 422);
    expectStatus(await officer.post(url, { answer: 'Yes.' }), 422);
    expectStatus(await (await as('dl_admin_maker')).post(url, { answer: 'Yes.', visibility: 'private' }), 403);
    expectStatus(await (await as('other_bank_manager')).post(url, { answer: 'Yes.', visibility: 'private' }), 404);
    expectStatus(await (await as('investor_manager')).post(url, { answer: 'Yes.', visibility: 'private' }), 403);
    expectStatus(await (await as('other_bank_manager')).get(`${API}/pools/${poolId}/questions`), 404);
    expectStatus(await (await as('dl_admin_checker')).get(`${API}/pools/${poolId}/questions`), 200);

    const [first, second] = await Promise.all([
      officer.post(url, { answer: 'First.', visibility: 'private' }),
      (await as('bank_manager')).post(url, { answer: 'Second.', visibility: 'published' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = await officer.post(url, { answer: 'Third.', visibility: 'private' });
    expectStatus(again, 409);
    expect(again.json().message).toBe(ROOM_MESSAGES.answered);
    expectStatus(
      await officer.post(`${API}/pools/${poolId}/questions/2147483647/answer`, {
        answer: 'No.',
        visibility: 'private',
      }),
      404,
    );
    const otherPool = await roomPool(h);
    expectStatus(
      await officer.post(`${API}/pools/${otherPool}/questions/${privately}/answer`, {
        answer: 'No.',
        visibility: 'private',
      }),
      404,
    );
  });
});
