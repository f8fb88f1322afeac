// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { codeSplittingGroups } from './scripts/portal-build/chunk-groups.ts';
import paintDirective from './scripts/portal-build/paint-directive.ts';
import portalBuildSteps from './scripts/portal-build/integration.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react(), paintDirective(), portalBuildSteps()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    environments: {
      // The browser chunks, declared in scripts/portal-build/chunk-groups.ts.
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups() } } } } },
    },
  },
});
