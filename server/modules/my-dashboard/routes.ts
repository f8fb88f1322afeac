/** GET /dashboard: the main dashboard of any signed-in user. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { MyDashboardSchema } from './schemas.ts';
import { myDashboard } from './service.ts';

export const myDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'The main dashboard: the user’s organisations and roles, what needs their attention, and next steps for a user with no role',
        response: {
          200: MyDashboardSchema,
          401: ErrorSchema.describe('Not signed in'),
        },
      },
    },
    async (request) => ({
      data: await myDashboard(app.db, request.actor),
    }),
  );
};
