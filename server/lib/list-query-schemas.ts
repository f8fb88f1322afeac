/** The paging and sorting fields every list endpoint's query shares, spread into its schema. */
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGE_SIZES_TEXT,
  SORT_ORDERS,
  TOO_DEEP_MESSAGE,
  deepestPage,
  isPageSize,
  type PageSize,
  type SortedList,
} from '../../src/domain/lists.ts';
import { DATABASE_INTEGER_MAX } from './record-ids.ts';

/**
 * `page` from 1 and `per_page` one of the shared page sizes (the smallest unless the list says
 * otherwise). A page keeps to the integer range the ids keep to, so its offset is always exact.
 */
export const pageQueryFields = (perPageDefault: PageSize = DEFAULT_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(1).max(DATABASE_INTEGER_MAX).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine(isPageSize, `The per page field must be ${PAGE_SIZES_TEXT}.`)
    .default(perPageDefault)
    .meta({ enum: [...PAGE_SIZES], description: `Rows per page: ${PAGE_SIZES_TEXT}` }),
});

/** `sort` among the list's columns and `order`, with the list's defaults (src/domain/lists.ts). */
export const sortQueryFields = <const S extends readonly [string, ...string[]]>(list: SortedList<S>) => ({
  sort: z.enum(list.sortable).default(list.defaultSort),
  order: z.enum(SORT_ORDERS).default(list.defaultOrder),
});

/** A list's search box: trimmed, at most `maxLength` characters, matched as "contains" (server/lib/text-search.ts). */
export const searchQueryField = (searched: string, maxLength = 200) =>
  z.string().trim().max(maxLength).optional().describe(`Part of the ${searched}, any case`);

/** A list's page past the deepest one paged by number (src/domain/lists.ts) is a mistake the caller is told of. */
export function checkPageDepth(query: { page?: unknown; per_page?: unknown }, ctx: z.RefinementCtx): void {
  const { page, per_page: perPage } = query;
  if (typeof page === 'number' && typeof perPage === 'number' && isPageSize(perPage) && page > deepestPage(perPage)) {
    ctx.addIssue({ code: 'custom', path: ['page'], message: TOO_DEEP_MESSAGE });
  }
}
