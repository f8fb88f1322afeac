import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON_PATH, OPENAPI_TYPES_PATH, generateOpenApi } from '../../scripts/openapi-document.ts';

describe('the committed OpenAPI document and client types', () => {
  it('match the routes: run `npm run openapi` after changing an endpoint', async () => {
    const { json, types } = await generateOpenApi();
    expect(await readFile(OPENAPI_JSON_PATH, 'utf8'), OPENAPI_JSON_PATH).toBe(json);
    expect(await readFile(OPENAPI_TYPES_PATH, 'utf8'), OPENAPI_TYPES_PATH).toBe(types);
    // Builds the whole app and runs openapi-typescript over a document that grows with every module.
  }, 120_000);
});
