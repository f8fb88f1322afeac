/** Each lint rule that keeps the house in order catches a violation (ESLint's API on small sources). */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ignore: false, so the fixtures the repository lint skips are linted here.
const eslint = new ESLint({ ignore: false });

async function ruleMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.filter((m) => m.fatal) ?? [];
  if (fatal.length) throw new Error(fatal.map((m) => m.message).join('\n'));
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedPaths = (filePath: string, code: string) =>
  ruleMessages(filePath, code, 'import-x/no-restricted-paths');

describe('the lint rules that keep the house in order', { timeout: 60_000 }, () => {
  it('lint the .astro files, with the dependency direction in their frontmatter', async () => {
    const page =
      "---\nimport { buildApp } from '../../server/app.ts';\nconst app = buildApp;\n---\n<p>{String(app)}</p>\n";
    expect(await ruleMessages('src/pages/example.astro', page, 'no-restricted-imports')).toEqual([
      expect.stringContaining('The portal never imports the server.'),
    ]);
    const clean = "---\nimport { ROUTES } from '@/domain/routes';\n---\n<p>{ROUTES.length}</p>\n";
    expect(await ruleMessages('src/pages/example.astro', clean, 'no-restricted-imports')).toEqual([]);
  });

  it('keep the browser locale and Intl out of the portal: figures are formatted on their digits', async () => {
    const file = 'src/components/example/Count.tsx';
    const local = "export const a = (n: number) => n.toLocaleString('en-US');\n";
    expect(await ruleMessages(file, local, 'no-restricted-properties')).toEqual([
      expect.stringContaining('src/domain/format-decimal.ts'),
    ]);
    const intl = "export const b = new Intl.NumberFormat('en-US').format(1);\n";
    expect(await ruleMessages(file, intl, 'no-restricted-globals')).toEqual([
      expect.stringContaining('not the browser locale'),
    ]);
    const digits = "import { formatCount } from '@/domain/format-decimal';\nexport const c = formatCount(10000);\n";
    expect(await ruleMessages(file, digits, 'no-restricted-properties')).toEqual([]);
  });

  it('forbid import cycles', async () => {
    const results = await eslint.lintFiles(['tests/unit/fixtures/lint/cycle/first.ts']);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('keep server modules away from plugins and from each other', async () => {
    expect(
      await restrictedPaths(
        'server/modules/example/service.ts',
        "import { x } from '../../plugins/session.ts';\nexport const a = x;\n",
      ),
    ).toEqual([expect.stringContaining('Modules do not import plugins')]);
    expect(
      await restrictedPaths(
        'server/modules/registrations/example.ts',
        "import { getUserById } from '../auth/queries.ts';\nexport const a = getUserById;\n",
      ),
    ).toEqual([expect.stringContaining("another module's internals")]);
    const allowed = [
      "import { insertRegistrationRequest } from './queries.ts';",
      "import { hashPassword } from '../../lib/password.ts';",
      "import { users } from '../../db/schema/index.ts';",
      "import { ROLES } from '../../../src/domain/roles.ts';",
      'export const a = [insertRegistrationRequest, hashPassword, users, ROLES];',
    ].join('\n');
    expect(await restrictedPaths('server/modules/registrations/example.ts', allowed)).toEqual([]);
  });

  it('let every module import the shared trading module, which imports none of them', async () => {
    const shared =
      "import { toProposalResources } from '../trading/proposal-answer.ts';\nexport const a = toProposalResources;\n";
    expect(await restrictedPaths('server/modules/investor-portfolio/example.ts', shared)).toEqual([]);
    const upward = "import { lockLoan } from '../loans/queries.ts';\nexport const a = lockLoan;\n";
    expect(await restrictedPaths('server/modules/trading/example.ts', upward)).toEqual([
      expect.stringContaining('imports none of them'),
    ]);
  });

  it('keep server/lib and server/db below modules and plugins', async () => {
    expect(
      await restrictedPaths(
        'server/lib/example.ts',
        "import { getUserById } from '../modules/auth/queries.ts';\nexport const a = getUserById;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedPaths(
        'server/db/example.ts',
        "import { x } from '../plugins/session.ts';\nexport const a = x;\n",
      ),
    ).toHaveLength(1);
  });

  it('keep components/ui free of the other component areas', async () => {
    expect(
      await restrictedPaths(
        'src/components/ui/Example.tsx',
        "import { SHELL_TEXT } from '@/components/layout/shell-text';\nexport const a = SHELL_TEXT;\n",
      ),
    ).toEqual([expect.stringContaining('components/ui is shared by every area')]);
    expect(
      await restrictedPaths(
        'src/components/ui/Example.tsx',
        "import { SHELL_TEXT } from '../layout/shell-text';\nexport const a = SHELL_TEXT;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedPaths(
        'src/components/ui/Example.tsx',
        "import { CONFIRM_TEXT } from './ui-text';\nimport { $toasts } from '@/stores/toast';\nexport const a = [CONFIRM_TEXT, $toasts];\n",
      ),
    ).toEqual([]);
  });

  it('keep components/charts free of the areas that chart', async () => {
    expect(
      await restrictedPaths(
        'src/components/charts/Example.tsx',
        "import { CHART_TEXT } from '@/components/investor/charts/chart-text';\nexport const a = CHART_TEXT;\n",
      ),
    ).toEqual([expect.stringContaining('components/charts draws for every area')]);
    expect(
      await restrictedPaths(
        'src/components/charts/Example.tsx',
        "import { valueTicks } from './value-ticks';\nimport { formatCompact } from '@/domain/format-decimal';\nexport const a = [valueTicks, formatCompact];\n",
      ),
    ).toEqual([]);
  });

  it('keep components off the API client: only the *-api.ts modules call it', async () => {
    const imports = (filePath: string, code: string) => ruleMessages(filePath, code, 'no-restricted-imports');
    expect(
      await imports(
        'src/components/admin/Example.tsx',
        "import { api } from '@/lib/api/client';\nexport const a = api;\n",
      ),
    ).toEqual([expect.stringContaining('Components do not call the API client')]);
    expect(
      await imports(
        'src/components/bank/use-example.ts',
        "import createClient from 'openapi-fetch';\nexport const a = createClient;\n",
      ),
    ).toHaveLength(1);
    expect(
      await imports(
        'src/components/bank/Example.tsx',
        "import { api } from '../../lib/api/client';\nexport const a = api;\n",
      ),
    ).toHaveLength(1);
    expect(
      await imports(
        'src/components/admin/example-api.ts',
        "import { api } from '@/lib/api/client';\nexport const a = api;\n",
      ),
    ).toEqual([]);
    expect(
      await imports(
        'src/components/admin/example-api.ts',
        "import { buildApp } from '../../../server/app.ts';\nexport const a = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('The portal never imports the server.')]);
  });

  it('keep reads out of hand-written effects: the shared data hooks make them', async () => {
    const syntax = (code: string) => ruleMessages('src/components/admin/Example.tsx', code, 'no-restricted-syntax');
    const inEffect = [
      "import { useEffect, useState } from 'react';",
      "import { getThing } from './thing-api';",
      'export function Example() {',
      '  const [thing, setThing] = useState<unknown>(null);',
      '  useEffect(() => {',
      '    void getThing().then(setThing);',
      '  }, []);',
      '  return thing;',
      '}',
    ].join('\n');
    expect(await syntax(inEffect)).toEqual([
      expect.stringContaining('Reads from the API go through useApiData, useRecord or useListPage'),
    ]);
    expect(await syntax(inEffect.replace('useEffect(() => {', 'useCallback(() => {'))).toHaveLength(1);
    const throughHook = [
      "import { useApiData } from '@/components/data/use-api-data';",
      "import { getThing } from './thing-api';",
      "export const Example = () => useApiData('thing', getThing).value;",
    ].join('\n');
    expect(await syntax(throughHook)).toEqual([]);
  });

  it('keep the portal build away from server code', async () => {
    expect(
      await restrictedPaths(
        'scripts/portal-build/hosting-rules.ts',
        "import { hashPassword } from '../../server/lib/password.ts';\nexport const a = hashPassword;\n",
      ),
    ).toEqual([expect.stringContaining('The portal build does not import server code.')]);
    expect(
      await restrictedPaths(
        'astro.config.mjs',
        "import { buildApp } from './server/app.ts';\nexport const a = buildApp;\n",
      ),
    ).toHaveLength(1);
  });
});
