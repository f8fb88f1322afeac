/** GET /admin/dashboard: the platform team's overview. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { AdminDashboardSchema } from './schemas.ts';
import { adminDashboard } from './service.ts';
import { sharedRead } from '../../lib/shared-reads.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'The admin dashboard: pending registrations, pending actions by age, organisations and users counted, latest revisions (platform admins)',
        response: {
          200: AdminDashboardSchema,
          401: ErrorSchema.describe('Not signed in'),
          403: ErrorSchema.describe('Not a platform admin'),
        },
      },
    },
    async (request) => ({
      data: await sharedRead(request, 'same-memberships', () => adminDashboard(app.db, request.actor)),
    }),
  );
};
