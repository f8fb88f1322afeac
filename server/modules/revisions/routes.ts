/** The revision log: one revision with its neighbours in the record's history, and a record's history. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { RevisionListQuerySchema, RevisionListSchema, RevisionOneSchema } from './schemas.ts';
import { getRevision, recordHistory } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['revisions'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Neither a platform admin nor a bank user'),
  404: ErrorSchema.describe('No such revision or record, or one the user may not see'),
};

export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revisions/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'A revision (before, after, the changed fields) with the previous and next revision of the same record',
        params: IdParams,
        response: { 200: RevisionOneSchema, ...READ_ERRORS },
      },
    },
    async (request) => getRevision(app.db, request.actor, request.params.id),
  );

  app.get(
    '/revisions',
    {
      schema: {
        tags: TAGS,
        summary: 'A record’s history, oldest first',
        querystring: RevisionListQuerySchema,
        response: { 200: RevisionListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => ({
      data: await recordHistory(app.db, request.actor, request.query.target_type, request.query.target_id),
    }),
  );
};
