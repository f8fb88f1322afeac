/** Organisations as platform admins manage them: the list, one organisation, and the changes to propose. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityEditSchema, entitySuspendSchema } from '../../../src/domain/entity-edit.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerEntityActionTypes } from './action-types.ts';
import { EntityListQuerySchema, EntityListSchema, EntityOneSchema, EntityProposalAnswerSchema } from './schemas.ts';
import { getOrganisation, listOrganisations, proposeEdit, proposeReactivation, proposeSuspension } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['entities'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a platform admin'),
  404: ErrorSchema.describe('No such organisation'),
};
const PROPOSE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe('Not a platform maker (super_admin, dl_admin_maker) of an active platform'),
  409: ErrorSchema.describe(
    'A change of this kind is already pending, the organisation changed since the form was filled, or its status forbids it',
  ),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntityActionTypes(app.actionTypes);

  app.get(
    '/admin/entities',
    {
      schema: {
        tags: TAGS,
        summary:
          'Banks, investors and the platform operator, by name, with filters and counts of users and loans (platform admins)',
        querystring: EntityListQuerySchema,
        response: { 200: EntityListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listOrganisations(app.db, request.actor, request.query),
  );

  app.get(
    '/admin/entities/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'One organisation: its details, people and roles, pending changes and recent activity (platform admins)',
        params: IdParams,
        response: { 200: EntityOneSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getOrganisation(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.patch(
    '/admin/entities/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Propose an edit made against the given version: a platform checker applies it in pending actions (platform makers)',
        params: IdParams,
        body: entityEditSchema,
        response: { 202: EntityProposalAnswerSchema, ...PROPOSE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await proposeEdit(app.db, app.actionTypes, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/admin/entities/:id/suspend',
    {
      schema: {
        tags: TAGS,
        summary:
          'Propose suspending the organisation with a reason: its people keep reading but can no longer make or check actions (platform makers)',
        params: IdParams,
        body: entitySuspendSchema,
        response: { 202: EntityProposalAnswerSchema, ...PROPOSE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await proposeSuspension(app.db, app.actionTypes, request.actor, request.params.id, request.body.reason)),
  );

  app.post(
    '/admin/entities/:id/reactivate',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose reactivating a suspended organisation (platform makers)',
        params: IdParams,
        response: { 202: EntityProposalAnswerSchema, ...PROPOSE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await proposeReactivation(app.db, app.actionTypes, request.actor, request.params.id)),
  );
};
