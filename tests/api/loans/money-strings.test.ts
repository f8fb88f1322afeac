/**
 * Money in a loan body only as decimal strings, kept to the cent at the column's full precision
 * (16 integer digits): a JSON number went through a float (1234567890123456.78 became ...456.80).
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans } from '../../../server/db/schema/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';
import { loanPool } from '../../support/trading.ts';
import { newLoan } from '../../support/valid-loan.ts';

const MONEY_FIELDS = [
  'original_principal',
  'current_principal',
  'monthly_payment',
  'property_value',
  'arrears_balance',
] as const;
const notAString = (field: string, example = '250000.00') => [
  `The ${field.replace(/_/g, ' ')} must be a decimal string such as "${example}".`,
];

describe('money as decimal strings', () => {
  const h = useApiHarness();

  it.each(MONEY_FIELDS)('refuses %s as a JSON number on create and edit, and writes nothing', async (field) => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const before = await h.t.db.$count(loans);
    const created = await officer.post(`${API}/loans`, newLoan({ [field]: 1000 }));
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ [field]: notAString(field) });
    expect(await h.t.db.$count(loans)).toBe(before);

    const draft = await officer.post(`${API}/loans`, newLoan());
    expect(draft.statusCode, draft.body).toBe(201);
    const edited = await officer.patch(`${API}/loans/${draft.json().data.id}`, { [field]: 1000 });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json().errors).toEqual({ [field]: notAString(field) });
  });

  it('refuses the asking price as a JSON number', async () => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const approved = await loanPool(h)('Northwind Bank', 'approved');
    const listed = await officer.post(`${API}/loans/${approved}/list`, {
      asking_price_pct: 98.5,
      listing_description: 'A performing loan.',
    });
    expect(listed.statusCode, listed.body).toBe(422);
    expect(listed.json().errors).toEqual({ asking_price_pct: notAString('asking_price_pct', '98.500') });
  });

  it('keeps 1234567890123456.78 to the cent, and refuses it as a JSON number', async () => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const exact = '1234567890123456.78';
    const asNumber = await officer.send('POST', `${API}/loans`, {
      body: JSON.stringify(newLoan()).replace('"original_principal":"250000.00"', `"original_principal":${exact}`),
      headers: { 'content-type': 'application/json' },
    });
    expect(asNumber.statusCode, asNumber.body).toBe(422);

    const created = await officer.post(
      `${API}/loans`,
      newLoan({ original_principal: exact, current_principal: exact, property_value: exact }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await h.t.db.select().from(loans).where(eq(loans.id, created.json().data.id));
    expect([row!.originalPrincipal, row!.currentPrincipal, row!.propertyValue]).toEqual([exact, exact, exact]);
    const read = (await officer.get(`${API}/loans/${row!.id}`)).json().data;
    expect([read.original_principal, read.current_principal]).toEqual([exact, exact]);
  });

  it('adds up principals past 16 integer digits in every summary without overflowing', async () => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const investor = await signIn(h, DEMO.summitAnalyst.email);
    const largest = '9999999999999999.99';
    const ids: number[] = [];
    for (let index = 0; index < 2; index++) {
      const created = await officer.post(
        `${API}/loans`,
        newLoan({ original_principal: largest, current_principal: largest, property_value: largest }),
      );
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data.id);
    }
    const bank = await officer.get(`${API}/bank/summary`);
    expect(bank.statusCode, bank.body).toBe(200);
    const drafts = bank.json().data.loans_by_status.find((row: { status: string }) => row.status === 'draft');
    const currency = newLoan({}).currency;
    const inCurrency = drafts.principal_by_currency.find((entry: { currency: string }) => entry.currency === currency);
    expect(BigInt(inCurrency.amount.replace('.', ''))).toBeGreaterThanOrEqual(2n * 999999999999999999n);

    await h.t.db
      .update(loans)
      .set({ status: 'listed', listedAt: new Date(), askingPricePct: '99.000', listingDescription: 'Large.' })
      .where(inArray(loans.id, ids));
    const market = await investor.get(`${API}/marketplace/summary`);
    expect(market.statusCode, market.body).toBe(200);
    const listedIn = market.json().data.by_currency.find((entry: { key: string }) => entry.key === currency) as {
      total_current_principal: string;
    };
    expect(BigInt(listedIn.total_current_principal.replace('.', ''))).toBeGreaterThanOrEqual(2n * 999999999999999999n);
    const csv = await investor.get(`${API}/marketplace/loans.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(largest);
  });
});
