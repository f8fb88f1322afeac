/**
 * Every operation of the API as the running app documents it (its OpenAPI document, built from
 * the routes' own schemas): method, path, parameters and body, for tests that walk them all.
 */
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema the route schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As documented: `/api/v1/loans/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body: JsonSchema | null;
  /** Takes multipart/form-data (uploads). */
  multipart: boolean;
  /** The documented answers' status codes. */
  statuses: number[];
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
  summary?: string;
  responses?: Record<string, unknown>;
}

/** Needs an app built with `apiDocs: true` (the OpenAPI plugin is loaded only then). */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }
  ).swagger();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: /multipart\/form-data/.test(operation.summary ?? '') || 'multipart/form-data' in content,
        statuses: Object.keys(operation.responses ?? {}).map(Number),
      });
    }
  }
  return operations;
}

/** `/api/v1/loans/{id}` with its path parameters filled in. */
export function concretePath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** Operations for signed-in users only: they document the 401 a guest gets. */
export const forSignedIn = (operation: Operation) => operation.statuses.includes(401);

/** Path parameters that name a record by its number (`id`, `docId`). */
export const idParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path' && /^(id|\w+Id)$/.test(parameter.name));
