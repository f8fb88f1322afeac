/** The words of the shared list, table and history pieces, used by every screen and by the tests. */
import { formatCount } from '@/domain/format-decimal';

const deepestText = (page: number) => `page ${formatCount(page)}`;

export const DATA_TEXT = {
  sortBy: 'Sort by',
  defaultOrder: 'Default order',
  ascending: 'ascending',
  descending: 'descending',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  pages: 'Pages',
  perPage: 'Rows per page',
  showing: (from: number, to: number, total: number) => (total === 0 ? 'No rows' : `Showing ${from}–${to} of ${total}`),
  /** A large filtered set's total is the database's estimate, said as one. */
  showingAbout: (from: number, to: number, total: number) => `Showing ${from}–${to} of about ${formatCount(total)}`,
  tooDeep: (deepest: number) =>
    `Pages go up to ${deepestText(deepest)}: narrow the filters or sort the other way to reach the rest.`,
  apply: 'Apply filters',
  clear: 'Clear filters',
  filters: 'Filters',
  min: 'min',
  max: 'max',
  any: 'Any',
  loading: 'Loading…',
  retry: 'Try again',
  loadFailed: 'This could not be loaded.',
  field: 'Field',
  before: 'Before',
  after: 'After',
  empty: '—',
  history: 'History',
  noHistory: 'No changes recorded yet.',
  version: (version: number) => `Version ${version}`,
  by: (name: string) => `by ${name}`,
  approvedBy: (name: string) => `approved by ${name}`,
  created: 'Created',
  showChanges: 'Show changes',
} as const;
