/**
 * A pool's questions: an investor that accepted the NDA asks; the bank answers once, to the asker only
 * or published, in which case every participant reads question and answer without who asked.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  ANSWER_MAX,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTION_VISIBILITIES,
  ROOM_MESSAGES,
  type QuestionVisibility,
} from '../../../../src/domain/pools/data-room.ts';
import type { Database } from '../../../db/client.ts';
import { entities, poolQuestions } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/access/actor.ts';
import { conflict, forbidden, notFound, ValidationError } from '../../../lib/http-errors.ts';
import { bankRoomPool, bankRoomPoolToChange, investorInRoom, mayActForInvestor } from './access.ts';
import { notifyQuestionAnswered, notifyQuestionAsked } from './notifications.ts';

type QuestionRow = typeof poolQuestions.$inferSelect;
const iso = (value: Date | null) => value?.toISOString() ?? null;

const answerPart = (row: QuestionRow) => ({
  answer: row.answer,
  answered_at: iso(row.answeredAt),
  visibility: row.visibility,
});

const bankRecord = (row: QuestionRow, investorName: string) => ({
  id: row.id,
  question: row.question,
  asked_at: row.askedAt.toISOString(),
  investor: { id: row.investorId, name: investorName },
  asked_by_name: row.askedByName,
  answered_by_name: row.answeredByName,
  ...answerPart(row),
});

/** An investor's view never names who asked: its own questions are marked, others' reach it only when published. */
const investorRecord = (row: QuestionRow, investorId: number) => ({
  id: row.id,
  question: row.question,
  asked_at: row.askedAt.toISOString(),
  mine: row.investorId === investorId,
  ...answerPart(row),
});

async function questionsWithInvestors(db: Database, poolId: number) {
  return db
    .select({ question: poolQuestions, investorName: entities.name })
    .from(poolQuestions)
    .innerJoin(entities, eq(entities.id, poolQuestions.investorId))
    .where(eq(poolQuestions.poolId, poolId))
    .orderBy(asc(poolQuestions.askedAt), asc(poolQuestions.id));
}

export async function bankQuestions(db: Database, actor: Actor, poolId: number) {
  const pool = await bankRoomPool(db, actor, poolId);
  const rows = await questionsWithInvestors(db, pool.id);
  return rows.map((row) => bankRecord(row.question, row.investorName));
}

export async function investorQuestions(db: Database, actor: Actor, poolId: number) {
  const seat = await investorInRoom(db, actor, poolId);
  const rows = await db
    .select()
    .from(poolQuestions)
    .where(
      and(
        eq(poolQuestions.poolId, seat.pool.id),
        or(eq(poolQuestions.investorId, seat.investorId), eq(poolQuestions.visibility, 'published')),
      ),
    )
    .orderBy(asc(poolQuestions.askedAt), asc(poolQuestions.id));
  return rows.map((row) => investorRecord(row, seat.investorId));
}

export async function askQuestion(db: Database, actor: Actor, poolId: number, raw: string) {
  const seat = await investorInRoom(db, actor, poolId);
  if (!mayActForInvestor(actor, seat.investorId)) throw forbidden();
  const question = raw.trim();
  if (question.length < QUESTION_MIN || question.length > QUESTION_MAX)
    throw new ValidationError({ question: [ROOM_MESSAGES.question] });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(poolQuestions)
      .values({
        poolId: seat.pool.id,
        investorId: seat.investorId,
        askedById: actor.userId,
        askedByName: actor.name,
        question,
      })
      .returning();
    const investorName = actor.memberships.find((m) => m.entityId === seat.investorId)?.entityName ?? 'An investor';
    await notifyQuestionAsked(tx, seat.pool, row!.id, investorName, question);
    return investorRecord(row!, seat.investorId);
  });
}

export async function answerQuestion(
  db: Database,
  actor: Actor,
  poolId: number,
  questionId: number,
  body: { answer: string; visibility: string },
) {
  const pool = await bankRoomPoolToChange(db, actor, poolId);
  const answer = body.answer.trim();
  const errors: Record<string, string[]> = {};
  if (answer.length === 0 || answer.length > ANSWER_MAX) errors['answer'] = [ROOM_MESSAGES.answer];
  if (!(QUESTION_VISIBILITIES as readonly string[]).includes(body.visibility))
    errors['visibility'] = [ROOM_MESSAGES.visibility];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const visibility = body.visibility as QuestionVisibility;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(poolQuestions)
      .set({ answer, visibility, answeredById: actor.userId, answeredByName: actor.name, answeredAt: new Date() })
      .where(and(eq(poolQuestions.poolId, pool.id), eq(poolQuestions.id, questionId), isNull(poolQuestions.answer)))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: poolQuestions.id })
        .from(poolQuestions)
        .where(and(eq(poolQuestions.poolId, pool.id), eq(poolQuestions.id, questionId)));
      throw existing ? conflict(ROOM_MESSAGES.answered) : notFound();
    }
    await notifyQuestionAnswered(tx, pool, {
      id: row.id,
      investorId: row.investorId,
      question: row.question,
      published: visibility === 'published',
    });
    const [investor] = await tx.select({ name: entities.name }).from(entities).where(eq(entities.id, row.investorId));
    return bankRecord(row, investor?.name ?? '');
  });
}
