/** Sanctum-style auth: CSRF cookie, login, current user, logout, sign-up, e-mail verification, password reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../../src/domain/auth-rules.ts';
import { unauthenticated } from '../../lib/http-errors.ts';
import { hitRateLimit, tooManyRequests } from '../../lib/rate-limit.ts';
import { checkSignedPath } from '../../lib/signed-url.ts';
import { endSession, ensureSession, loadSession, requireUserId, startSession } from '../../plugins/session.ts';
import { getUserById } from './queries.ts';
import { ErrorSchema, MessageSchema, NoContentSchema, UNSAFE_ERRORS, UserWithMessageSchema } from './schemas.ts';
import {
  RESET_MAIL_IP_LIMIT,
  RESET_MAIL_LIMIT,
  VERIFICATION_RESEND_LIMIT,
  attemptLogin,
  register,
  resetPassword,
  sendPasswordResetLink,
  sendVerificationMail,
  verifyEmail,
  type AuthDeps,
} from './service.ts';
import { getSigningKey } from './signing-key.ts';
import { UserSchema, loadUserResource } from './user-resource.ts';
import { verificationProblemPage } from './verification-page.ts';

const TAGS = ['auth'];

/** GET /sanctum/csrf-cookie, outside the API prefix as in Laravel Sanctum. */
export const csrfCookieRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: TAGS,
        summary: 'Start or keep a session and set the XSRF-TOKEN cookie',
        description: 'Sets the HttpOnly `dealledger-session` cookie and the readable `XSRF-TOKEN` cookie; send the latter back as `X-XSRF-TOKEN`.',
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await ensureSession(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AuthDeps => ({ db: app.db, mailer: app.mailer, config: app.config });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in; the session id and the CSRF token change',
        description:
          'Sessions end after 30 minutes idle, 12 hours in all, and when the browser closes. With `remember`, a `dealledger-remember` cookie brings the session back for 30 days.',
        body: loginSchema,
        response: { 200: UserWithMessageSchema, ...UNSAFE_ERRORS, 429: ErrorSchema.describe('Too many failed attempts') },
      },
    },
    async (request, reply) => {
      const outcome = await attemptLogin(app.db, request.body, request.ip);
      if (!outcome.ok && outcome.retryAfter !== null) {
        const message = AUTH_MESSAGES.throttled(outcome.retryAfter);
        return reply.code(429).header('retry-after', String(outcome.retryAfter)).send({ message, errors: { email: [message] } });
      }
      if (!outcome.ok) {
        return reply.code(422).send({ message: AUTH_MESSAGES.credentials, errors: { email: [AUTH_MESSAGES.credentials] } });
      }
      await startSession(request, reply, outcome.user.id, { remember: request.body.remember === true });
      return { user: await loadUserResource(app.db, outcome.user), message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user with their role assignments',
        response: { 200: UserSchema, 401: ErrorSchema.describe('Not signed in') },
      },
    },
    async (request) => {
      const user = await getUserById(app.db, await requireUserId(request));
      if (!user) throw unauthenticated();
      return loadUserResource(app.db, user);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'End the session; a fresh guest session and CSRF token are handed out',
        response: { 204: NoContentSchema, 419: UNSAFE_ERRORS[419] },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/register',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Create an account, sign in and send the verification e-mail',
        body: registerSchema,
        response: { 201: UserWithMessageSchema, ...UNSAFE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = await register(deps(), request.body);
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: await loadUserResource(app.db, user), message: AUTH_MESSAGES.registered });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed link from the verification e-mail',
        description: 'Redirects (302) to the portal dashboard; a tampered link answers 403 and an expired one 410, each with an HTML page.',
        params: z.object({ id: z.coerce.number().int().positive(), hash: z.string().regex(/^[0-9a-f]{40,64}$/i) }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const key = await getSigningKey(app.db, app.config.appKey);
      const check = checkSignedPath(key, request.url);
      const verified = check === 'valid' && (await verifyEmail(app.db, request.params.id, request.params.hash));
      if (!verified) {
        const problem = check === 'expired' ? 'expired' : 'invalid';
        return reply
          .code(problem === 'expired' ? 410 : 403)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(verificationProblemPage(problem, app.config.appUrl));
      }
      return reply.redirect(`${app.config.appUrl}/app/dashboard?verified=1`, 302);
    },
  );

  app.post(
    '/email/resend',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a fresh verification link to the signed-in user',
        response: {
          202: MessageSchema,
          200: MessageSchema.describe('The address is already verified; nothing was sent'),
          401: ErrorSchema,
          419: UNSAFE_ERRORS[419],
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await getUserById(app.db, await requireUserId(request));
      if (!user) throw unauthenticated();
      const hit = await hitRateLimit(app.db, `verify-resend:${user.id}`, VERIFICATION_RESEND_LIMIT);
      if (hit.exceeded) throw tooManyRequests(hit.retryAfter);
      if (user.emailVerifiedAt) return reply.code(200).send({ message: 'Your email address is already verified.' });
      await sendVerificationMail(deps(), user);
      return reply.code(202).send({ message: AUTH_MESSAGES.verificationSent });
    },
  );

  app.post(
    '/password/email',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: MessageSchema, ...UNSAFE_ERRORS, 429: ErrorSchema },
      },
    },
    async (request) => {
      const perIp = await hitRateLimit(app.db, `password-email-ip:${request.ip}`, RESET_MAIL_IP_LIMIT);
      if (perIp.exceeded) throw tooManyRequests(perIp.retryAfter, 'Please wait before retrying.');
      const perEmail = await hitRateLimit(app.db, `password-email:${request.body.email.toLowerCase()}`, RESET_MAIL_LIMIT);
      if (perEmail.exceeded) throw tooManyRequests(perEmail.retryAfter, 'Please wait before retrying.');
      await sendPasswordResetLink(deps(), request.body.email);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/password/reset',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the token from the e-mail; ends the account’s other sessions',
        body: resetPasswordSchema,
        response: { 200: MessageSchema, ...UNSAFE_ERRORS },
      },
    },
    async (request) => {
      const session = await loadSession(request);
      await resetPassword(app.db, request.body, session?.idHash ?? null);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
