/** Produces the OpenAPI document and the client types from the routes, without listening or touching real data. */
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/client.ts';

export async function generateOpenApi(): Promise<{ json: string; types: string }> {
  const database = await openPglite(null);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', API_DOCS: 'true' }), database });
  try {
    await app.ready();
    const document = app.swagger();
    const json = `${JSON.stringify(document, null, 2)}\n`;
    const ast = await openapiTS(JSON.parse(json));
    const header = '/** Generated from openapi.json by `npm run openapi`; do not edit by hand. */\n\n';
    return { json, types: header + astToString(ast) };
  } finally {
    await app.close();
    await database.close();
  }
}

export const OPENAPI_JSON_PATH = 'openapi.json';
export const OPENAPI_TYPES_PATH = 'src/lib/api/schema.d.ts';
