// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import portalRewrites from './scripts/astro-portal-rewrites.ts';

/**
 * A few larger browser chunks instead of twenty tiny ones: on a slow line each
 * request costs a round trip and its headers (bench:portal measures it).
 * React's runtime, the code every page shares (stores, API client, domain
 * rules), the app shell's islands, and the auth forms with their validation
 * (zod), which only the public pages load.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/, priority: 40 },
  { name: 'core', test: /src[\\/](stores|lib|domain[\\/](?!auth-rules))|node_modules[\\/](nanostores|@nanostores|openapi-fetch)[\\/]/, priority: 30 },
  { name: 'auth-forms', test: /src[\\/](components[\\/]auth[\\/]|domain[\\/]auth-rules)|node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'shell', test: /src[\\/]components[\\/](layout|ui)[\\/]|node_modules[\\/]lucide-react[\\/]/, priority: 10 },
];

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react(), portalRewrites()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
    },
  },
});
