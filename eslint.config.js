// Lint: TypeScript rules plus the dependency direction of ARCHITECTURE.md
// (pages -> layouts/components -> stores/lib -> domain; server -> src/domain only).
import tseslint from 'typescript-eslint';

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
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
  layer(['src/**'], ['**/server/**', '../server/*', '../../server/*'], 'The portal never imports the server.'),
  layer(
    ['src/domain/**'],
    ['react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', '@/stores/*', '@/lib/*', '@/components/*', '**/stores/*', '**/components/*', 'node:*'],
    'src/domain is pure TypeScript: no React, stores, browser helpers or I/O.',
  ),
  layer(['src/stores/**', 'src/lib/**'], ['@/components/*', '**/components/*', '@/layouts/*', '@/pages/*'], 'Stores and lib sit below components.'),
  layer(
    ['server/**'],
    ['**/src/stores/*', '**/src/lib/*', '**/src/components/*', '**/src/layouts/*', '**/src/pages/*', '@/*'],
    'The server imports only src/domain from src/.',
  ),
);
