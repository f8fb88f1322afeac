/** The OpenAPI 3.1 document, generated from the routes' zod schemas, and (with API_DOCS) its docs page. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, DOCS_PREFIX } from '../lib/api-paths.ts';


export default fp<{ serveDocs: boolean }>(
  async (app, { serveDocs }) => {
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
    // The document is always built (npm run openapi reads it); the public pages only with API_DOCS.
    if (!serveDocs) return;
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
