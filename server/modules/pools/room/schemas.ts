/** Request and answer schemas of a pool's data room and questions (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { QUESTION_VISIBILITIES } from '../../../../src/domain/pools/data-room.ts';
import { idFromText } from '../../../lib/record-ids.ts';
import { PartyRefSchema } from '../../../lib/response-schemas.ts';

export const QuestionParams = z.object({ id: idFromText(), questionId: idFromText() });

export const AskBodySchema = z.object({ question: z.string().describe('10 to 2,000 characters') }).strict();
export const AnswerBodySchema = z
  .object({
    answer: z.string().describe('1 to 4,000 characters'),
    visibility: z.string().describe('private (the asker only) or published (every participant, without the asker)'),
  })
  .strict();

/** The pool as its data room's answer names it. */
export const PoolRefSchema = z.object({ id: z.number().int(), name: z.string(), status: z.string() });

const AnswerPartSchema = {
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  visibility: z.enum(QUESTION_VISIBILITIES).nullable(),
};
/** A question as the bank reads it: with the asker. */
export const BankQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_at: z.string(),
  investor: PartyRefSchema,
  asked_by_name: z.string(),
  answered_by_name: z.string().nullable(),
  ...AnswerPartSchema,
});
/** A question as an investor reads it: its own with the answer, or a published one without the asker. */
export const InvestorQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_at: z.string(),
  mine: z.boolean(),
  ...AnswerPartSchema,
});
export const BankQuestionsSchema = z.object({ data: z.array(BankQuestionSchema) });
export const BankQuestionAnswerSchema = z.object({ data: BankQuestionSchema });
export const InvestorQuestionsSchema = z.object({ data: z.array(InvestorQuestionSchema) });
export const InvestorQuestionAnswerSchema = z.object({ data: InvestorQuestionSchema });
