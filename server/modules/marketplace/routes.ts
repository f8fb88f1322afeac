/** The marketplace: listed loans of active banks for investors (and platform admins), their summary, a CSV export and one loan. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import {
  MarketBanksSchema,
  MarketExportQuerySchema,
  MarketFilterQuerySchema,
  MarketLoanAnswerSchema,
  MarketLoanListSchema,
  MarketListQuerySchema,
  MarketSummarySchema,
} from './schemas.ts';
import { exportFileName, marketBanks, marketCsv, marketLoan, marketPage, marketSummary } from './service.ts';
import { IdParams } from '../../lib/record-ids.ts';
import { sharedRead } from '../../lib/shared-reads.ts';

const TAGS = ['marketplace'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not an investor or a platform admin'),
};
const FILTER_ERRORS = { ...READ_ERRORS, 422: ErrorSchema.describe('A filter is not valid') };
const FILTERS =
  'Filters: comma-separated code lists (region, property_type, occupancy, rate_type, currency), ranges (rate, ltv, credit_score, balance), arrears, bank_id and search.';

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketplace/loans',
    {
      schema: {
        tags: TAGS,
        summary: 'Listed loans of active banks, filtered, sorted and paginated',
        description: `${FILTERS} Ties in the sort are broken by id.`,
        querystring: MarketListQuerySchema,
        response: { 200: MarketLoanListSchema, ...FILTER_ERRORS },
      },
    },
    async (request) => sharedRead(request, 'same-memberships', () => marketPage(app.db, request.actor, request.query)),
  );

  app.get(
    '/marketplace/summary',
    {
      schema: {
        tags: TAGS,
        summary:
          'The figures of the whole filtered set: count, principal, weighted averages, by currency, region and property type',
        description: FILTERS,
        querystring: MarketFilterQuerySchema,
        response: { 200: MarketSummarySchema, ...FILTER_ERRORS },
      },
    },
    async (request) => ({
      data: await sharedRead(request, 'same-memberships', () => marketSummary(app.db, request.actor, request.query)),
    }),
  );

  app.get(
    '/marketplace/loans.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Every matching listed loan as CSV, in the chosen order (streamed)',
        description: FILTERS,
        querystring: MarketExportQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...FILTER_ERRORS },
      },
    },
    async (request, reply) => {
      const stream = await marketCsv(app.db, request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/marketplace/banks',
    {
      schema: {
        tags: TAGS,
        summary: 'Active banks with at least one listed loan, for the bank filter',
        response: { 200: MarketBanksSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await marketBanks(app.db, request.actor) }),
  );

  app.get(
    '/marketplace/loans/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One loan as an investor sees it, with the open proposals count and the caller’s own proposal',
        description:
          'Visible when listed or under offer, or (then also when sold) when the caller’s organisation has a proposal or a deal on it.',
        params: IdParams,
        response: {
          200: MarketLoanAnswerSchema,
          ...READ_ERRORS,
          404: ErrorSchema.describe('No such loan on the market'),
        },
      },
    },
    async (request) => ({ data: await marketLoan(app.db, request.actor, request.params.id) }),
  );
};
