/**
 * Who a pool's questions tell, in the step's transaction: the bank's people of a new question; the
 * asker's organisation of a private answer; every participant of a published one (without the asker's name).
 */
import { eq } from 'drizzle-orm';
import { BANK_ROLES, INVESTOR_ROLES } from '../../../../src/domain/roles.ts';
import { pathFor } from '../../../../src/domain/routes.ts';
import type { Executor } from '../../../db/client.ts';
import { poolParticipants } from '../../../db/schema/index.ts';
import { notify, peopleWithRoles } from '../../../lib/notifications/index.ts';
import type { RoomPool } from './access.ts';

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export async function notifyQuestionAsked(
  tx: Executor,
  pool: RoomPool,
  questionId: number,
  investorName: string,
  question: string,
): Promise<void> {
  await notify(tx, {
    kind: 'pool_question_received',
    userIds: await peopleWithRoles(tx, [pool.bankId], BANK_ROLES),
    subject: { type: 'pool_question', id: questionId },
    words: {
      title: `${investorName} asked a question on pool “${pool.name}”`,
      lines: [excerpt(question), 'Answer it privately or publish the answer to every participant in the data room.'],
      href: pathFor('bank.pools.data-room', { id: pool.id }),
    },
  });
}

export async function notifyQuestionAnswered(
  tx: Executor,
  pool: RoomPool,
  question: { id: number; investorId: number; question: string; published: boolean },
): Promise<void> {
  let investorIds = [question.investorId];
  if (question.published) {
    const rows = await tx
      .select({ investorId: poolParticipants.investorId })
      .from(poolParticipants)
      .where(eq(poolParticipants.poolId, pool.id));
    investorIds = [...new Set([...investorIds, ...rows.map((row) => row.investorId)])];
  }
  await notify(tx, {
    kind: 'pool_question_answered',
    userIds: await peopleWithRoles(tx, investorIds, INVESTOR_ROLES),
    subject: { type: 'pool_question', id: question.id },
    words: {
      title: question.published
        ? `An answer was published in the data room of pool “${pool.name}”`
        : `Your question on pool “${pool.name}” has an answer`,
      lines: [`Question: ${excerpt(question.question)}`, 'Read the answer in the pool’s data room.'],
      href: pathFor('investor.pools.data-room', { id: pool.id }),
    },
  });
}
