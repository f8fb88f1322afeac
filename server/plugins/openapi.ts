/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, and its docs page: only when
 * the docs are served (API_DOCS; npm run openapi builds the app with them). A production process
 * without docs loads neither swagger package.
 */
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, DOCS_PREFIX } from '../lib/api-paths.ts';

export default fp<{ serveDocs: boolean }>(
  async (app, { serveDocs }) => {
    if (!serveDocs) return;
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
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
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
