/** Deals: the list, one deal with its timeline, the investor's funds sent, the bank's settlement and the platform's cancellation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerDealActionTypes } from './action-types.ts';
import {
  DealAnswerSchema,
  DealCancelAnswerSchema,
  DealCancelBodySchema,
  DealLinesQuerySchema,
  DealLinesSchema,
  DealListQuerySchema,
  DealListSchema,
} from './schemas.ts';
import { getDeal, getDealLines, listDeals, markFundsSent, proposeCancellation, settleDeal } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['deals'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of a bank, an investor or the platform'),
  404: ErrorSchema.describe('No such deal, or another organisation’s'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe('Not allowed to take this step on this deal'),
  409: ErrorSchema.describe('The deal’s status does not allow it, or a cancellation is already pending'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDealActionTypes(app.actionTypes);

  app.get(
    '/deals',
    {
      schema: {
        tags: TAGS,
        summary: 'The deals the user may see, filtered, sorted and paginated',
        description:
          'An investor sees its organisations’ deals, a bank its own, a platform admin every deal. Ties are broken by id.',
        querystring: DealListQuerySchema,
        response: { 200: DealListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listDeals(app.db, request.actor, request.query),
  );

  app.get(
    '/deals/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A deal with its timeline, any pending cancellation and what the user may do with it',
        params: IdParams,
        response: { 200: DealAnswerSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getDeal(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/deals/:id/lines',
    {
      schema: {
        tags: TAGS,
        summary: 'A pool deal’s lines: each loan sold with its price and amount, by loan id',
        description: 'The lines’ amounts sum to the deal’s amount to the cent; a single loan’s deal has none.',
        params: IdParams,
        querystring: DealLinesQuerySchema,
        response: { 200: DealLinesSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) =>
      getDealLines(app.db, request.actor, request.params.id, request.query.page, request.query.per_page),
  );

  app.post(
    '/deals/:id/funds-sent',
    {
      schema: {
        tags: TAGS,
        summary:
          'Mark the funds sent (investor users and managers of the deal’s investor): pending_settlement becomes funds_sent',
        params: IdParams,
        response: { 200: DealAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await markFundsSent(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/deals/:id/settle',
    {
      schema: {
        tags: TAGS,
        summary:
          'Confirm the funds received and the loan transferred (bank officers and managers of the deal’s bank): funds_sent becomes settled',
        params: IdParams,
        response: { 200: DealAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await settleDeal(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/deals/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Propose cancelling an unsettled deal with a reason (platform makers); a platform checker approves it in pending actions',
        description: 'On approval the deal is cancelled and its loan is listed again.',
        params: IdParams,
        body: DealCancelBodySchema,
        response: { 202: DealCancelAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await proposeCancellation(
        app.db,
        app.actionTypes,
        request.actor,
        request.params.id,
        request.body.reason,
      );
      return reply.code(202).send({ data: answer });
    },
  );
};
