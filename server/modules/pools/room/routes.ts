/**
 * A pool's data room and questions: the bank's side under /pools/{id}/data-room and /pools/{id}/questions,
 * the investor's under /investor/pools/{id}/...
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomRoutes } from '../../../lib/data-room/routes.ts';
import { IdParams } from '../../../lib/record-ids.ts';
import { ErrorSchema } from '../../../lib/response-schemas.ts';
import { poolRoomAccess } from './access.ts';
import { answerQuestion, askQuestion, bankQuestions, investorQuestions } from './questions.ts';
import {
  AnswerBodySchema,
  AskBodySchema,
  BankQuestionAnswerSchema,
  BankQuestionsSchema,
  InvestorQuestionAnswerSchema,
  InvestorQuestionsSchema,
  PoolRefSchema,
  QuestionParams,
} from './schemas.ts';

const BANK = ['pool data room'];
const INVESTOR = ['investor pool data room'];
const FORBIDDEN = 'Not allowed (not of the pool’s bank desk, or before the NDA)';
const CLOSED = 'The pool is sold or withdrawn, the folder is not empty, or the question has an answer';
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe(FORBIDDEN),
  404: ErrorSchema.describe('No such pool, folder, document or question for this user'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  409: ErrorSchema.describe(CLOSED),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const poolRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    dataRoomRoutes({
      bankPath: '/pools/:id/data-room',
      investorPath: '/investor/pools/:id/data-room',
      tags: { bank: BANK, investor: INVESTOR },
      ownerWord: 'pool',
      forbidden: FORBIDDEN,
      closed: CLOSED,
      ownerKey: 'pool',
      ownerSchema: PoolRefSchema,
      access: poolRoomAccess,
    }),
  );

  app.get(
    '/pools/:id/questions',
    {
      schema: {
        tags: BANK,
        summary: 'The investors’ questions on the pool, with who asked and any answer',
        params: IdParams,
        response: { 200: BankQuestionsSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await bankQuestions(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/pools/:id/questions/:questionId/answer',
    {
      schema: {
        tags: BANK,
        summary: 'Answer a question, privately to the asker or published to every participant without the asker',
        params: QuestionParams,
        body: AnswerBodySchema,
        response: { 200: BankQuestionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      data: await answerQuestion(app.db, request.actor, request.params.id, request.params.questionId, request.body),
    }),
  );

  app.get(
    '/investor/pools/:id/questions',
    {
      schema: {
        tags: INVESTOR,
        summary: 'My organisation’s questions with their answers, and the answers published to every participant',
        params: IdParams,
        response: { 200: InvestorQuestionsSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await investorQuestions(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/investor/pools/:id/questions',
    {
      schema: {
        tags: INVESTOR,
        summary: 'Ask the bank a question about the pool (after the NDA)',
        params: IdParams,
        body: AskBodySchema,
        response: { 201: InvestorQuestionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await askQuestion(app.db, request.actor, request.params.id, request.body.question) }),
  );
};
