/**
 * The browser chunks the portal's modules are grouped into, each declared by folders and named files
 * (tests/unit/scripts/portal-build/chunk-groups.test.ts fails when a named path no longer exists, so renaming or
 * moving a file cannot silently change the bundles), and rolldown's `codeSplitting.groups` built from them.
 *
 * A few larger chunks instead of twenty tiny ones: on a slow line each request costs a round trip and
 * its headers (bench:portal measures it). React's runtime with its glue (bundler helpers, nanostores'
 * hooks); the code every page shares (stores, domain rules), which must not import React, since the
 * sign-in page loads it without React (rules only some pages use, such as the loan rules, the sign-in
 * check or the carried toast, stay with the pages that use them; rules the auth forms share with other
 * pages, such as the text and file-size rules, stay here, or they would follow the auth forms and bring
 * zod along); the app shell's islands; and the React auth forms with their validation (zod) and country
 * list, which only the other public pages load. The sign-in page's own script (LoginForm.astro,
 * login-form.ts) stays out of every group: it is its page's entry. The typed API client (openapi-fetch)
 * belongs to the screens' kit: the auth store loads it when an action first needs it, and a screen that
 * calls the API imports it. Astro's <script> modules never belong to a group, or their side effects would
 * run on every page that loads it.
 */
import { fileURLToPath } from 'node:url';

export interface ChunkGroup {
  name: string;
  /** A module several groups take goes to the highest. A whole number (the bundler drops fractions), tens apart to leave room between. */
  priority: number;
  /** Paths from the project root: a folder (ending in `/`) takes every module under it; `node_modules/x/` is package x. */
  members: readonly string[];
  /** Files or folders inside those folders that stay out of the group. */
  except?: readonly string[];
  /** Modules the bundler writes itself, which have no file. */
  bundlerModules?: readonly string[];
}

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    name: 'react',
    priority: 400,
    members: [
      'node_modules/react/',
      'node_modules/react-dom/',
      'node_modules/scheduler/',
      'node_modules/@astrojs/react/',
      'node_modules/@nanostores/react/',
    ],
    bundlerModules: ['rolldown/runtime'],
  },
  {
    name: 'core',
    priority: 300,
    members: [
      'src/stores/',
      'src/lib/',
      'src/domain/',
      'src/components/ui/feedback-on-demand.ts',
      'src/components/ui/app-styles-on-demand.ts',
      'node_modules/nanostores/',
      'node_modules/@nanostores/persistent/',
    ],
    except: [
      'src/stores/toast-carry.ts',
      'src/stores/auth-account.ts',
      // The screens' kits take these. Each call module reaches the API client, so one left in here would bring
      // the client and openapi-fetch into every page, the sign-in page too.
      'src/lib/api/client.ts',
      'src/lib/api/api-result.ts',
      'src/lib/api/data-room.ts',
      'src/lib/api/investor-pools.ts',
      'src/lib/api/listing-room.ts',
      'src/lib/api/pool-bids.ts',
      'src/lib/api/pool-room.ts',
      'src/lib/api/upload-room-document.ts',
      'src/domain/format-decimal.ts',
      'src/lib/record-id.ts',
      'src/lib/list-query.ts',
      'src/domain/lists.ts',
      'src/lib/api/loans.ts',
      'src/lib/api/batches.ts',
      'src/lib/api/pools.ts',
      'src/lib/api/upload-tape.ts',
      'src/domain/auth-rules.ts',
      'src/domain/auth-messages.ts',
      'src/domain/action-vocabulary.ts',
      'src/domain/action-words.ts',
      'src/domain/countries.ts',
      'src/domain/entity-edit.ts',
      'src/domain/entity-fields.ts',
      'src/domain/entity-roles.ts',
      'src/domain/loans/',
      'src/domain/pools/',
      'src/domain/tapes.ts',
      'src/domain/trading/',
      'src/domain/login-check.ts',
      'src/domain/password-strength.ts',
      'src/domain/pending-action-age.ts',
    ],
    bundlerModules: ['vite/preload-helper'],
  },
  // The decimal and date rules, and the proposal rules built on them, which the loan forms, the risk
  // notes and the trading screens share: each a chunk of its own, rather than following whichever group
  // reaches them first (the forms did, so a screen that shows a loan's risk downloaded every form field).
  // The decimal rules rank higher, or the proposal rules would take them along.
  { name: 'loan-rules', priority: 270, members: ['src/domain/loans/decimal.ts', 'src/domain/loans/dates.ts'] },
  { name: 'proposal-rules', priority: 260, members: ['src/domain/trading/proposal-terms.ts'] },
  // Generic form fields, shared by the auth forms and the bank's forms; without a group of their
  // own they would follow the auth forms (a group takes its members' dependencies) and pull zod along.
  // The reason dialog stays out: only the trading screens open it, and it brings the proposal rules.
  {
    name: 'forms',
    priority: 250,
    members: ['src/components/forms/'],
    except: ['src/components/forms/ReasonDialog.tsx'],
  },
  // The country list and the organisations' field names: the organisation edit form and the words of a
  // changed record show them without the auth forms' rules (zod), which they would otherwise follow.
  {
    name: 'organisation-words',
    priority: 220,
    members: ['src/domain/countries.ts', 'src/domain/entity-fields.ts'],
  },
  {
    name: 'auth-forms',
    priority: 200,
    members: ['src/components/auth/', 'src/domain/auth-rules.ts', 'node_modules/zod/'],
    except: ['src/components/auth/login-form.ts'],
  },
  // The panels, the profile menu's list, the search dialog and the feedback island are downloaded when
  // first opened or asked for, each on its own. Of lucide, the shell takes the icon runtime and the icons
  // its own modules draw; an icon only a screen or a panel draws goes with that screen or panel.
  {
    name: 'shell',
    priority: 100,
    members: ['src/components/layout/', 'src/components/ui/', 'node_modules/lucide-react/'],
    except: [
      'src/components/layout/SettingsSidebar.tsx',
      'src/components/layout/settings-text.ts',
      'src/components/layout/RightMenuPanel.tsx',
      'src/components/layout/right-menu-content.ts',
      'src/components/layout/NotificationsPopup.tsx',
      'src/components/layout/ProfileMenuList.tsx',
      'src/components/layout/SearchDialog.tsx',
      'src/components/layout/primary-swatches.ts',
      'src/components/ui/mount-feedback.tsx',
      'src/components/ui/GlobalFeedback.tsx',
      'src/components/ui/ToastRegion.tsx',
      'src/components/ui/ConfirmDialog.tsx',
      'src/components/ui/use-draggable.ts',
      'node_modules/lucide-react/dist/esm/icons/',
    ],
  },
  // The building blocks of the business screens, a few requests instead of a dozen small ones: what
  // nearly every screen uses (load states, badges, the API client), what the lists use (table, filters,
  // pages), the bank's mortgage screens, and the loan fields. Below the shell in priority, so the shell
  // keeps its own modules and a page that is the shell alone loads none of them.
  {
    name: 'screen-kit',
    priority: 90,
    members: [
      'src/components/data/LoadState.tsx',
      'src/components/data/EmptyState.tsx',
      'src/components/data/StatusBadge.tsx',
      'src/components/data/data-text.ts',
      'src/components/data/use-api-data.ts',
      'src/components/data/use-record.ts',
      'src/components/data/record-state.ts',
      'src/components/data/RecordStatus.tsx',
      'src/components/data/use-viewer.ts',
      'src/components/data/format-timestamp.ts',
      'src/lib/api/client.ts',
      'src/lib/api/api-result.ts',
      'src/domain/format-decimal.ts',
      'src/lib/record-id.ts',
      'src/domain/loans/status.ts',
      'src/domain/trading/proposal-status.ts',
      'src/domain/trading/deal-status.ts',
      'src/domain/pools/status.ts',
      // A record's four-eyes trail is read with the record (the bank's kit reads a loan's): the call is here, so
      // reading it does not bring the trail's drawing along.
      'src/components/maker-checker/decision-trail-api.ts',
      'node_modules/openapi-fetch/',
    ],
  },
  // The table itself and the lists' page sizes and sort columns, without the lists' filters and pages: a table that
  // pages on its own (a batch's problems, whose calls read their page size) takes only this. Above the list kit,
  // which would otherwise take them along.
  {
    name: 'table',
    priority: 85,
    members: ['src/components/data/DataTable.tsx', 'src/domain/lists.ts'],
  },
  {
    name: 'list-kit',
    priority: 80,
    members: [
      'src/components/data/FilterBar.tsx',
      'src/components/data/Pagination.tsx',
      'src/components/data/PageSteps.tsx',
      'src/components/data/PagedTableSection.tsx',
      'src/components/data/use-list-query.ts',
      'src/lib/list-query.ts',
    ],
  },
  {
    name: 'bank-kit',
    priority: 70,
    members: [
      'src/components/bank/api/',
      'src/components/bank/mortgages/mortgage-text.ts',
      'src/components/bank/mortgages/use-loan.ts',
    ],
  },
  // A pending action's decision, the diff it shows and the words naming it, which every screen that decides one draws.
  {
    name: 'decision',
    priority: 50,
    members: [
      'src/components/maker-checker/PendingDecision.tsx',
      // Who else could decide, shown beside the decision when nobody can.
      'src/components/maker-checker/NoOtherChecker.tsx',
      'src/components/data/DiffTable.tsx',
      'src/domain/action-words.ts',
      // How a loan's record names its actions, which reads the words above.
      'src/components/bank/mortgages/loan-action-name.ts',
    ],
  },
  // A record's four-eyes history (the loan, batch and pool pages draw it): one request rather than three.
  {
    name: 'decision-trail',
    // A group also takes its members' dependencies: above the screen kit it would take the API client and the
    // data hooks, and every screen would download the trail to reach them.
    priority: 75,
    members: [
      'src/components/maker-checker/DecisionTrail.tsx',
      'src/components/maker-checker/decision-trail-text.ts',
      'src/components/maker-checker/use-decision-trail.ts',
    ],
  },
  // A set of loans' stratification with its words, which the batch review and the pool page draw.
  {
    name: 'stratification',
    priority: 20,
    members: [
      'src/components/bank/tapes/Stratification.tsx',
      'src/components/bank/tapes/stratification-text.ts',
      'src/components/bank/tapes/principal-share.ts',
    ],
  },
  // What the tape screens (upload, batch review, batch list) and the pool builder share: the tapes' words,
  // the batch's status badge, its reading and the batches' API calls, in one request rather than four.
  {
    name: 'tape-kit',
    priority: 40,
    members: [
      'src/components/bank/tapes/tape-text.ts',
      'src/components/bank/tapes/BatchStatusBadge.tsx',
      'src/components/bank/tapes/use-batch.ts',
      // How a batch's decision is worded: the batch list's column and the batch's own decision both say it.
      'src/components/bank/tapes/batch-decision-words.ts',
      'src/lib/api/batches.ts',
    ],
  },
  // What the pool list, builder and page all show: their words, the status badge and the pools' API calls.
  {
    name: 'pool-kit',
    priority: 30,
    members: [
      'src/components/bank/pools/pool-text.ts',
      'src/components/bank/pools/PoolStatusBadge.tsx',
      'src/lib/api/pools.ts',
    ],
  },
  // A loan's fields as the record pages show them and the view of each value, which the diffs also use: one request.
  {
    // A data room's folders and documents as an investor reads them: the pool's room and a listing's.
    name: 'investor-room',
    priority: 15,
    members: [
      'src/components/data-room/InvestorFolders.tsx',
      'src/components/data-room/DocumentRow.tsx',
      'src/components/data-room/LevelBadge.tsx',
      'src/components/data-room/room-text.ts',
    ],
  },
  {
    name: 'loan-view',
    priority: 10,
    members: ['src/components/loans/LoanFields.tsx', 'src/components/loans/loan-field-view.ts'],
  },
  // The loan's vocabulary and the words of its choices, which the lists, the stratification and the deals name values
  // with; and the whole field table (labels, limits, help) the record pages and the forms read.
  {
    name: 'loan-words',
    priority: 65,
    members: ['src/domain/loans/vocabulary.ts', 'src/domain/loans/enum-options.ts'],
  },
  // With the risk rule, which reads the field table's limits and is drawn wherever the fields are.
  { name: 'loan-fields', priority: 60, members: ['src/domain/loans/fields.ts', 'src/domain/loans/risk.ts'] },
];

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\\/g, '/');

/**
 * A module id as a path from the project root (`src/…`), or from the last `node_modules/` (`node_modules/pkg/…`),
 * without the query; null for a module outside both, or of an .astro file (its <script>s are their pages' entries).
 */
export function modulePathOf(id: string, root = PROJECT_ROOT): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (path.endsWith('.astro')) return null;
  const packages = path.lastIndexOf('/node_modules/');
  if (packages >= 0) return path.slice(packages + 1);
  return path.startsWith(root) ? path.slice(root.length) : null;
}

const covers = (declared: string, path: string) =>
  declared.endsWith('/') ? path.startsWith(declared) : path === declared;

/** Whether the group takes the module with this id. */
export function groupTakes(group: ChunkGroup, id: string, root = PROJECT_ROOT): boolean {
  const bundlerModule = id.replace(/^\0/, '');
  if (group.bundlerModules?.some((name) => bundlerModule.startsWith(name))) return true;
  const path = modulePathOf(id, root);
  if (path === null) return false;
  return (
    group.members.some((member) => covers(member, path)) && !(group.except ?? []).some((kept) => covers(kept, path))
  );
}

/** rolldown's `output.codeSplitting.groups`. */
export const codeSplittingGroups = (groups: readonly ChunkGroup[] = CHUNK_GROUPS) =>
  groups.map((group) => ({ name: group.name, priority: group.priority, test: (id: string) => groupTakes(group, id) }));
