/** `npm run openapi`: writes openapi.json and the typed client's schema from the API's zod schemas. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { OPENAPI_JSON_PATH, OPENAPI_TYPES_PATH, generateOpenApi } from './openapi-document.ts';

const { json, types } = await generateOpenApi();
await writeFile(OPENAPI_JSON_PATH, json);
await mkdir(dirname(OPENAPI_TYPES_PATH), { recursive: true });
await writeFile(OPENAPI_TYPES_PATH, types);
process.stdout.write(`wrote ${OPENAPI_JSON_PATH} and ${OPENAPI_TYPES_PATH}\n`);
