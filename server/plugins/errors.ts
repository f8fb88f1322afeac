/** One shape for every error answer: `{message}` or Laravel's 422 `{message, errors}`; never a stack trace. */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, ValidationError, summariseFieldErrors } from '../lib/http-errors.ts';
import { fieldErrorsFromIssues } from '../lib/validation-messages.ts';

type ValidationEntry = { keyword: string; instancePath: string; message: string; params: Record<string, unknown> };

function issuesFrom(validation: readonly ValidationEntry[]): z.core.$ZodIssue[] {
  return validation.map((entry) => {
    const input = /received undefined/.test(entry.message) ? undefined : null;
    return {
      ...entry.params,
      input: entry.params['input'] ?? input,
      code: entry.keyword,
      path: entry.instancePath.split('/').filter(Boolean),
      message: entry.message,
    } as unknown as z.core.$ZodIssue;
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported media type: send JSON with Content-Type: application/json.',
  429: 'Too many requests. Please slow down.',
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ValidationError) {
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Params and query validate the URL itself: the resource does not exist in that form.
        const part = error.validationContext;
        const errors = fieldErrorsFromIssues(issuesFrom(error.validation as unknown as ValidationEntry[]));
        if (part === 'params') return reply.code(404).send({ message: STATUS_MESSAGES[404] });
        return reply.code(422).send({ message: summariseFieldErrors(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'errors' },
);
