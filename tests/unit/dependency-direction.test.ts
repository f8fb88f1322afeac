import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint of a run loads the TypeScript resolver and parsers: allow for it.
describe('the lint rules that keep the dependency direction of the architecture', { timeout: 60_000 }, () => {
  it('stop the portal from importing the server', async () => {
    expect(
      await restrictedImportErrors(
        'src/lib/example.ts',
        "import { buildApp } from '../../server/app.ts';\nexport const a = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('The portal never imports the server.')]);
  });

  it('keep src/domain free of React, stores and I/O', async () => {
    const errors = await restrictedImportErrors(
      'src/domain/example.ts',
      "import { useState } from 'react';\nimport { readFile } from 'node:fs';\nexport const a = [useState, readFile];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('stop stores from importing components', async () => {
    expect(
      await restrictedImportErrors(
        'src/stores/example.ts',
        "import X from '@/components/layout/x';\nexport const a = X;\n",
      ),
    ).toHaveLength(1);
  });

  it('let the server import src/domain and nothing else from src', async () => {
    expect(
      await restrictedImportErrors(
        'server/example.ts',
        "import { ROUTES } from '../src/domain/routes.ts';\nexport const a = ROUTES;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImportErrors(
        'server/example.ts',
        "import { $auth } from '../src/stores/auth.ts';\nexport const a = $auth;\n",
      ),
    ).toHaveLength(1);
  });
});
