/** The bank desk's loans: list, create, read, edit, submit, list and withdraw a listing, history, and the bank's figures. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { registerLoanActionTypes } from './action-types.ts';
import {
  BankSummaryQuerySchema,
  BankSummarySchema,
  ListingTermsSchema,
  LoanAnswerSchema,
  LoanInputSchema,
  LoanListQuerySchema,
  LoanListSchema,
  LoanPatchSchema,
  LoanRevisionsSchema,
  PendingActionAnswerSchema,
} from './schemas.ts';
import {
  bankSummary,
  createLoan,
  editLoan,
  getLoan,
  listLoanPage,
  loanHistory,
  proposeListing,
  proposeWithdrawal,
  submitLoan,
} from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';
import { sharedRead } from '../../lib/shared-reads.ts';

const TAGS = ['loans'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of a bank desk'),
  404: ErrorSchema.describe('No such loan, or another bank’s'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  403: ErrorSchema.describe('Not allowed to do this (platform admins only read)'),
  409: ErrorSchema.describe('The loan’s status does not allow it, or an action of this kind is already pending'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};

export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLoanActionTypes(app.actionTypes);

  app.get(
    '/loans',
    {
      schema: {
        tags: TAGS,
        summary: 'The loans the user may see, filtered, sorted and paginated',
        description:
          'A bank user sees their bank’s loans; a platform admin every bank’s. `sort` takes one of the listed columns.',
        querystring: LoanListQuerySchema,
        response: { 200: LoanListSchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => sharedRead(request, 'same-person', () => listLoanPage(app.db, request.actor, request.query)),
  );

  app.post(
    '/loans',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a draft loan (bank officers and managers)',
        body: LoanInputSchema,
        response: { 201: LoanAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createLoan(app.db, app.actionTypes, request.actor, request.body) }),
  );

  app.get(
    '/loans/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A loan with its pending actions (each with a diff) and what the user may do with it',
        params: IdParams,
        response: { 200: LoanAnswerSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await getLoan(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.patch(
    '/loans/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Edit a loan (bank officers): a draft or rejected loan at once, an approved one through a loan.edit action',
        description:
          '200 with the loan when applied; 202 with the pending action (the diff) when a manager must approve it.',
        params: IdParams,
        body: LoanPatchSchema,
        response: { 200: LoanAnswerSchema, 202: PendingActionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await editLoan(app.db, app.actionTypes, request.actor, request.params.id, request.body);
      if ('applied' in outcome) return reply.code(200).send({ data: outcome.applied });
      return reply.code(202).send({ pending_action: outcome.proposed });
    },
  );

  app.post(
    '/loans/:id/submit',
    {
      schema: {
        tags: TAGS,
        summary: 'Submit a draft or rejected loan for approval (loan.submit); the loan waits as pending_approval',
        params: IdParams,
        response: { 202: PendingActionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ pending_action: await submitLoan(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.post(
    '/loans/:id/list',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose listing an approved (or withdrawn) loan with its terms (loan.list)',
        params: IdParams,
        body: ListingTermsSchema,
        response: { 202: PendingActionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const action = await proposeListing(app.db, app.actionTypes, request.actor, request.params.id, request.body);
      return reply.code(202).send({ pending_action: action });
    },
  );

  app.post(
    '/loans/:id/withdraw',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose withdrawing a listing (loan.withdraw); the loan becomes withdrawn and may be listed again',
        params: IdParams,
        response: { 202: PendingActionAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ pending_action: await proposeWithdrawal(app.db, app.actionTypes, request.actor, request.params.id) }),
  );

  app.get(
    '/loans/:id/revisions',
    {
      schema: {
        tags: TAGS,
        summary: 'The loan’s history: every applied change, oldest first',
        params: IdParams,
        response: { 200: LoanRevisionsSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await loanHistory(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/bank/summary',
    {
      schema: {
        tags: TAGS,
        summary: 'The bank dashboard’s figures: loans by status, approvals waiting, volume sold per month',
        description: 'Without bank_id: the user’s banks (every bank for a platform admin).',
        querystring: BankSummaryQuerySchema,
        response: { 200: BankSummarySchema, ...READ_ERRORS, 422: ErrorSchema },
      },
    },
    async (request) => ({
      data: await sharedRead(request, 'same-person', () => bankSummary(app.db, request.actor, request.query.bank_id)),
    }),
  );
};
