/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and its docs page. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/api/v1';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'DealLedger API',
          description: 'Mortgage-loan marketplace API. Session cookie plus X-XSRF-TOKEN header (Sanctum SPA protocol).',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
