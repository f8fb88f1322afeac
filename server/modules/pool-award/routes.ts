/** A pool's award: the bank's ranking, comparison and four-eyes award; the invited bidder's final acceptance or decline. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/record-ids.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { confirmAward, declineAward, investorAward, investorAwardLines } from './acceptance.ts';
import { registerAwardActionTypes } from './action-types.ts';
import { poolBids, proposeAward } from './award.ts';
import { comparisonPage, unsealedPool } from './ranking.ts';
import {
  AwardBodySchema,
  AwardPendingSchema,
  ComparisonSchema,
  ConfirmAwardSchema,
  ConfirmedSchema,
  DeclineAwardSchema,
  InvestorAwardLinesSchema,
  InvestorAwardSchema,
  PagedQuerySchema,
  PoolBidsSchema,
} from './schemas.ts';

const TAGS = ['pool award'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of the pool’s side'),
  404: ErrorSchema.describe('No such pool, another bank’s, or (investor) no award of yours on it'),
  409: ErrorSchema.describe('The binding bids are still sealed'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  409: ErrorSchema.describe('The pool’s status or the award’s state does not allow it'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const poolAwardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAwardActionTypes(app.actionTypes);
  const fee = () => app.config.platformFeeBps;

  app.get(
    '/pools/:id/bids',
    {
      schema: {
        tags: TAGS,
        summary: 'The binding bids ranked by total, the award as it stands and what the user may do',
        description: 'Sealed (409, saying nothing of the bids) until the phase 2 deadline has passed.',
        params: IdParams,
        response: { 200: PoolBidsSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await poolBids(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.get(
    '/pools/:id/bids/comparison',
    {
      schema: {
        tags: TAGS,
        summary: 'A page of the pool’s loans with every binding bid’s price and amount for each',
        params: IdParams,
        querystring: PagedQuerySchema,
        response: { 200: ComparisonSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => {
      const pool = await unsealedPool(app.db, request.actor, request.params.id);
      return comparisonPage(app.db, pool, request.query.page, request.query.per_page);
    },
  );

  app.post(
    '/pools/:id/award',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose awarding the pool to a bid with up to two backups (pool.award); a bank manager approves it',
        params: IdParams,
        body: AwardBodySchema,
        response: { 202: AwardPendingSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        pending_action: await proposeAward(app.db, app.actionTypes, request.actor, request.params.id, request.body),
      }),
  );

  app.get(
    '/investor/pools/:id/award',
    {
      schema: {
        tags: TAGS,
        summary: 'Your organisation’s place in the pool’s award: rank, status, total, platform fee',
        params: IdParams,
        response: { 200: InvestorAwardSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await investorAward(app.db, request.actor, request.params.id, fee()) }),
  );

  app.get(
    '/investor/pools/:id/award/lines',
    {
      schema: {
        tags: TAGS,
        summary: 'Your awarded bid’s price and amount per loan, by tape line, a page at a time',
        params: IdParams,
        querystring: PagedQuerySchema,
        response: { 200: InvestorAwardLinesSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) =>
      investorAwardLines(app.db, request.actor, request.params.id, request.query.page, request.query.per_page),
  );

  app.post(
    '/investor/pools/:id/award/confirm',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the award (the invited bidder): one deal with a line per loan, the pool sold',
        description: 'Exactly one deal per pool, whatever the concurrency: the others get 409.',
        params: IdParams,
        body: ConfirmAwardSchema,
        response: { 201: ConfirmedSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await confirmAward(app.db, request.actor, request.params.id, fee(), request.body.total) }),
  );

  app.post(
    '/investor/pools/:id/award/decline',
    {
      schema: {
        tags: TAGS,
        summary: 'Decline the award with a reason (the invited bidder): the next rank is invited at its own bid',
        params: IdParams,
        body: DeclineAwardSchema,
        response: { 204: z.null().describe('Declined'), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await declineAward(app.db, request.actor, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
};
