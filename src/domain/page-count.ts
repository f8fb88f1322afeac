/**
 * The last page for a total (at least 1, so an empty list still has a page to be on). On its own, not with the
 * list queries: a table that pages without filters (a batch's problems) needs this and none of the rest.
 */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
