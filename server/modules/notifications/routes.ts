/** The signed-in user's notification settings (an e-mail switch per kind) and marking notifications read. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/record-ids.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import {
  NotificationReadAnswerSchema,
  NotificationSettingsAnswerSchema,
  NotificationSettingsBodySchema,
  NotificationsReadAllAnswerSchema,
} from './schemas.ts';
import { getSettings, readAll, readOne, updateSettings } from './service.ts';

const TAGS = ['notifications'];
const WRITE_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  419: ErrorSchema.describe('CSRF token mismatch'),
};

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'The user’s notification kinds, each with its description and whether it is mailed',
        description: 'Every kind is shown on the main dashboard; each may be mailed as well (the default) or not.',
        response: { 200: NotificationSettingsAnswerSchema, 401: ErrorSchema.describe('Not signed in') },
      },
    },
    async (request) => ({ data: await getSettings(app.db, request.actor) }),
  );

  app.patch(
    '/notification-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Switch the e-mail of some kinds on or off for the user',
        body: NotificationSettingsBodySchema,
        response: {
          200: NotificationSettingsAnswerSchema,
          ...WRITE_ERRORS,
          422: ErrorSchema.describe('An unknown kind, or not a true or false'),
        },
      },
    },
    async (request) => ({ data: await updateSettings(app.db, request.actor, request.body) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark one of the user’s notifications read',
        params: IdParams,
        response: {
          200: NotificationReadAnswerSchema,
          ...WRITE_ERRORS,
          404: ErrorSchema.describe('No such notification, or another user’s'),
        },
      },
    },
    async (request) => ({ data: await readOne(app.db, request.actor, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark every unread notification of the user read',
        response: { 200: NotificationsReadAllAnswerSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await readAll(app.db, request.actor) }),
  );
};
