/**
 * One shape for every error answer: `{message}` or Laravel's 422 `{message, errors}`;
 * never a stack trace, never the input echoed. Framework errors (a malformed URL, a
 * wrong content type, a body too large or not JSON) come here too.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError, ValidationError, summariseFieldErrors } from '../lib/http-errors.ts';
import { fieldErrorsFromIssues } from '../lib/validation-messages.ts';
import { RequestValidationError } from './validation.ts';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported media type: send JSON with Content-Type: application/json.',
  429: 'Too many requests. Please slow down.',
};

/** A framework error's own message may quote the request (the URL, the body): only fixed words go out. */
export const statusMessage = (status: number) => STATUS_MESSAGES[status] ?? 'The request could not be processed.';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | RequestValidationError, request, reply) => {
      if (error instanceof ValidationError) {
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (error instanceof RequestValidationError) {
        // Params validate the URL itself: the resource does not exist in that form.
        if (error.validationContext === 'params') return reply.code(404).send({ message: statusMessage(404) });
        const errors = fieldErrorsFromIssues(error.issues);
        return reply.code(422).send({ message: summariseFieldErrors(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ message: statusMessage(status) });
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'errors' },
);
