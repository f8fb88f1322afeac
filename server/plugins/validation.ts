/**
 * Request validation with the routes' zod schemas. A failure keeps zod's own issues
 * (with the offending input), so the error handler words Laravel-style messages from
 * them directly instead of reading them back out of generic validation entries.
 */
import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';

export class RequestValidationError extends Error {
  /** Set by Fastify: which part of the request failed ('body', 'querystring', 'params', 'headers'). */
  validationContext?: string;

  constructor(readonly issues: readonly $ZodIssue[]) {
    super('The given data was invalid.');
  }
}

const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'validation' },
);
