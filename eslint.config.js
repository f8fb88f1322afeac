// Lint: TypeScript rules, the .astro files, no import cycles, and the dependency direction
// of ARCHITECTURE.md (pages -> layouts/components -> stores/lib -> domain; server -> src/domain only;
// inside server/: modules -> the shared trading module -> lib and db, never plugins or another module's internals).
import { readdirSync } from 'node:fs';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const SERVER = { group: ['**/server/*', '**/server/**'], message: 'The portal never imports the server.' };
const ABOVE_DOMAIN = {
  group: [
    'react',
    'react-dom',
    'react/*',
    'nanostores',
    '@nanostores/*',
    '@/stores/*',
    '@/lib/*',
    '@/components/*',
    '**/stores/*',
    '**/lib/*',
    '**/components/*',
    'node:*',
  ],
  message: 'src/domain is pure TypeScript: no React, stores, browser helpers or I/O.',
};
const ABOVE_LIB = {
  group: ['@/components/*', '**/components/*', '@/layouts/*', '**/layouts/*', '@/pages/*', '**/pages/*'],
  message: 'Stores and lib sit below components.',
};
const API_CLIENT = {
  group: ['@/lib/api/client', '**/lib/api/client', '**/lib/api/client.ts', 'openapi-fetch'],
  message:
    'Components do not call the API client: reads go through the hooks of components/data, writes through the named calls of an *-api.ts module or src/lib/api.',
};
const PORTAL_BUT_DOMAIN = {
  group: ['**/src/stores/*', '**/src/lib/*', '**/src/components/*', '**/src/layouts/*', '**/src/pages/*', '@/*'],
  message: 'The server imports only src/domain from src/.',
};

// Flat config replaces (not merges) a rule's options, so each folder lists all of its restrictions once.
const layer = (files, restrictions, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: restrictions }] },
});

// The modules that name a screen's API calls; every other component file reaches the API through them.
const API_MODULES = ['src/components/**/*-api.ts'];

// A component that reads in an effect of its own is a second data layer: the shared hooks own the
// waiting, the failure, the retry, the not-found and the answer that arrives after the next request.
const NO_HAND_WRITTEN_READS = {
  files: ['src/components/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.name=/^use(Effect|LayoutEffect|Callback)$/] CallExpression[callee.name=/^(get|list)[A-Z]/]',
        message:
          'Reads from the API go through useApiData, useRecord or useListPage (components/data), not an effect of their own.',
      },
    ],
  },
};

// The portal writes numbers and dates on their digits (src/domain/format-decimal.ts, components/data/format-timestamp.ts):
// one format on every screen whatever the browser's locale, and no Intl, whose first use loads the browser's
// locale data on the page's main thread (50 to 100 ms measured in Chromium at start-up).
const DIGITS_NOT_LOCALE =
  'Format with src/domain/format-decimal.ts or components/data/format-timestamp.ts, not the browser locale.';
const DIGITS_NOT_INTL = {
  files: ['src/**/*.{ts,tsx,astro}'],
  rules: {
    'no-restricted-properties': [
      'error',
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
        property,
        message: DIGITS_NOT_LOCALE,
      })),
    ],
    'no-restricted-globals': ['error', { name: 'Intl', message: DIGITS_NOT_LOCALE }],
  },
};

// The files the portal build loads (astro.config.mjs and scripts/portal-build/: its steps and chunk groups): they may not
// reach into server/, or building the portal would need the server's code and configuration.
export const PORTAL_BUILD_FILES = ['astro.config.mjs', 'scripts/portal-build'];

// Paths, as resolved from the import, that a folder may not import (import-x/no-restricted-paths).
const MODULES = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The one business module others may import: the proposal and deal answers and reads that proposals, deals and the
// investor portfolio share, and the rule that withdrawing a listing closes its proposals. It imports no other module.
const SHARED_MODULE = 'trading';
const SERVER_ZONES = [
  {
    target: './server/modules',
    from: './server/plugins',
    message: 'Modules do not import plugins: what both need belongs in server/lib.',
  },
  ...MODULES.map((name) => ({
    target: `./server/modules/${name}`,
    from: './server/modules',
    except: name === SHARED_MODULE ? [`./${name}`] : [`./${name}`, `./${SHARED_MODULE}`],
    message:
      name === SHARED_MODULE
        ? 'The trading module is shared by the business modules and imports none of them.'
        : "A module does not import another module's internals: move what both need to server/lib, src/domain or (trading rules) server/modules/trading.",
  })),
  {
    target: './server/lib',
    from: ['./server/modules', './server/plugins'],
    message: 'server/lib sits below modules and plugins.',
  },
  {
    target: './server/db',
    from: ['./server/modules', './server/plugins'],
    message: 'server/db sits below modules and plugins.',
  },
];
const PORTAL_ZONES = [
  {
    target: './src/components/ui',
    from: './src/components',
    except: ['./ui'],
    message: 'components/ui is shared by every area and imports none: move what it needs into ui/ or stores/.',
  },
  {
    target: './src/components/charts',
    from: './src/components',
    except: ['./charts'],
    message: 'components/charts draws for every area and imports none: the words and figures come in through props.',
  },
  ...PORTAL_BUILD_FILES.map((file) => ({
    target: `./${file}`,
    from: './server',
    message: 'The portal build does not import server code.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.astro/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // What the benchmarks write: the import bench's compiled bundle, results.
      'bench/results/**',
      // The compiled server (npm run build).
      'build/**',
      'src/lib/api/schema.d.ts',
      // Files that break the rules on purpose, linted only by the tests of the rules.
      'tests/unit/fixtures/lint/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...SERVER_ZONES, ...PORTAL_ZONES] }],
    },
  },
  layer(['src/components/**'], [SERVER, API_CLIENT], API_MODULES),
  layer(API_MODULES, [SERVER]),
  layer(['src/layouts/**', 'src/pages/**'], [SERVER]),
  NO_HAND_WRITTEN_READS,
  DIGITS_NOT_INTL,
  layer(['src/stores/**', 'src/lib/**'], [SERVER, ABOVE_LIB]),
  layer(['src/domain/**'], [SERVER, ABOVE_DOMAIN]),
  layer(['server/**'], [PORTAL_BUT_DOMAIN]),
);
