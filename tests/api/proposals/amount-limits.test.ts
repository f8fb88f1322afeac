/**
 * A price on a very large principal can come to more than any amount the platform records
 * (numeric(18,2)): the proposal and the counter are refused under the price with a 422, never
 * a 500, and an amount that fits is kept to the cent.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans } from '../../../server/db/schema/index.ts';
import { useProposalFile } from './support.ts';
import { API } from '../../support/api-harness.ts';
import { expectStatus, submit, validTerms } from '../../support/trading.ts';

const { h, as, listed } = useProposalFile();
const LARGEST = '9999999999999999.99';

describe('amounts at the edge of what the platform records', () => {
  it('refuses a proposal or a counter whose amount would not fit, and keeps one that does to the cent', async () => {
    const investor = await as('investor_user');
    const loanId = await listed();
    await h.t.db
      .update(loans)
      .set({ currentPrincipal: LARGEST, originalPrincipal: LARGEST })
      .where(eq(loans.id, loanId));

    const tooMuch = await investor.post(`${API}/proposals`, {
      loan_id: loanId,
      ...validTerms({ price_pct: '150.000' }),
    });
    expectStatus(tooMuch, 422);
    expect(tooMuch.json().errors.price_pct).toEqual([
      'At this price the amount comes to more than the largest amount the platform records (9,999,999,999,999,999.99).',
    ]);

    const atPar = await submit(investor, loanId, { price_pct: '100.000' });
    expect(atPar.amount).toBe(LARGEST);
    const counter = await (
      await as('bank_officer')
    ).post(`${API}/proposals/${atPar.id}/counter`, { price_pct: '100.001' });
    expectStatus(counter, 422);
    expect(Object.keys(counter.json().errors)).toEqual(['price_pct']);
  });
});
