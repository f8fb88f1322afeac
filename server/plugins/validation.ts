/**
 * Request validation with the routes' zod schemas. A failure keeps zod's own issues
 * (with the offending input), so the error handler words Laravel-style messages from
 * them directly instead of reading them back out of generic validation entries.
 * Before any schema reads a value, every request part is searched for text no column can
 * hold, and a body must be a JSON object: what no schema could be trusted to refuse.
 */
import fp from 'fastify-plugin';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText, unstorableTextPaths } from '../lib/unstorable-text.ts';

export class RequestValidationError extends Error {
  /** Set by Fastify: which part of the request failed ('body', 'querystring', 'params', 'headers'). */
  validationContext?: string;

  constructor(readonly issues: readonly $ZodIssue[]) {
    super('The given data was invalid.');
  }
}

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

const custom = (path: PropertyKey[], message: string, input: unknown): $ZodIssue => ({
  code: 'custom',
  path,
  message,
  input,
});
const isObject = (data: unknown) => data !== null && typeof data === 'object' && !Array.isArray(data);
const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const checksText = httpPart !== 'headers';
  return (data) => {
    // A refinement reads the fields of what it is given: null, a number or a list would throw there.
    if (httpPart === 'body' && !isObject(data))
      return { error: new RequestValidationError([custom([], NOT_AN_OBJECT_MESSAGE, undefined)]) };
    const result = safeParse(schema, data, { reportInput: true });
    const unstorable = checksText ? unstorableTextPaths(data) : [];
    if (result.success && unstorable.length === 0) return { value: result.data };
    // A field name no column can hold is reported where it stands, not quoted back as an unknown field.
    const issues = result.success
      ? []
      : result.error.issues.filter(
          (issue) => !(issue.code === 'unrecognized_keys' && issue.keys.some(hasUnstorableText)),
        );
    // A field's own rule (say, "no control characters") speaks for it; the others get the general message.
    for (const path of unstorable) {
      if (!issues.some((issue) => samePath(issue.path, path)))
        issues.push(custom(path, UNSTORABLE_TEXT_MESSAGE, undefined));
    }
    return { error: new RequestValidationError(issues) };
  };
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'validation' },
);
