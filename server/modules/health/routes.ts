/**
 * The probes of an orchestrator or load balancer. GET /health (liveness) says the process answers
 * and never asks the database: an outage of the database must not get every process killed.
 * GET /ready (readiness) says whether this process should get traffic: not while it stops, and
 * only when the database answers and has every committed migration. Neither reads a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './readiness.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

const ReadySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    process: z.enum(['ok', 'shutting-down']).describe('shutting-down from the stop signal until the process exits'),
    database: z.enum(['ok', 'unreachable', 'not-checked']),
    migrations: z.enum(['ok', 'pending', 'not-checked']),
  }),
  pending_migrations: z
    .array(z.string())
    .optional()
    .describe('The committed migrations the database lacks (npm run migrate applies them)'),
});

const PROBE = { session: false } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: PROBE,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: app.databaseKind }),
  );

  app.get(
    '/ready',
    {
      config: PROBE,
      schema: {
        tags: ['health'],
        summary: 'Readiness: not shutting down, the database answers and has every migration',
        response: { 200: ReadySchema, 503: ReadySchema.describe('Not ready: the checks say which failed') },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app.db, app.lifecycle.stopping);
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
