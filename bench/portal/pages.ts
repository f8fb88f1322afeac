/** The pages the benchmark loads, each with the budget class it is held to. Add each new screen here as it is built. */
/**
 * login: the sign-in page; app: a page that is still the shell alone; screen: a business screen (lists, forms, dashboards with data);
 * marketplace: the marketplace, a screen that also carries its summary and charts.
 */
export type BudgetClass = 'login' | 'app' | 'screen' | 'marketplace';

export interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
  budget: BudgetClass;
}

export const PAGES: BenchPage[] = [
  { label: 'login', path: '/auth/login', signedIn: false, budget: 'login' },
  { label: 'shell only', path: '/app/unauthorized', signedIn: true, budget: 'app' },
  { label: 'main dashboard', path: '/app/dashboard', signedIn: true, budget: 'screen' },
  { label: 'bank dashboard', path: '/app/bank/dashboard', signedIn: true, budget: 'screen' },
  { label: 'mortgage list', path: '/app/bank/mortgages', signedIn: true, budget: 'screen' },
  { label: 'marketplace', path: '/app/investor/dashboard', signedIn: true, budget: 'marketplace' },
  { label: 'investor dashboard', path: '/app/investor/main-dashboard', signedIn: true, budget: 'screen' },
  { label: 'investor pool data room', path: '/app/investor/pools/2/data-room', signedIn: true, budget: 'screen' },
  { label: 'admin dashboard', path: '/app/admin', signedIn: true, budget: 'screen' },
  { label: 'registration requests', path: '/app/admin/registration-requests', signedIn: true, budget: 'screen' },
  { label: 'registration request', path: '/app/admin/registration-requests/1', signedIn: true, budget: 'screen' },
  { label: 'pending actions', path: '/app/admin/pending-actions', signedIn: true, budget: 'screen' },
  { label: 'mortgage detail', path: '/app/bank/mortgages/1', signedIn: true, budget: 'screen' },
  { label: 'mortgage listing', path: '/app/bank/mortgages/1/listed', signedIn: true, budget: 'screen' },
  // The demo listed loan with a data room (two folders, a level-1 and a level-2 document, one logged view).
  { label: 'mortgage data room', path: '/app/bank/mortgages/8/data-room', signedIn: true, budget: 'screen' },
  { label: 'new mortgage', path: '/app/bank/mortgages/create', signedIn: true, budget: 'screen' },
  { label: 'edit mortgage', path: '/app/bank/mortgages/1/edit', signedIn: true, budget: 'screen' },
  { label: 'bulk upload', path: '/app/bank/mortgages/bulk-upload', signedIn: true, budget: 'screen' },
  { label: 'batch review', path: '/app/bank/mortgages/batch/1', signedIn: true, budget: 'screen' },
  { label: 'batch list', path: '/app/bank/batches', signedIn: true, budget: 'screen' },
  { label: 'pool list', path: '/app/bank/pools', signedIn: true, budget: 'screen' },
  { label: 'new pool', path: '/app/bank/pools/new', signedIn: true, budget: 'screen' },
  { label: 'pool', path: '/app/bank/pools/2', signedIn: true, budget: 'screen' },
  { label: 'pool data room', path: '/app/bank/pools/2/data-room', signedIn: true, budget: 'screen' },
  { label: 'pool bids', path: '/app/bank/pools/4/bids', signedIn: true, budget: 'screen' },
  { label: 'pool award', path: '/app/investor/pools/4/award', signedIn: true, budget: 'screen' },
  { label: 'users', path: '/app/admin/users', signedIn: true, budget: 'screen' },
  { label: 'new user', path: '/app/admin/users/create', signedIn: true, budget: 'screen' },
  { label: 'edit user', path: '/app/admin/users/1/edit', signedIn: true, budget: 'screen' },
  { label: 'entities', path: '/app/admin/entities', signedIn: true, budget: 'screen' },
  { label: 'entity', path: '/app/admin/entities/bank/2', signedIn: true, budget: 'screen' },
  { label: 'edit entity', path: '/app/admin/entities/bank/2/edit', signedIn: true, budget: 'screen' },
  { label: 'revision', path: '/app/admin/revisions/1', signedIn: true, budget: 'screen' },
  { label: 'bank proposals', path: '/app/bank/proposals', signedIn: true, budget: 'screen' },
  { label: 'bank deals', path: '/app/bank/deals', signedIn: true, budget: 'screen' },
  { label: 'bank deal', path: '/app/bank/deals/1', signedIn: true, budget: 'screen' },
  { label: 'investor deals', path: '/app/investor/deals', signedIn: true, budget: 'screen' },
  { label: 'investor deal', path: '/app/investor/deals/1', signedIn: true, budget: 'screen' },
  { label: 'investor mortgage', path: '/app/investor/mortgages/205', signedIn: true, budget: 'screen' },
  { label: 'my proposals', path: '/app/investor/proposals', signedIn: true, budget: 'screen' },
  { label: 'portfolio sales', path: '/app/investor/pools', signedIn: true, budget: 'screen' },
  { label: 'pool for sale', path: '/app/investor/pools/2', signedIn: true, budget: 'screen' },
  { label: 'proposal', path: '/app/investor/proposals/30', signedIn: true, budget: 'screen' },
  { label: 'final acceptance', path: '/app/investor/proposals/30/final-acceptance', signedIn: true, budget: 'screen' },
  { label: 'binding bid', path: '/app/investor/pools/3/bid', signedIn: true, budget: 'screen' },
  { label: 'settings', path: '/app/settings', signedIn: true, budget: 'screen' },
];

/** The account every signed-in page is loaded as: a super admin may open every page. */
export const BENCH_ACCOUNT = { email: 'admin@dealledger.test', password: 'Password123!' };

/** The navigation timed: from this page, a click on the side-menu link to `to`. */
export const NAVIGATION = { from: '/app/dashboard', to: '/app/admin' };
