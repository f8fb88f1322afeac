/**
 * The matrix's rows for four eyes and the revision log (DOMAIN.md "Maker/checker" and
 * "Revisions"; spec section 6's maker and checker capabilities): a bank-scope action is decided
 * by a manager of its bank who did not make it, a platform-scope one by dl_admin_checker or a
 * super_admin who did not make it; only the maker cancels; platform admins read every action.
 */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pendingActions, revisions } from '../../../server/db/schema/index.ts';
import { allAre, rowCount } from './contents.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { bankOf, cells, isPlatform } from './principals.ts';

const API = '/api/v1';

const BANK_READ = cells('401 | ok ok ok | ok ok | 403 403 | 403 | 404 404 | 403 403');
/** Platform actions are not shown to bank users at all; investors and the newcomer have no desk. */
const PLATFORM_READ = cells('401 | ok ok ok | 404 404 | 403 403 | 403 | 404 404 | 403 403');
/** A manager of the bank who is not the maker (the officer made it); platform admins only read. */
const BANK_CHECK = cells('401 | 403 403 403 | 403 ok | 403 403 | 403 | 404 404 | 403 403');
/** dl_admin_checker, and super_admin because dl_admin_maker made it. */
const PLATFORM_CHECK = cells('401 | ok 403 ok | 404 404 | 403 403 | 403 | 404 404 | 403 403');

type Action = { scope: string; scope_entity_id: number };

/** The oldest revision of a record. */
async function firstRevision(ctx: MatrixContext, targetType: string, targetId: number): Promise<number> {
  const [found] = await ctx.h.t.db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.targetType, targetType), eq(revisions.targetId, targetId)))
    .orderBy(asc(revisions.version))
    .limit(1);
  if (!found) throw new Error(`${targetType} ${targetId} has no revision`);
  return found.id;
}

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const APPROVAL_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/pending-actions',
    on: 'the caller’s own desk',
    expect: cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403'),
    request: () => ({ method: 'GET', url: `${API}/pending-actions?per_page=100` }),
    contents: async (answer, who, ctx) => {
      const { data, meta } = answer.json() as { data: Action[]; meta: { total: number } };
      if (isPlatform(who)) return expect(meta.total).toBe(await rowCount(ctx, pendingActions));
      const bankId = await ctx.fx.org(bankOf(who) as 'Northwind Bank');
      expect(meta.total).toBe(await rowCount(ctx, pendingActions, eq(pendingActions.scopeEntityId, bankId)));
      allAre(data, (action) => action.scope_entity_id, bankId);
    },
  }),
  row({
    op: 'GET /api/v1/pending-actions',
    // Recorded as it is: the filter narrows what the caller may see, so another bank gets an empty list.
    on: 'a Northwind loan’s actions, named by target',
    expect: cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403'),
    target: async (ctx) => {
      const [action] = await ctx.h.t.db
        .select({ loanId: pendingActions.targetId })
        .from(pendingActions)
        .where(eq(pendingActions.id, await ctx.fx.bankAction()));
      return action!.loanId;
    },
    request: (loanId) => ({ method: 'GET', url: `${API}/pending-actions?target_type=loan&target_id=${loanId}` }),
    contents: (answer, who) => expect(answer.json().data).toHaveLength(bankOf(who) === 'Harbor Savings' ? 0 : 1),
  }),
  row({
    op: 'GET /api/v1/pending-actions',
    on: 'platform actions, asked for with scope=platform',
    expect: cells('401 | ok ok ok | ok ok | 403 403 | 403 | ok ok | 403 403'),
    request: () => ({ method: 'GET', url: `${API}/pending-actions?scope=platform&per_page=100` }),
    contents: (answer, who) => {
      const listed = answer.json().data as Action[];
      if (isPlatform(who)) allAre(listed, (action) => action.scope, 'platform');
      else expect(listed).toEqual([]);
    },
  }),
  row({
    op: 'GET /api/v1/pending-actions/{id}',
    on: 'a Northwind loan’s submission',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.bankAction(),
    request: (id) => ({ method: 'GET', url: `${API}/pending-actions/${id}` }),
  }),
  row({
    op: 'GET /api/v1/pending-actions/{id}',
    on: 'a platform edit of an organisation',
    expect: PLATFORM_READ,
    target: (ctx) => ctx.fx.platformAction(),
    request: (id) => ({ method: 'GET', url: `${API}/pending-actions/${id}` }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/approve',
    on: 'a Northwind loan’s submission made by its officer',
    expect: BANK_CHECK,
    target: (ctx) => ctx.fx.bankAction(),
    request: (id) => ({ method: 'POST', url: `${API}/pending-actions/${id}/approve` }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/approve',
    on: 'a platform edit made by dl_admin_maker',
    expect: PLATFORM_CHECK,
    target: (ctx) => ctx.fx.platformAction(),
    request: (id) => ({ method: 'POST', url: `${API}/pending-actions/${id}/approve` }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/reject',
    on: 'a Northwind loan’s submission made by its officer',
    expect: BANK_CHECK,
    target: (ctx) => ctx.fx.bankAction(),
    request: (id) => ({
      method: 'POST',
      url: `${API}/pending-actions/${id}/reject`,
      body: { reason: 'The valuation is too old.' },
    }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/reject',
    on: 'a platform edit made by dl_admin_maker',
    expect: PLATFORM_CHECK,
    target: (ctx) => ctx.fx.platformAction(),
    request: (id) => ({ method: 'POST', url: `${API}/pending-actions/${id}/reject`, body: { reason: 'Not proven.' } }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/cancel',
    on: 'a Northwind loan’s submission made by its officer',
    expect: cells('401 | 403 403 403 | ok 403 | 403 403 | 403 | 404 404 | 403 403'),
    target: (ctx) => ctx.fx.bankAction(),
    request: (id) => ({ method: 'POST', url: `${API}/pending-actions/${id}/cancel` }),
  }),
  row({
    op: 'POST /api/v1/pending-actions/{id}/cancel',
    on: 'a platform edit made by dl_admin_maker',
    expect: cells('401 | 403 ok 403 | 404 404 | 403 403 | 403 | 404 404 | 403 403'),
    target: (ctx) => ctx.fx.platformAction(),
    request: (id) => ({ method: 'POST', url: `${API}/pending-actions/${id}/cancel` }),
  }),

  // The revision log. The spec's revision screen is an admin route; a record's own bank reads its
  // loans' history too ("records show their history").
  row({
    op: 'GET /api/v1/revisions/{id}',
    on: 'a Northwind loan’s first revision',
    expect: BANK_READ,
    target: async (ctx) => firstRevision(ctx, 'loan', await ctx.fx.loan('listed')),
    request: (id) => ({ method: 'GET', url: `${API}/revisions/${id}` }),
  }),
  row({
    op: 'GET /api/v1/revisions',
    on: 'a Northwind loan’s history',
    expect: BANK_READ,
    target: (ctx) => ctx.fx.loan('listed'),
    request: (id) => ({ method: 'GET', url: `${API}/revisions?target_type=loan&target_id=${id}` }),
    contents: (answer) => expect(answer.json().data.length).toBeGreaterThan(0),
  }),
  // By record, a proposal's and an organisation's revisions are the platform's only (the spec's
  // revision screen is an admin route): the parties follow a proposal's history on the proposal.
  // Investors have no revision log at all (403); to a bank user the record is not theirs (404).
  row({
    op: 'GET /api/v1/revisions/{id}',
    on: 'a Summit proposal’s first revision',
    expect: cells('401 | ok ok ok | 404 404 | 403 403 | 403 | 404 404 | 403 403'),
    target: async (ctx) => firstRevision(ctx, 'proposal', (await ctx.fx.proposal('countered')).id),
    request: (id) => ({ method: 'GET', url: `${API}/revisions/${id}` }),
  }),
  row({
    op: 'GET /api/v1/revisions',
    on: 'a Summit proposal’s history',
    expect: cells('401 | ok ok ok | 404 404 | 403 403 | 403 | 404 404 | 403 403'),
    target: async (ctx) => (await ctx.fx.proposal('countered')).id,
    request: (id) => ({ method: 'GET', url: `${API}/revisions?target_type=proposal&target_id=${id}` }),
    contents: (answer) => expect(answer.json().data.length).toBeGreaterThan(0),
  }),
  row({
    op: 'GET /api/v1/revisions',
    on: 'Northwind Bank’s history as an organisation (an admin screen)',
    expect: cells('401 | ok ok ok | 404 404 | 403 403 | 403 | 404 404 | 403 403'),
    target: (ctx) => ctx.fx.org('Northwind Bank'),
    request: (id) => ({ method: 'GET', url: `${API}/revisions?target_type=entity&target_id=${id}` }),
  }),
];
