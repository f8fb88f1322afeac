// Lint: TypeScript rules plus the dependency direction of ARCHITECTURE.md
// (pages -> layouts/components -> stores/lib -> domain; server -> src/domain only).
import tseslint from 'typescript-eslint';

const SERVER = { group: ['**/server/*', '**/server/**'], message: 'The portal never imports the server.' };
const ABOVE_DOMAIN = {
  group: ['react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', '@/stores/*', '@/lib/*', '@/components/*', '**/stores/*', '**/lib/*', '**/components/*', 'node:*'],
  message: 'src/domain is pure TypeScript: no React, stores, browser helpers or I/O.',
};
const ABOVE_LIB = {
  group: ['@/components/*', '**/components/*', '@/layouts/*', '**/layouts/*', '@/pages/*', '**/pages/*'],
  message: 'Stores and lib sit below components.',
};
const PORTAL_BUT_DOMAIN = {
  group: ['**/src/stores/*', '**/src/lib/*', '**/src/components/*', '**/src/layouts/*', '**/src/pages/*', '@/*'],
  message: 'The server imports only src/domain from src/.',
};

// Flat config replaces (not merges) a rule's options, so each folder lists all of its restrictions once.
const layer = (files, restrictions) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: restrictions }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.astro/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/lib/api/schema.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty-pattern': 'off',
    },
  },
  layer(['src/components/**', 'src/layouts/**', 'src/pages/**'], [SERVER]),
  layer(['src/stores/**', 'src/lib/**'], [SERVER, ABOVE_LIB]),
  layer(['src/domain/**'], [SERVER, ABOVE_DOMAIN]),
  layer(['server/**'], [PORTAL_BUT_DOMAIN]),
);
