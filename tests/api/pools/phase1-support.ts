/** Phase 1 fixtures: a pool listed through four eyes (so in phase 1) and its deadline moved in the database. */
import { eq } from 'drizzle-orm';
import { pools } from '../../../server/db/schema/index.ts';
import { API, type ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { expectStatus } from '../../support/trading.ts';
import { approvedGroup, poolBody, validListing } from './support.ts';

/** A pool of `count` new Northwind loans, listed with `listing` changes and approved: in phase 1. */
export async function poolInPhase1(
  h: ApiHarness,
  officer: BrowserClient,
  manager: BrowserClient,
  listing: Record<string, unknown> = {},
  count = 3,
): Promise<{ id: number; name: string; loanIds: number[] }> {
  const group = await approvedGroup(h, officer, count);
  const created = await officer.post(`${API}/pools`, poolBody(group));
  expectStatus(created, 201);
  const pool = created.json().data;
  const made = await officer.post(`${API}/pools/${pool.id}/list`, validListing(listing));
  expectStatus(made, 202);
  expectStatus(await manager.post(`${API}/pending-actions/${made.json().pending_action.id}/approve`), 200);
  return { id: pool.id, name: pool.name, loanIds: group.loanIds };
}

/** Moves the pool's phase 1 deadline `msFromNow` from now (negative: passed). */
export async function movePhase1Deadline(h: ApiHarness, poolId: number, msFromNow: number): Promise<void> {
  await h.t.db
    .update(pools)
    .set({ phase1Deadline: new Date(Date.now() + msFromNow) })
    .where(eq(pools.id, poolId));
}

export const bidUrl = (poolId: number) => `${API}/investor/pools/${poolId}/indicative-bid`;
