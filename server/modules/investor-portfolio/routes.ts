/** GET /investor/portfolio: the investor dashboard's figures over its deals, and its open proposals. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { PortfolioSchema } from './schemas.ts';
import { investorPortfolio } from './service.ts';

export const investorPortfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investor/portfolio',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'The investor’s portfolio: deals that are not cancelled, weighted by current principal, by region, property type and status, and the open proposals',
        description: 'Over every investor organisation of the user; a platform admin sees every investor’s together.',
        response: {
          200: PortfolioSchema,
          401: ErrorSchema.describe('Not signed in'),
          403: ErrorSchema.describe('Not an investor user or a platform admin'),
        },
      },
    },
    async (request) => ({ data: await investorPortfolio(app.db, request.actor) }),
  );
};
