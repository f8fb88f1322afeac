/**
 * The page sizes and each list's sort columns have one owner, src/domain/lists.ts: the API's query
 * schemas accept exactly them, the portal's list views are built from the same objects, and no
 * other file spells a list of them out, so neither side can drift from the other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BATCH_ERROR_PAGE_SIZE,
  DEAL_LIST,
  DEEPEST_PAGED_ROW,
  deepestPage,
  TOO_DEEP_MESSAGE,
  DEFAULT_PAGE_SIZE,
  ENTITY_LIST,
  LOAN_LIST,
  MARKET_LIST,
  PAGE_SIZES,
  PENDING_ACTION_LIST,
  PROPOSAL_LIST,
  REGISTRATION_REQUEST_LIST,
  USER_LIST,
  type ListOrdering,
} from '@/domain/lists';
import { MORTGAGE_LIST_SPEC } from '@/components/bank/mortgages/mortgage-list-query';
import { PROPOSAL_LIST_SPEC as BANK_PROPOSAL_LIST_SPEC } from '@/components/bank/proposals/proposal-list-query';
import { DEAL_LIST_SPEC } from '@/components/deals/deal-list-query';
import { MARKET_LIST_SPEC } from '@/components/investor/marketplace/market-query';
import { PROPOSAL_LIST_SPEC as INVESTOR_PROPOSAL_LIST_SPEC } from '@/components/investor/proposals/proposal-list-query';
import type { ListQuerySpec } from '@/lib/list-query';
import { BatchErrorsQuery, BatchListQuery } from '../../../../server/modules/batches/schemas.ts';
import { DealListQuerySchema } from '../../../../server/modules/deals/schemas.ts';
import { EntityListQuerySchema } from '../../../../server/modules/entities/schemas.ts';
import { LoanListQuerySchema } from '../../../../server/modules/loans/schemas.ts';
import { MarketExportQuerySchema, MarketListQuerySchema } from '../../../../server/modules/marketplace/schemas.ts';
import { PendingActionListQuerySchema } from '../../../../server/modules/pending-actions/schemas.ts';
import { ProposalListQuerySchema } from '../../../../server/modules/proposals/schemas.ts';
import { RegistrationListQuerySchema } from '../../../../server/modules/registration-requests/schemas.ts';
import { UserListQuerySchema } from '../../../../server/modules/users/schemas.ts';

type QuerySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

const PAGED: [string, QuerySchema, number][] = [
  ['loans', LoanListQuerySchema, DEFAULT_PAGE_SIZE],
  ['proposals', ProposalListQuerySchema, DEFAULT_PAGE_SIZE],
  ['deals', DealListQuerySchema, DEFAULT_PAGE_SIZE],
  ['marketplace', MarketListQuerySchema, DEFAULT_PAGE_SIZE],
  ['users', UserListQuerySchema, DEFAULT_PAGE_SIZE],
  ['entities', EntityListQuerySchema, DEFAULT_PAGE_SIZE],
  ['registration requests', RegistrationListQuerySchema, DEFAULT_PAGE_SIZE],
  ['pending actions', PendingActionListQuerySchema, DEFAULT_PAGE_SIZE],
  ['batches', BatchListQuery, DEFAULT_PAGE_SIZE],
  ['batch errors', BatchErrorsQuery, BATCH_ERROR_PAGE_SIZE],
];

const SORTED: [string, QuerySchema, ListOrdering][] = [
  ['loans', LoanListQuerySchema, LOAN_LIST],
  ['proposals', ProposalListQuerySchema, PROPOSAL_LIST],
  ['deals', DealListQuerySchema, DEAL_LIST],
  ['marketplace', MarketListQuerySchema, MARKET_LIST],
  ['marketplace export', MarketExportQuerySchema, MARKET_LIST],
];

/** The sorts a schema takes: every domain column and a few it does not list, kept when they parse. */
const acceptedSorts = (schema: QuerySchema, list: ListOrdering) =>
  [...list.sortable, 'id', 'name', 'created_at', 'updated_at', 'amount', 'unknown'].filter(
    (sort, index, all) => all.indexOf(sort) === index && schema.safeParse({ sort }).success,
  );

const PORTAL_VIEWS: [string, ListQuerySpec, ListOrdering][] = [
  ['bank mortgages', MORTGAGE_LIST_SPEC, LOAN_LIST],
  ['bank proposals', BANK_PROPOSAL_LIST_SPEC, PROPOSAL_LIST],
  ['investor proposals', INVESTOR_PROPOSAL_LIST_SPEC, PROPOSAL_LIST],
  ['deals', DEAL_LIST_SPEC, DEAL_LIST],
  ['marketplace', MARKET_LIST_SPEC, MARKET_LIST],
];

/** Hand-written source on both sides; the generated API types repeat the schemas by design. */
function sources(): { file: string; text: string }[] {
  return ['src', 'server']
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name)))
    .filter(
      (file) => /\.(ts|tsx|astro)$/.test(file) && !file.endsWith('.d.ts') && file !== join('src', 'domain', 'lists.ts'),
    )
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

describe('the lists’ page sizes and sort columns', () => {
  it.each(PAGED)('the %s query takes exactly the shared page sizes, with its default', (_, schema, perPage) => {
    expect(schema.parse({})).toMatchObject({ page: 1, per_page: perPage });
    for (const size of PAGE_SIZES) expect(schema.parse({ per_page: String(size) })).toMatchObject({ per_page: size });
    for (const size of ['10', '20', '99', '101', '1000'])
      expect(schema.safeParse({ per_page: size }).success).toBe(false);
  });

  it.each(SORTED)(
    'the %s query sorts by exactly the shared columns, in the shared default order',
    (_, schema, list) => {
      expect(schema.parse({})).toMatchObject({ sort: list.defaultSort, order: list.defaultOrder });
      expect(acceptedSorts(schema, list)).toEqual(list.sortable);
    },
  );

  it('leaves out the sort of the lists the API keeps in one order', () => {
    for (const [schema, list] of [
      [UserListQuerySchema, USER_LIST],
      [EntityListQuerySchema, ENTITY_LIST],
      [RegistrationListQuerySchema, REGISTRATION_REQUEST_LIST],
      [PendingActionListQuerySchema, PENDING_ACTION_LIST],
    ] as const) {
      expect(list.sortable).toEqual([]);
      expect(schema.safeParse({ sort: list.defaultSort }).success).toBe(false);
    }
  });

  it.each(PORTAL_VIEWS)(
    'the portal’s %s view offers the same columns and default order as the API',
    (_, spec, list) => {
      expect(spec.sortable).toBe(list.sortable);
      expect([spec.defaultSort, spec.defaultOrder]).toEqual([list.defaultSort, list.defaultOrder]);
    },
  );

  it('are spelled out nowhere else', () => {
    const copies = sources().flatMap(({ file, text }) =>
      [/\b25, ?50,? (or )?100\b/, /\bsortable: \[/, /\bdefaultSort: '/, /\bsort: z\.enum\(\[/, /\border: z\.enum\(\[/]
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${file}: ${pattern.source}`),
    );
    expect(copies).toEqual([]);
  });

  it.each([
    ['marketplace', MarketListQuerySchema],
    ['loans', LoanListQuerySchema],
    ['pending actions', PendingActionListQuerySchema],
  ] as const)('the %s query pages down to the deepest row and refuses a page past it, saying why', (_, schema) => {
    for (const size of PAGE_SIZES) {
      const deepest = deepestPage(size);
      expect((deepest - 1) * size).toBeLessThan(DEEPEST_PAGED_ROW);
      expect(deepest * size).toBeGreaterThanOrEqual(DEEPEST_PAGED_ROW);
      expect(schema.safeParse({ page: String(deepest), per_page: String(size) }).success).toBe(true);
      const refused = schema.safeParse({ page: String(deepest + 1), per_page: String(size) });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['page'], message: TOO_DEEP_MESSAGE })]);
    }
  });
});
