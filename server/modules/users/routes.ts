/** User administration for super_admins: list, read, create (with a set-password mail) and edit users, and the organisations to assign roles in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import {
  EntityOptionListSchema,
  UserAnswerSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserPatchSchema,
} from './schemas.ts';
import { createUser, editUser, listEntityOptions, listUserPage, showUser, type UserDeps } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['users'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a super_admin'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  409: ErrorSchema.describe('The change would leave no active super_admin'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe(
    'Validation failed: a field, an e-mail already taken, a role the organisation’s kind does not allow, or a change to oneself that is not allowed',
  ),
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): UserDeps => ({ db: app.db, mailer: app.mailer, config: app.config });

  app.get(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Users with their role assignments, searched, filtered and paginated (super_admin)',
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listUserPage(app.db, request.actor, request.query),
  );

  app.get(
    '/admin/entity-options',
    {
      schema: {
        tags: TAGS,
        summary: 'Every organisation with its kind, to assign roles in (super_admin)',
        response: { 200: EntityOptionListSchema, ...READ_ERRORS },
      },
    },
    async (request) => listEntityOptions(app.db, request.actor),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One user with their role assignments (super_admin)',
        params: IdParams,
        response: { 200: UserAnswerSchema, ...READ_ERRORS, 404: ErrorSchema.describe('No such user') },
      },
    },
    async (request) => ({ data: await showUser(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a user with role assignments; an active user is mailed a link to set a password (super_admin)',
        body: UserCreateSchema,
        response: { 201: UserAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createUser(deps(), request.actor, request.body) }),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a user: name, e-mail, active, and the role assignments (replaced as a whole) (super_admin)',
        description:
          'Deactivating a user ends their sessions. A super_admin cannot deactivate themself or drop their own super_admin role.',
        params: IdParams,
        body: UserPatchSchema,
        response: { 200: UserAnswerSchema, ...WRITE_ERRORS, 404: ErrorSchema.describe('No such user') },
      },
    },
    async (request) => ({ data: await editUser(deps(), request.actor, request.params.id, request.body) }),
  );
};
