/** Pending maker/checker actions: the list with its filters, one with its diff, and the decisions on it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import {
  PendingActionListQuerySchema,
  PendingActionListSchema,
  PendingActionOneSchema,
  RejectBodySchema,
} from './schemas.ts';
import { decideAction, getAction, listActions, type Decision } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['pending-actions'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Neither a platform admin nor a bank user'),
  404: ErrorSchema.describe('No such action, or one the user may not see'),
};
const DECIDE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe(
    'Not a checker of the action’s scope, or its maker (approve, reject); not its maker (cancel)',
  ),
  409: ErrorSchema.describe('The action is no longer pending, or its target changed since it was made'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed (a rejection needs a reason)'),
};

export const pendingActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pending-actions',
    {
      schema: {
        tags: TAGS,
        summary: 'Pending actions the user may see, newest first, with filters',
        description: 'Platform admins see every scope; a bank user their bank’s actions.',
        querystring: PendingActionListQuerySchema,
        response: { 200: PendingActionListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listActions(app.db, app.actionTypes, request.actor, request.query),
  );

  app.get(
    '/pending-actions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One pending action with the change it proposes as a diff',
        params: IdParams,
        response: { 200: PendingActionOneSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getAction(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  const decide = (
    path: string,
    summary: string,
    decisionOf: (body: { reason?: string } | undefined) => Decision,
    withBody: boolean,
  ) =>
    app.post(
      `/pending-actions/:id/${path}`,
      {
        schema: {
          tags: TAGS,
          summary,
          params: IdParams,
          ...(withBody ? { body: RejectBodySchema } : {}),
          response: { 200: PendingActionOneSchema, ...DECIDE_ERRORS },
        },
      },
      async (request) => {
        const decision = decisionOf(request.body as { reason?: string } | undefined);
        return { data: await decideAction(app.db, app.actionTypes, request.actor, request.params.id, decision) };
      },
    );

  decide(
    'approve',
    'Approve: the change applies in one transaction (a checker who is not the maker)',
    () => ({ kind: 'approve' }),
    false,
  );
  decide(
    'reject',
    'Reject with a reason: nothing changes (a checker who is not the maker)',
    (body) => ({ kind: 'reject', reason: body?.reason ?? '' }),
    true,
  );
  decide('cancel', 'Cancel: the maker takes the action back', () => ({ kind: 'cancel' }), false);
};
