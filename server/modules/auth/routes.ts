/** Sanctum-style auth: CSRF cookie, login, current user, logout, sign-up, e-mail verification, password reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../src/domain/auth-messages.ts';
import { forgotPasswordSchema, loginSchema } from '../../../src/domain/auth-rules.ts';
import { VERIFIED_LANDING_PATH } from '../../../src/domain/post-login.ts';
import { unauthenticated, ValidationError } from '../../lib/http-errors.ts';
import { enforceRateLimits, tooManyRequests } from '../../lib/rate-limit.ts';
import { checkSignedPath } from '../../lib/signed-url.ts';
import { endSession, ensureSession, loadSession, requireUserId, startSession } from '../../lib/session/session.ts';
import { getUserById } from './queries.ts';
import { serverRegisterSchema, serverResetPasswordSchema } from './password-policy.ts';
import { ErrorSchema, MessageSchema, NoContentSchema, UNSAFE_ERRORS, UserWithMessageSchema } from './schemas.ts';
import {
  REGISTER_IP_LIMIT,
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
import { createAfterAnswer } from './after-answer.ts';
import { getSigningKey } from '../../lib/signing-key.ts';
import { UserSchema, loadUserResource } from './user-resource.ts';
import { verificationProblemPage } from './verification-page.ts';
import { idFromText } from '../../lib/record-ids.ts';

const TAGS = ['auth'];

/** GET /sanctum/csrf-cookie, outside the API prefix as in Laravel Sanctum. */
export const csrfCookieRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: TAGS,
        summary: 'Start or keep a session and set the XSRF-TOKEN cookie',
        description:
          'Sets the HttpOnly `dealledger-session` cookie and the readable `XSRF-TOKEN` cookie; send the latter back as `X-XSRF-TOKEN`.',
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
  const afterAnswer = createAfterAnswer(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in; the session id and the CSRF token change',
        description:
          'Sessions end after 30 minutes idle, 12 hours in all, and when the browser closes. With `remember`, a `dealledger-remember` cookie brings the session back for 30 days.',
        body: loginSchema,
        response: {
          200: UserWithMessageSchema,
          ...UNSAFE_ERRORS,
          429: ErrorSchema.describe('Too many failed attempts, on this account or from this address'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await attemptLogin(app.db, request.body, request.ip);
      if (!outcome.ok && outcome.retryAfter !== null)
        throw tooManyRequests(outcome.retryAfter, AUTH_MESSAGES.throttled(outcome.retryAfter));
      if (!outcome.ok) throw new ValidationError({ email: [AUTH_MESSAGES.credentials] });
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
      schema: {
        tags: TAGS,
        summary: 'Create an account and mail its verification link; sign in once the address is verified',
        description: [
          'The answer is the same whether or not the address already has an account: for a new address the account is created',
          'and a verification link is mailed; for a taken one the owner is mailed a notice instead. Rate-limited per client address,',
          'counting every attempt.',
        ].join(' '),
        body: serverRegisterSchema,
        response: { 202: MessageSchema, ...UNSAFE_ERRORS, 429: ErrorSchema },
      },
      preValidation: async (request) => {
        await enforceRateLimits(
          app.db,
          [{ key: `register-ip:${request.ip}`, limit: REGISTER_IP_LIMIT }],
          AUTH_MESSAGES.tooManyRegistrations,
        );
      },
    },
    async (request, reply) => {
      await register(deps(), request.body);
      return reply.code(202).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed link from the verification e-mail',
        description:
          'Redirects (302) to the portal dashboard; a tampered link answers 403 and an expired one 410, each with an HTML page.',
        params: z.object({ id: idFromText(), hash: z.string().regex(/^[0-9a-f]{40,64}$/i) }),
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
      return reply.redirect(`${app.config.appUrl}${VERIFIED_LANDING_PATH}`, 302);
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
      await enforceRateLimits(app.db, [{ key: `verify-resend:${user.id}`, limit: VERIFICATION_RESEND_LIMIT }]);
      if (user.emailVerifiedAt) return reply.code(200).send({ message: AUTH_MESSAGES.alreadyVerified });
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
    async (request, reply) => {
      await enforceRateLimits(
        app.db,
        [
          { key: `password-email-ip:${request.ip}`, limit: RESET_MAIL_IP_LIMIT },
          { key: `password-email:${request.body.email.toLowerCase()}`, limit: RESET_MAIL_LIMIT },
        ],
        AUTH_MESSAGES.retryLater,
      );
      // Looked up after answering: a known and an unknown address get the same answer at the same speed.
      afterAnswer(reply, 'password reset mail', () => sendPasswordResetLink(deps(), request.body.email));
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: TAGS,
        summary:
          'Set a new password with the token from the e-mail; ends the account’s other sessions and mails the owner',
        description:
          'Counted before the token is checked, per account whatever the client address and per client address across accounts, like a sign-in; a successful reset starts the account afresh.',
        body: serverResetPasswordSchema,
        response: {
          200: MessageSchema,
          ...UNSAFE_ERRORS,
          429: ErrorSchema.describe('Too many attempts, on this account or from this address'),
        },
      },
    },
    async (request) => {
      const session = await loadSession(request);
      await resetPassword(deps(), request.body, request.ip, session?.idHash ?? null);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
