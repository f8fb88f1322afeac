/**
 * A pool's data room and questions: the bank's side under /pools/{id}/data-room and /pools/{id}/questions,
 * the investor's under /investor/pools/{id}/...
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOM_DOCUMENT_MAX_BYTES } from '../../../../src/domain/pools/data-room.ts';
import { IdParams } from '../../../lib/record-ids.ts';
import { ErrorSchema } from '../../../lib/response-schemas.ts';
import { sendDocument } from './file-reply.ts';
import { answerQuestion, askQuestion, bankQuestions, investorQuestions } from './questions.ts';
import {
  AccessLogQuerySchema,
  AccessLogSchema,
  AnswerBodySchema,
  AskBodySchema,
  BankQuestionAnswerSchema,
  BankQuestionsSchema,
  DocumentAnswerSchema,
  DocumentParams,
  FolderAnswerSchema,
  FolderBodySchema,
  FolderParams,
  InvestorQuestionAnswerSchema,
  InvestorQuestionsSchema,
  QuestionParams,
  RoomSchema,
} from './schemas.ts';
import {
  accessLog,
  addDocument,
  bankDocument,
  bankRoom,
  createFolder,
  deleteDocument,
  deleteFolder,
  investorRoom,
  openDocument,
  renameFolder,
} from './service.ts';
import { receiveRoomDocument } from './upload.ts';

const BANK = ['pool data room'];
const INVESTOR = ['investor pool data room'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not allowed (not of the pool’s bank desk, or before the NDA)'),
  404: ErrorSchema.describe('No such pool, folder, document or question for this user'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  409: ErrorSchema.describe('The pool is sold or withdrawn, the folder is not empty, or the question has an answer'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};
const FileBody = z.unknown().describe('The document itself');

export const poolRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only; one file a request, read no further than the size limit, then refused.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: ROOM_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 8 },
  });
  const storage = app.config.storageDir;

  app.get(
    '/pools/:id/data-room',
    {
      schema: {
        tags: BANK,
        summary: 'The pool’s data room: folders and every document with its level (the bank’s people, platform admins)',
        params: IdParams,
        response: { 200: RoomSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await bankRoom(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/pools/:id/data-room/folders',
    {
      schema: {
        tags: BANK,
        summary: 'Add a folder to the pool’s data room',
        params: IdParams,
        body: FolderBodySchema,
        response: { 201: FolderAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createFolder(app.db, request.actor, request.params.id, request.body.name) }),
  );

  app.patch(
    '/pools/:id/data-room/folders/:folderId',
    {
      schema: {
        tags: BANK,
        summary: 'Rename a folder of the pool’s data room',
        params: FolderParams,
        body: FolderBodySchema,
        response: { 200: FolderAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      data: await renameFolder(app.db, request.actor, request.params.id, request.params.folderId, request.body.name),
    }),
  );

  app.delete(
    '/pools/:id/data-room/folders/:folderId',
    {
      schema: {
        tags: BANK,
        summary: 'Delete an empty folder of the pool’s data room',
        params: FolderParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteFolder(app.db, request.actor, request.params.id, request.params.folderId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/pools/:id/data-room/documents',
    {
      schema: {
        tags: BANK,
        summary: 'Upload a document (multipart/form-data: `file`, `folder_id`, `level` 1 or 2)',
        description: 'PDF, XLSX, CSV, PNG or JPEG, checked by content, at most 50 MB, not empty.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: DocumentAnswerSchema, ...WRITE_ERRORS, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      const received = await receiveRoomDocument(request, storage);
      return reply.code(201).send({ data: await addDocument(app.db, request.actor, request.params.id, received) });
    },
  );

  app.get(
    '/pools/:id/data-room/documents/:documentId/file',
    {
      schema: {
        tags: BANK,
        summary: 'Download a document of the pool’s data room (the bank’s own look, not logged)',
        params: DocumentParams,
        response: { 200: FileBody, ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      return sendDocument(reply, storage, await bankDocument(app.db, request.actor, id, documentId), 'attachment');
    },
  );

  app.delete(
    '/pools/:id/data-room/documents/:documentId',
    {
      schema: {
        tags: BANK,
        summary: 'Take a document out of the data room (its access log stays)',
        params: DocumentParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteDocument(app.db, storage, request.actor, request.params.id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/pools/:id/data-room/access-log',
    {
      schema: {
        tags: BANK,
        summary: 'Who viewed or downloaded which document, newest first, with totals per investor and per document',
        params: IdParams,
        querystring: AccessLogQuerySchema,
        response: { 200: AccessLogSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) =>
      accessLog(app.db, request.actor, request.params.id, {
        investorId: request.query.investor_id,
        documentId: request.query.document_id,
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
    '/investor/pools/:id/data-room',
    {
      schema: {
        tags: INVESTOR,
        summary: 'The pool’s data room as my organisation reaches it: documents at or below its level',
        params: IdParams,
        response: { 200: RoomSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await investorRoom(app.db, request.actor, request.params.id) }),
  );

  for (const [action, kind] of [
    ['view', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    app.get(
      `/investor/pools/:id/data-room/documents/:documentId/${action}`,
      {
        schema: {
          tags: INVESTOR,
          summary: action === 'view' ? 'View a document in the browser (logged)' : 'Download a document (logged)',
          params: DocumentParams,
          response: { 200: FileBody, ...READ_ERRORS },
        },
      },
      async (request, reply) => {
        const { id, documentId } = request.params;
        const document = await openDocument(app.db, request.actor, id, documentId, action);
        return sendDocument(reply, storage, document, kind);
      },
    );
  }

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
