/** Registration requests as platform admins review them: list, one request, its documents, and the decision to propose. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerRegistrationActionTypes } from './decide-action.ts';
import {
  RegistrationDecisionAnswerSchema,
  RegistrationDocumentParams,
  RegistrationListQuerySchema,
  RegistrationListSchema,
  RegistrationOneSchema,
  RejectRegistrationBodySchema,
} from './schemas.ts';
import { getRequest, listRequests, proposeDecision, requestDocument } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['registration-requests'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a platform admin'),
  404: ErrorSchema.describe('No such request or document'),
};
const DECIDE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe('Not a platform maker (super_admin, dl_admin_maker)'),
  409: ErrorSchema.describe('The request is decided already, or a decision on it is already pending'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed (a rejection needs a reason)'),
};

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const registrationRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRegistrationActionTypes(app.actionTypes, { mailer: app.mailer, config: app.config });

  app.get(
    '/registration-requests',
    {
      schema: {
        tags: TAGS,
        summary:
          'Registration requests, newest first, filtered by status and type, searched and paginated (platform admins)',
        querystring: RegistrationListQuerySchema,
        response: { 200: RegistrationListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listRequests(app.db, request.actor, request.query),
  );

  app.get(
    '/registration-requests/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'One registration request: the organisation, the contact, the documents and the decision (platform admins)',
        params: IdParams,
        response: { 200: RegistrationOneSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getRequest(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.get(
    '/registration-requests/:id/documents/:docId',
    {
      schema: {
        tags: TAGS,
        summary: 'Download one document of a request, with the type detected when it was uploaded (platform admins)',
        params: RegistrationDocumentParams,
        response: { 200: z.unknown().describe('The document itself, as a download'), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { actor } = request;
      const document = await requestDocument(app.db, actor, request.params.id, request.params.docId);
      const path = join(app.config.storageDir, document.storedName);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw notFound();
      return reply
        .type(document.mimeType)
        .header('content-disposition', contentDisposition(document.originalName))
        .header('content-length', found.size)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  );

  app.post(
    '/registration-requests/:id/approve',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose approving the request: a platform checker confirms it in pending actions (platform makers)',
        params: IdParams,
        response: { 202: RegistrationDecisionAnswerSchema, ...DECIDE_ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await proposeDecision(app.db, app.actionTypes, request.actor, request.params.id, 'approve', null);
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/registration-requests/:id/reject',
    {
      schema: {
        tags: TAGS,
        summary:
          'Propose rejecting the request with a reason: a platform checker confirms it in pending actions (platform makers)',
        params: IdParams,
        body: RejectRegistrationBodySchema,
        response: { 202: RegistrationDecisionAnswerSchema, ...DECIDE_ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await proposeDecision(
        app.db,
        app.actionTypes,
        request.actor,
        request.params.id,
        'reject',
        request.body.reason,
      );
      return reply.code(202).send(answer);
    },
  );
};
