/**
 * Investors' proposals on listed loans: submit, revise, withdraw, accept a counter and finally
 * accept (which makes the deal); the bank's counter, rejection and acceptance (through four eyes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerProposalActionTypes } from './action-types.ts';
import {
  AcceptanceRequestedSchema,
  DealAnswerSchema,
  FinalAcceptSchema,
  ProposalAnswerSchema,
  ProposalCounterSchema,
  ProposalCreateSchema,
  ProposalListQuerySchema,
  ProposalListSchema,
  ProposalRejectSchema,
  ProposalReviseSchema,
} from './schemas.ts';
import {
  acceptCounter,
  counterProposal,
  getProposal,
  listProposalPage,
  rejectProposal,
  requestAcceptance,
  reviseProposal,
  submitProposal,
  withdrawProposal,
} from './service.ts';
import { finalAccept } from './final-acceptance.ts';
import { IdParams } from '../../lib/record-ids.ts';

const TAGS = ['proposals'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Neither an investor, a bank user nor a platform admin'),
  404: ErrorSchema.describe('No such proposal, or one the caller’s organisation may not see'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe(
    'Not allowed to do this (platform admins only read; a suspended organisation’s people neither)',
  ),
  409: ErrorSchema.describe('The proposal’s or the loan’s status does not allow it now, or the version is stale'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProposalActionTypes(app.actionTypes);
  const fee = () => app.config.platformFeeBps;

  app.get(
    '/proposals',
    {
      schema: {
        tags: TAGS,
        summary: 'The proposals the caller may see, filtered, sorted and paginated',
        description:
          'An investor sees its organisations’ proposals; a bank user the proposals on its bank’s loans; a platform admin all.',
        querystring: ProposalListQuerySchema,
        response: { 200: ProposalListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => listProposalPage(app.db, request.actor, request.query),
  );

  app.post(
    '/proposals',
    {
      schema: {
        tags: TAGS,
        summary: 'Submit a proposal on a listed loan (investor users and managers)',
        body: ProposalCreateSchema,
        response: { 201: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await submitProposal(app.db, request.actor, request.body, fee()) }),
  );

  app.get(
    '/proposals/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A proposal with its history, the platform fee it would bear and what the caller may do',
        params: IdParams,
        response: { 200: ProposalAnswerSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getProposal(app.db, request.actor, request.params.id, fee()) }),
  );

  app.patch(
    '/proposals/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Revise a submitted or countered proposal (investor): it is submitted again and any counter is cleared',
        params: IdParams,
        body: ProposalReviseSchema,
        response: { 200: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await reviseProposal(app.db, request.actor, request.params.id, request.body, fee()) }),
  );

  app.post(
    '/proposals/:id/withdraw',
    {
      schema: {
        tags: TAGS,
        summary:
          'Withdraw a submitted, countered or accepted proposal (investor); an accepted one puts the loan back on the market',
        params: IdParams,
        response: { 200: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await withdrawProposal(app.db, request.actor, request.params.id, fee()) }),
  );

  app.post(
    '/proposals/:id/accept-counter',
    {
      schema: {
        tags: TAGS,
        summary:
          'Accept the bank’s counter (investor): the price becomes the counter price and the proposal is submitted again',
        params: IdParams,
        response: { 200: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await acceptCounter(app.db, request.actor, request.params.id, fee()) }),
  );

  app.post(
    '/proposals/:id/final-accept',
    {
      schema: {
        tags: TAGS,
        summary:
          'Finally accept a proposal the bank accepted (investor), before its deadline: makes the deal and sells the loan',
        description: 'Exactly one deal per loan, whatever the concurrency: the loser gets 409.',
        params: IdParams,
        body: FinalAcceptSchema,
        response: { 201: DealAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { price_pct, amount } = request.body;
      return reply
        .code(201)
        .send({ data: await finalAccept(app.db, request.actor, request.params.id, fee(), { price_pct, amount }) });
    },
  );

  app.post(
    '/proposals/:id/counter',
    {
      schema: {
        tags: TAGS,
        summary: 'Counter a submitted proposal with another price (bank officers and managers)',
        params: IdParams,
        body: ProposalCounterSchema,
        response: { 200: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await counterProposal(app.db, request.actor, request.params.id, request.body, fee()) }),
  );

  app.post(
    '/proposals/:id/reject',
    {
      schema: {
        tags: TAGS,
        summary: 'Reject a submitted or countered proposal with a reason (bank officers and managers)',
        params: IdParams,
        body: ProposalRejectSchema,
        response: { 200: ProposalAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      data: await rejectProposal(app.db, request.actor, request.params.id, request.body.reason, fee()),
    }),
  );

  app.post(
    '/proposals/:id/accept',
    {
      schema: {
        tags: TAGS,
        summary:
          'Propose accepting a submitted proposal on a listed loan (proposal.accept); another manager of the bank approves it',
        description:
          'Approved with POST /pending-actions/{id}/approve: the proposal becomes accepted and the loan under offer.',
        params: IdParams,
        response: { 202: AcceptanceRequestedSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ data: await requestAcceptance(app.db, app.actionTypes, request.actor, request.params.id) }),
  );
};
