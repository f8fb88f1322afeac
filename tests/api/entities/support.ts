/** What the organisation tests share: fresh organisations to change, and making and checking their changes. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entities } from '../../../server/db/schema/index.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { API } from '../../support/api-harness.ts';

let made = 0;

/** An organisation no other test touches. */
export async function newEntity(
  h: ApiHarness,
  kind: 'bank' | 'investor' = 'bank',
  status: 'active' | 'suspended' = 'active',
) {
  made += 1;
  const unique = `${Date.now().toString(36)}${made}`;
  const [row] = await h.t.db
    .insert(entities)
    .values({
      kind,
      name: `Lakeside ${kind} ${unique}`,
      legalName: `Lakeside ${kind} ${unique} Ltd`,
      registrationNumber: `LS-${unique}`,
      country: 'GB',
      address: '1 Quay Street, Bristol',
      contactEmail: 'office@lakeside.test',
      phone: '+44 117 000 0000',
      website: 'https://lakeside.test',
      status,
      ...(kind === 'bank'
        ? { bankingLicenceNumber: 'GB-PRA-0001', bic: 'LAKEGB2L' }
        : { investorType: 'fund' as const }),
    })
    .returning();
  return row!;
}

export async function entityNamed(h: ApiHarness, name: string) {
  const [row] = await h.t.db.select().from(entities).where(eq(entities.name, name));
  return row!;
}

export async function entityRow(h: ApiHarness, id: number) {
  const [row] = await h.t.db.select().from(entities).where(eq(entities.id, id));
  return row!;
}

/** Proposes an edit as `maker` and returns the pending action's id. */
export async function proposeEdit(maker: BrowserClient, id: number, body: Record<string, unknown>): Promise<number> {
  const response = await maker.send('PATCH', `${API}/admin/entities/${id}`, { body });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().pending_action.id;
}

export async function proposeSuspension(
  maker: BrowserClient,
  id: number,
  reason = 'Licence withdrawn by the regulator.',
): Promise<number> {
  const response = await maker.post(`${API}/admin/entities/${id}/suspend`, { reason });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().pending_action.id;
}

export async function proposeReactivation(maker: BrowserClient, id: number): Promise<number> {
  const response = await maker.post(`${API}/admin/entities/${id}/reactivate`);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().pending_action.id;
}

export async function approve(checker: BrowserClient, action: number): Promise<void> {
  const response = await checker.post(`${API}/pending-actions/${action}/approve`);
  expect(response.statusCode, response.body).toBe(200);
}
