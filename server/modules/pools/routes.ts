/** A bank's pools: build one from a batch or the loan list's filters, read, edit and delete drafts, list through four eyes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/record-ids.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerPoolActionTypes } from './action-types.ts';
import { bindingBidRoutes } from './bid-routes.ts';
import { phase1Routes } from './phase1-routes.ts';
import {
  InvestorChoicesSchema,
  PoolAnswerSchema,
  PoolCreateSchema,
  PoolListingSchema,
  PoolListQuerySchema,
  PoolListSchema,
  PoolLoanParams,
  PoolLoansQuerySchema,
  PoolLoansSchema,
  PoolPatchSchema,
  PoolPendingActionSchema,
  PoolPreviewSchema,
  PoolRevisionsSchema,
  PoolSelectionSchema,
} from './schemas.ts';
import {
  createPool,
  deleteDraftPool,
  editPool,
  getPool,
  invitableInvestors,
  listPoolPage,
  poolHistory,
  poolLoansPage,
  previewSelection,
  proposePoolListing,
  removeLoanFromPool,
} from './service.ts';

const TAGS = ['pools'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of a bank desk'),
  404: ErrorSchema.describe('No such pool, or another bank’s'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe('Not allowed to do this (platform admins only read)'),
  409: ErrorSchema.describe('The pool’s status does not allow it, a listing waits, or the loans have just changed'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const poolRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPoolActionTypes(app.actionTypes);
  await app.register(bindingBidRoutes);
  phase1Routes(app);

  app.get(
    '/pools',
    {
      schema: {
        tags: TAGS,
        summary: 'The pools the user may see, newest first',
        description: 'A bank user sees their bank’s pools; a platform admin every bank’s.',
        querystring: PoolListQuerySchema,
        response: { 200: PoolListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listPoolPage(app.db, request.actor, request.query),
  );

  app.get(
    '/pools/investors',
    {
      schema: {
        tags: TAGS,
        summary: 'The active investor organisations a pool’s listing may invite, by name',
        response: { 200: InvestorChoicesSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await invitableInvestors(app.db, request.actor) }),
  );

  app.post(
    '/pools/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'How many loans a batch or the loan list’s filters would pool, and their total (nothing is written)',
        body: PoolSelectionSchema,
        response: { 200: PoolPreviewSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await previewSelection(app.db, request.actor, request.body) }),
  );

  app.post(
    '/pools',
    {
      schema: {
        tags: TAGS,
        summary: 'Build a draft pool from a batch’s or the loan list’s approved loans of one currency',
        description:
          'Takes approved loans that are not listed, under offer, sold, in another live pool or waiting for a listing. ' +
          'Refused (422) when none is found or they hold more than one currency.',
        body: PoolCreateSchema,
        response: { 201: PoolAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createPool(app.db, app.actionTypes, request.actor, request.body) }),
  );

  app.get(
    '/pools/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A pool with its count, total, stratification, pending actions and what the user may do',
        params: IdParams,
        response: { 200: PoolAnswerSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getPool(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.patch(
    '/pools/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a draft pool’s name, description or cut-off date',
        params: IdParams,
        body: PoolPatchSchema,
        response: { 200: PoolAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      data: await editPool(app.db, app.actionTypes, request.actor, request.params.id, request.body),
    }),
  );

  app.delete(
    '/pools/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a draft pool; its loans are free to pool or list again',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteDraftPool(app.db, request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/pools/:id/loans',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s loans, by loan reference',
        params: IdParams,
        querystring: PoolLoansQuerySchema,
        response: { 200: PoolLoansSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) =>
      poolLoansPage(app.db, request.actor, request.params.id, request.query.page, request.query.per_page),
  );

  app.delete(
    '/pools/:id/loans/:loanId',
    {
      schema: {
        tags: TAGS,
        summary: 'Take a loan out of a draft pool',
        params: PoolLoanParams,
        response: { 200: PoolAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      data: await removeLoanFromPool(app.db, app.actionTypes, request.actor, request.params.id, request.params.loanId),
    }),
  );

  app.post(
    '/pools/:id/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose listing a draft pool with its sale’s process (pool.list); a bank manager approves it',
        params: IdParams,
        body: PoolListingSchema,
        response: { 202: PoolPendingActionSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        pending_action: await proposePoolListing(
          app.db,
          app.actionTypes,
          request.actor,
          request.params.id,
          request.body,
        ),
      }),
  );

  app.get(
    '/pools/:id/revisions',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s history: every applied change, oldest first',
        params: IdParams,
        response: { 200: PoolRevisionsSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await poolHistory(app.db, request.actor, request.params.id) }),
  );
};
