// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import portalRewrites from './scripts/astro-portal-rewrites.ts';

/**
 * A few larger browser chunks instead of twenty tiny ones: on a slow line each
 * request costs a round trip and its headers (bench:portal measures it).
 * React's runtime with its glue (bundler helpers, nanostores' hooks); the code
 * every page shares (stores, domain rules), which must not import React, since
 * the sign-in page loads it without React (rules only some pages use, such as the loan rules,
 * the sign-in check or the carried toast, stay with the pages that use them; rules the auth forms share
 * with other pages, such as the text and file-size rules, stay here, or they would follow the auth forms and
 * bring zod along); the app shell's islands;
 * and the React auth forms with their validation (zod) and country list, which
 * only the other public pages load. The sign-in page's own script
 * (LoginForm.astro, login-form.ts) stays out of every group: it is its page's
 * entry. The typed API client (openapi-fetch) belongs to the screens' kit: the auth
 * store loads it when an action first needs it, and a screen that calls the API
 * imports it. Astro's <script> modules never belong to a group, or their side
 * effects would run on every page that loads it.
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]|rolldown[\\/]runtime/,
    priority: 40,
  },
  {
    name: 'core',
    test: /src[\\/](stores[\\/](?!toast-carry|auth-account)|lib[\\/](?!api[\\/](client|loans|batches|upload-tape|api-result)|list-query|format-decimal|record-id)|domain[\\/](?!auth-rules|auth-messages|countries|entity-|loans[\\/]|tapes|trading[\\/]|login-check|password-strength|pending-action-age|lists)|components[\\/]ui[\\/](feedback|app-styles)-on-demand\.ts)|node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|vite[\\/]preload-helper/,
    priority: 30,
  },
  // Generic form fields, shared by the auth forms and the bank's forms; without a group of their
  // own they would follow the auth forms (a group takes its members' dependencies) and pull zod along.
  {
    name: 'forms',
    test: /src[\\/]components[\\/]forms[\\/]/,
    priority: 25,
  },
  // The country list: the organisation edit form shows it without the auth forms' rules (zod).
  {
    name: 'countries',
    test: /src[\\/]domain[\\/]countries/,
    priority: 22,
  },
  {
    name: 'auth-forms',
    test: /src[\\/](components[\\/]auth[\\/](?!LoginForm\.astro|login-form)|domain[\\/]auth-rules)|node_modules[\\/]zod[\\/]/,
    priority: 20,
  },
  // The panels, the profile menu's list, the search dialog and the feedback island are downloaded when
  // first opened or asked for, each on its own. Of lucide, the shell takes the icon runtime and the icons
  // its own modules draw; an icon only a screen or a panel draws goes with that screen or panel.
  {
    name: 'shell',
    test: /src[\\/]components[\\/](layout|ui)[\\/](?!\w+\.astro|SettingsSidebar|settings-text|RightMenuPanel|right-menu-content|NotificationsPopup|ProfileMenuList|SearchDialog|primary-swatches|mount-feedback|GlobalFeedback|ToastRegion|ConfirmDialog|use-draggable)|node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/])/,
    priority: 10,
  },
  // The building blocks of the business screens, a few requests instead of a dozen small ones: what
  // nearly every screen uses (load states, badges, the API client and the hooks that read through it),
  // what the lists use (table, filters, pages, and the page sizes and sort columns of src/domain/lists, which no
  // other page needs, so they stay out of core), the bank's mortgage screens, and the loan fields. Below
  // the shell in priority, so the shell keeps its own modules and a page that is the shell alone loads none of them.
  {
    name: 'screen-kit',
    test: /src[\\/](components[\\/]data[\\/](LoadState|EmptyState|StatusBadge|data-text|use-api-data|use-record|record-state|RecordStatus)|lib[\\/](api[\\/](client|api-result)|format-decimal|record-id)|domain[\\/]loans[\\/]status)|node_modules[\\/]openapi-fetch[\\/]/,
    priority: 6,
  },
  {
    name: 'list-kit',
    test: /src[\\/](components[\\/]data[\\/](DataTable|FilterBar|Pagination|use-list-query)|lib[\\/]list-query|domain[\\/]lists)/,
    priority: 5,
  },
  {
    name: 'bank-kit',
    test: /src[\\/]components[\\/]bank[\\/](api[\\/]|use-viewer|mortgages[\\/](mortgage-text|run-action|use-loan\.|loan-field-view))/,
    priority: 4,
  },
  {
    name: 'loan-fields',
    test: /src[\\/]domain[\\/]loans[\\/](fields|vocabulary)/,
    priority: 3,
  },
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
