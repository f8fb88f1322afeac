/**
 * The portal spec's routes (section 2) and access rules (section 6), written out
 * by hand from the spec so the route table is checked against it, not against itself.
 */
import type { RoleName } from '../../src/domain/roles.ts';

const ADMINS: RoleName[] = ['super_admin', 'dl_admin_maker', 'dl_admin_checker'];
const BANK: RoleName[] = ['bank_officer', 'bank_manager', ...ADMINS];
const INVESTOR: RoleName[] = ['investor_user', 'investor_manager', ...ADMINS];
const BIDDERS: RoleName[] = ['investor_user', 'investor_manager', 'super_admin'];

export type SpecAccess = 'guest' | 'login' | RoleName[];

export const SPEC_ROUTES: { path: string; sample: string; access: SpecAccess }[] = [
  { path: '/', sample: '/', access: 'guest' },
  { path: '/auth/register', sample: '/auth/register', access: 'guest' },
  { path: '/auth/login', sample: '/auth/login', access: 'guest' },
  { path: '/auth/forgot-password', sample: '/auth/forgot-password', access: 'guest' },
  { path: '/auth/reset-password', sample: '/auth/reset-password', access: 'guest' },
  { path: '/onboard', sample: '/onboard', access: 'guest' },
  { path: '/auth/verify-email', sample: '/auth/verify-email', access: 'login' },
  { path: '/app/dashboard', sample: '/app/dashboard', access: 'login' },
  { path: '/app/unauthorized', sample: '/app/unauthorized', access: 'login' },
  // Not in the spec's table: the profile menu's Settings, each user's notification e-mail switches (DOMAIN.md "Notifications").
  { path: '/app/settings', sample: '/app/settings', access: 'login' },
  { path: '/app/bank/dashboard', sample: '/app/bank/dashboard', access: BANK },
  { path: '/app/bank/mortgages', sample: '/app/bank/mortgages', access: BANK },
  { path: '/app/bank/mortgages/create', sample: '/app/bank/mortgages/create', access: BANK },
  { path: '/app/bank/mortgages/bulk-upload', sample: '/app/bank/mortgages/bulk-upload', access: BANK },
  {
    path: '/app/bank/mortgages/batch/{id}',
    sample: '/app/bank/mortgages/batch/7',
    access: ['bank_manager', ...ADMINS],
  },
  { path: '/app/bank/mortgages/{id}', sample: '/app/bank/mortgages/42', access: BANK },
  { path: '/app/bank/mortgages/{id}/listed', sample: '/app/bank/mortgages/42/listed', access: BANK },
  { path: '/app/bank/mortgages/{id}/data-room', sample: '/app/bank/mortgages/42/data-room', access: BANK },
  { path: '/app/bank/mortgages/{id}/edit', sample: '/app/bank/mortgages/42/edit', access: ['bank_officer', ...ADMINS] },
  // Not in the spec: the bank's batch list, where an officer reads each upload's fate (DOMAIN.md, maker/checker).
  { path: '/app/bank/batches', sample: '/app/bank/batches', access: BANK },
  // Not in the spec: a bank's pools for portfolio sales (DOMAIN.md, "Portfolio sales"); platform admins read them.
  { path: '/app/bank/pools', sample: '/app/bank/pools', access: BANK },
  { path: '/app/bank/pools/new', sample: '/app/bank/pools/new', access: BANK },
  { path: '/app/bank/pools/{id}', sample: '/app/bank/pools/4', access: BANK },
  { path: '/app/bank/pools/{id}/data-room', sample: '/app/bank/pools/4/data-room', access: BANK },
  { path: '/app/investor/pools/{id}/data-room', sample: '/app/investor/pools/2/data-room', access: BIDDERS },
  { path: '/app/bank/pools/{id}/bids', sample: '/app/bank/pools/4/bids', access: BANK },
  { path: '/app/bank/proposals', sample: '/app/bank/proposals', access: BANK },
  { path: '/app/bank/deals', sample: '/app/bank/deals', access: BANK },
  { path: '/app/bank/deals/{id}', sample: '/app/bank/deals/3', access: BANK },
  { path: '/app/investor/main-dashboard', sample: '/app/investor/main-dashboard', access: INVESTOR },
  { path: '/app/investor/dashboard', sample: '/app/investor/dashboard', access: INVESTOR },
  // Not in the spec: the pools open to an investor for a portfolio sale (DOMAIN.md, "Portfolio sales"); only
  // an investor's people bid, so platform admins (but the super admin, who passes every guard) do not open them.
  { path: '/app/investor/pools', sample: '/app/investor/pools', access: BIDDERS },
  { path: '/app/investor/pools/{id}', sample: '/app/investor/pools/2', access: BIDDERS },
  { path: '/app/investor/proposals', sample: '/app/investor/proposals', access: INVESTOR },
  { path: '/app/investor/proposals/{id}', sample: '/app/investor/proposals/9', access: INVESTOR },
  {
    path: '/app/investor/proposals/{id}/accept',
    sample: '/app/investor/proposals/9/accept',
    access: ['investor_user', 'investor_manager', 'super_admin', 'dl_admin_maker'],
  },
  {
    path: '/app/investor/proposals/{id}/final-acceptance',
    sample: '/app/investor/proposals/9/final-acceptance',
    access: ['investor_user', 'investor_manager', 'super_admin', 'dl_admin_maker'],
  },
  { path: '/app/investor/mortgages/{id}', sample: '/app/investor/mortgages/42', access: INVESTOR },
  // Not in the spec: a shortlisted investor's binding bid on a pool in phase 2 (DOMAIN.md, "Portfolio sales").
  { path: '/app/investor/pools/{id}/bid', sample: '/app/investor/pools/3/bid', access: BIDDERS },
  { path: '/app/investor/deals', sample: '/app/investor/deals', access: INVESTOR },
  { path: '/app/investor/deals/{id}', sample: '/app/investor/deals/3', access: INVESTOR },
  { path: '/app/investor/pools/{id}/award', sample: '/app/investor/pools/4/award', access: BIDDERS },
  { path: '/app/admin', sample: '/app/admin', access: ADMINS },
  { path: '/app/admin/registration-requests', sample: '/app/admin/registration-requests', access: ADMINS },
  { path: '/app/admin/registration-requests/{id}', sample: '/app/admin/registration-requests/5', access: ADMINS },
  { path: '/app/admin/pending-actions', sample: '/app/admin/pending-actions', access: ADMINS },
  { path: '/app/admin/entities', sample: '/app/admin/entities', access: ADMINS },
  { path: '/app/admin/entities/{type}/{id}', sample: '/app/admin/entities/bank/2', access: ADMINS },
  {
    path: '/app/admin/entities/{type}/{id}/edit',
    sample: '/app/admin/entities/bank/2/edit',
    access: ['super_admin', 'dl_admin_maker'],
  },
  { path: '/app/admin/revisions/{id}', sample: '/app/admin/revisions/11', access: ADMINS },
  { path: '/app/admin/users', sample: '/app/admin/users', access: ['super_admin'] },
  { path: '/app/admin/users/create', sample: '/app/admin/users/create', access: ['super_admin'] },
  { path: '/app/admin/users/{id}/edit', sample: '/app/admin/users/4/edit', access: ['super_admin'] },
];
