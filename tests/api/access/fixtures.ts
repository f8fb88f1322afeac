/**
 * The objects the authorization matrix asks about, all Northwind Bank's or Summit Capital's:
 * each call makes or hands out a new one, so an allowed write in one cell never changes the
 * object another cell is tried on.
 */
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { type ApiHarness, API } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { validLoanRecords, writeCsvTape } from '../../support/tape-files.ts';
import {
  acceptThroughFourEyes,
  entityId,
  expectStatus,
  insertDeal,
  seededLoans,
  submit,
  type BankName,
  type InvestorName,
} from '../../support/trading.ts';
import type { LoanStatus } from '../../../src/domain/loans/vocabulary.ts';
import type { DealStatus } from '../../../src/domain/trading/deal-status.ts';
import { newEntity, proposeEdit } from '../entities/support.ts';
import { onboard } from '../registration-requests/support.ts';
import { newEmail } from '../users/support.ts';
import type { Principal } from './principals.ts';
import { newLoan } from '../../support/valid-loan.ts';

export type Organisation = BankName | InvestorName | 'DealLedger Platform';
export type ProposalState = 'submitted' | 'countered' | 'accepted';

/** A multipart body as a browser's FormData sends it. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export function matrixFixtures(h: ApiHarness, as: (who: Principal) => Promise<BrowserClient>) {
  // Listed loans with a week of bidding left, for proposals; any other status from the second pool.
  const listedLoans = seededLoans(h, { untraded: true, biddableForDays: 7 });
  const otherLoans = seededLoans(h, { untraded: true });
  const orgIds = new Map<Organisation, number>();
  let tapes = 0;

  const fixtures = {
    async org(name: Organisation): Promise<number> {
      if (!orgIds.has(name)) orgIds.set(name, await entityId(h.t.db, name));
      return orgIds.get(name)!;
    },

    /** A seeded Northwind loan in `status` that nobody has proposed on and with nothing pending. */
    loan(status: LoanStatus): Promise<number> {
      return status === 'listed' ? fixtures.listedLoan() : otherLoans('Northwind Bank', status);
    },

    /** A Northwind listed loan nobody has proposed on: a seeded one while they last, then a new one listed through four eyes. */
    async listedLoan(): Promise<number> {
      try {
        return await listedLoans('Northwind Bank');
      } catch {
        const officer = await as('bank_officer');
        const manager = await as('bank_manager');
        const created = await officer.post(`${API}/loans`, newLoan());
        expectStatus(created, 201);
        const id: number = created.json().data.id;
        for (const [step, body] of [
          ['submit', undefined],
          ['list', { listing_description: 'Seasoned loan.' }],
        ] as const) {
          const proposed = await officer.post(`${API}/loans/${id}/${step}`, body);
          expectStatus(proposed, 202);
          expectStatus(await manager.post(`${API}/pending-actions/${proposed.json().pending_action.id}/approve`), 200);
        }
        return id;
      }
    },

    /** A Summit Capital proposal on a fresh Northwind listing, taken to `state` through the API. */
    async proposal(state: ProposalState = 'submitted'): Promise<{ id: number; version: number }> {
      const made = await submit(await as('investor_user'), await fixtures.listedLoan());
      if (state === 'countered')
        expectStatus(
          await (await as('bank_officer')).post(`${API}/proposals/${made.id}/counter`, { price_pct: '99.000' }),
          200,
        );
      if (state === 'accepted')
        await acceptThroughFourEyes(await as('bank_officer'), await as('bank_manager'), made.id);
      return { id: made.id, version: made.version };
    },

    /** A deal between Northwind Bank and Summit Capital in `status`. */
    async deal(status: DealStatus): Promise<number> {
      return insertDeal(h.t.db, {
        loanId: await otherLoans('Northwind Bank', 'approved'),
        investor: 'Summit Capital',
        status,
      });
    },

    /** A new Northwind draft submitted for approval by its officer: a pending bank-scope action. */
    async bankAction(): Promise<number> {
      const officer = await as('bank_officer');
      const created = await officer.post(`${API}/loans`, newLoan());
      expectStatus(created, 201);
      const submitted = await officer.post(`${API}/loans/${created.json().data.id}/submit`);
      expectStatus(submitted, 202);
      return submitted.json().pending_action.id;
    },

    /** An edit of a new organisation proposed by dl_admin_maker: a pending platform-scope action. */
    async platformAction(): Promise<number> {
      const entity = await newEntity(h);
      return proposeEdit(await as('dl_admin_maker'), entity.id, { version: entity.version, phone: '+44 117 999 9999' });
    },

    async registrationRequest(): Promise<number> {
      return (await onboard(h)).id;
    },

    /** The download address of a new registration request's first document. */
    async registrationDocument(): Promise<string> {
      const { id } = await onboard(h);
      const detail = await (await as('super_admin')).get(`${API}/registration-requests/${id}`);
      expectStatus(detail, 200);
      return detail.json().data.documents[0].url;
    },

    entity(status: 'active' | 'suspended' = 'active') {
      return newEntity(h, 'bank', status);
    },

    /** A user without roles made by the super_admin. */
    async user(): Promise<number> {
      const created = await (
        await as('super_admin')
      ).post(`${API}/admin/users`, { name: 'Matrix Person', email: newEmail('matrix'), is_active: true, roles: [] });
      expectStatus(created, 201);
      return created.json().data.id;
    },

    /** A small valid data tape as the upload widget sends it. */
    async tape(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
      tapes += 1;
      const path = join(h.t.config.dataDir, `matrix-tape-${tapes}.csv`);
      await writeCsvTape(path, validLoanRecords(2, `MATRIX${tapes}`));
      const form = new FormData();
      form.append('file', await openAsBlob(path, { type: 'text/csv' }), `matrix-tape-${tapes}.csv`);
      return multipartBody(form);
    },

    /** A Northwind batch uploaded by its officer, once its validation has finished. */
    async batch(): Promise<number> {
      const officer = await as('bank_officer');
      const { payload, headers } = await fixtures.tape();
      const uploaded = await officer.send('POST', `${API}/batches`, { body: payload, headers });
      expectStatus(uploaded, 202);
      const id: number = uploaded.json().data.id;
      // Validation runs after the answer: wait for the state it ends in.
      for (;;) {
        const batch = await officer.get(`${API}/batches/${id}`);
        expectStatus(batch, 200);
        if (batch.json().data.status !== 'validating') return id;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
  return fixtures;
}

export type Fixtures = ReturnType<typeof matrixFixtures>;
