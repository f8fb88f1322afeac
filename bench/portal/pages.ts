/** The pages the benchmark loads, each with the account it is loaded as and the budget class it is held to. Add each new screen here as it is built. */
import { DEMO, DEMO_PASSWORD } from '../../tests/support/demo-people.ts';

/**
 * login: the sign-in page; app: a page that is still the shell alone; screen: a business screen (lists, forms, dashboards with data);
 * marketplace: the marketplace, a screen that also carries its summary and charts.
 */
export type BudgetClass = 'login' | 'app' | 'screen' | 'marketplace';

/** The people pages are loaded as, each the one who uses them; null is signed out. */
export const BENCH_ACCOUNTS = {
  superAdmin: DEMO.superAdmin,
  bankOfficer: DEMO.northwindOfficer,
  bankManager: DEMO.northwindManager,
  investor: DEMO.summitAnalyst,
} as const;

export type BenchAccountName = keyof typeof BENCH_ACCOUNTS;

export interface BenchPage {
  label: string;
  path: string;
  /** Who the page is loaded as: its real user, so it makes only the calls that user makes. */
  account: BenchAccountName | null;
  budget: BudgetClass;
}

/** The e-mail and password a bench account signs in with. */
export function credentialsOf(name: BenchAccountName): { email: string; password: string } {
  return { email: BENCH_ACCOUNTS[name].email, password: DEMO_PASSWORD };
}

export const PAGES: BenchPage[] = [
  { label: 'login', path: '/auth/login', account: null, budget: 'login' },
  { label: 'shell only', path: '/app/unauthorized', account: 'superAdmin', budget: 'app' },
  { label: 'main dashboard', path: '/app/dashboard', account: 'superAdmin', budget: 'screen' },
  { label: 'bank dashboard', path: '/app/bank/dashboard', account: 'bankOfficer', budget: 'screen' },
  { label: 'mortgage list', path: '/app/bank/mortgages', account: 'bankOfficer', budget: 'screen' },
  { label: 'marketplace', path: '/app/investor/dashboard', account: 'investor', budget: 'marketplace' },
  { label: 'investor dashboard', path: '/app/investor/main-dashboard', account: 'investor', budget: 'screen' },
  { label: 'investor pool data room', path: '/app/investor/pools/2/data-room', account: 'investor', budget: 'screen' },
  { label: 'admin dashboard', path: '/app/admin', account: 'superAdmin', budget: 'screen' },
  { label: 'registration requests', path: '/app/admin/registration-requests', account: 'superAdmin', budget: 'screen' },
  {
    label: 'registration request',
    path: '/app/admin/registration-requests/1',
    account: 'superAdmin',
    budget: 'screen',
  },
  { label: 'pending actions', path: '/app/admin/pending-actions', account: 'superAdmin', budget: 'screen' },
  { label: 'mortgage detail', path: '/app/bank/mortgages/1', account: 'bankOfficer', budget: 'screen' },
  { label: 'mortgage listing', path: '/app/bank/mortgages/1/listed', account: 'bankOfficer', budget: 'screen' },
  // The demo listed loan with a data room (two folders, a level-1 and a level-2 document, one logged view).
  { label: 'mortgage data room', path: '/app/bank/mortgages/8/data-room', account: 'bankOfficer', budget: 'screen' },
  { label: 'new mortgage', path: '/app/bank/mortgages/create', account: 'bankOfficer', budget: 'screen' },
  { label: 'edit mortgage', path: '/app/bank/mortgages/1/edit', account: 'bankOfficer', budget: 'screen' },
  { label: 'bulk upload', path: '/app/bank/mortgages/bulk-upload', account: 'bankOfficer', budget: 'screen' },
  { label: 'batch review', path: '/app/bank/mortgages/batch/1', account: 'bankManager', budget: 'screen' },
  { label: 'batch list', path: '/app/bank/batches', account: 'bankOfficer', budget: 'screen' },
  { label: 'pool list', path: '/app/bank/pools', account: 'bankOfficer', budget: 'screen' },
  { label: 'new pool', path: '/app/bank/pools/new', account: 'bankOfficer', budget: 'screen' },
  { label: 'pool', path: '/app/bank/pools/2', account: 'bankOfficer', budget: 'screen' },
  { label: 'pool data room', path: '/app/bank/pools/2/data-room', account: 'bankOfficer', budget: 'screen' },
  { label: 'pool bids', path: '/app/bank/pools/4/bids', account: 'bankOfficer', budget: 'screen' },
  { label: 'pool award', path: '/app/investor/pools/4/award', account: 'investor', budget: 'screen' },
  { label: 'users', path: '/app/admin/users', account: 'superAdmin', budget: 'screen' },
  { label: 'new user', path: '/app/admin/users/create', account: 'superAdmin', budget: 'screen' },
  { label: 'edit user', path: '/app/admin/users/1/edit', account: 'superAdmin', budget: 'screen' },
  { label: 'entities', path: '/app/admin/entities', account: 'superAdmin', budget: 'screen' },
  { label: 'entity', path: '/app/admin/entities/bank/2', account: 'superAdmin', budget: 'screen' },
  { label: 'edit entity', path: '/app/admin/entities/bank/2/edit', account: 'superAdmin', budget: 'screen' },
  { label: 'revision', path: '/app/admin/revisions/1', account: 'superAdmin', budget: 'screen' },
  { label: 'bank proposals', path: '/app/bank/proposals', account: 'bankOfficer', budget: 'screen' },
  { label: 'bank deals', path: '/app/bank/deals', account: 'bankOfficer', budget: 'screen' },
  { label: 'bank deal', path: '/app/bank/deals/1', account: 'bankOfficer', budget: 'screen' },
  { label: 'investor deals', path: '/app/investor/deals', account: 'investor', budget: 'screen' },
  { label: 'investor deal', path: '/app/investor/deals/1', account: 'investor', budget: 'screen' },
  { label: 'investor mortgage', path: '/app/investor/mortgages/205', account: 'investor', budget: 'screen' },
  { label: 'my proposals', path: '/app/investor/proposals', account: 'investor', budget: 'screen' },
  { label: 'portfolio sales', path: '/app/investor/pools', account: 'investor', budget: 'screen' },
  { label: 'pool for sale', path: '/app/investor/pools/2', account: 'investor', budget: 'screen' },
  { label: 'proposal', path: '/app/investor/proposals/29', account: 'investor', budget: 'screen' },
  {
    label: 'final acceptance',
    path: '/app/investor/proposals/29/final-acceptance',
    account: 'investor',
    budget: 'screen',
  },
  { label: 'binding bid', path: '/app/investor/pools/3/bid', account: 'investor', budget: 'screen' },
  { label: 'settings', path: '/app/settings', account: 'superAdmin', budget: 'screen' },
];

/** The navigation timed: from this page, a click on the side-menu link to `to`, by the one who has that link. */
export const NAVIGATION: { from: string; to: string; account: BenchAccountName } = {
  from: '/app/dashboard',
  to: '/app/admin',
  account: 'superAdmin',
};
