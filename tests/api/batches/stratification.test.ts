/**
 * A tape's stratification never adds amounts of two currencies, nor weighs one currency's rates by
 * another's principal: totals and averages per currency, distributions per key and currency.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { useTapeServer } from './support.ts';
import { validLoanRecord, writeCsvTape } from '../../support/tape-files.ts';
import { DEMO } from '../../support/demo-people.ts';

const server = useTapeServer();

/** Rows 1 and 2 (current principal 96,000.00 at 2.01% and 97,000.00 at 2.02%) and row 3 (98,000.00 at 2.03%). */
const rowsIn = (prefix: string, currencies: [string, string, string]) =>
  currencies.map((currency, index) => ({ ...validLoanRecord(index + 1, prefix), currency, region: 'TX' }));

describe('the stratification of a tape', () => {
  it('gives two currencies their own totals and weighted averages, and no figure over both', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'two-currencies.csv');
    await writeCsvTape(path, rowsIn('CUR', ['GBP', 'GBP', 'USD']));
    const { stratification } = await officer.uploadValidated(path);

    expect(stratification).toMatchObject({
      count: 3,
      total_current_principal: null,
      weighted_average_rate_pct: null,
      weighted_average_ltv_pct: null,
    });
    expect(stratification.by_currency).toMatchObject([
      // (96,000 x 2.01 + 97,000 x 2.02) / 193,000 = 2.015025..., rounded to four places.
      { key: 'GBP', count: 2, total_current_principal: '193000.00', weighted_average_rate_pct: '2.0150' },
      { key: 'USD', count: 1, total_current_principal: '98000.00', weighted_average_rate_pct: '2.0300' },
    ]);
    expect(stratification.by_region).toEqual([
      { key: 'TX', currency: 'GBP', count: 2, current_principal: '193000.00' },
      { key: 'TX', currency: 'USD', count: 1, current_principal: '98000.00' },
    ]);
  });

  it('gives one currency its one-figure total and averages too', async () => {
    const officer = await server.signedIn(DEMO.northwindOfficer.email);
    const path = join(server.dir, 'one-currency.csv');
    await writeCsvTape(path, rowsIn('ONE', ['GBP', 'GBP', 'GBP']));
    const { stratification } = await officer.uploadValidated(path);

    expect(stratification).toMatchObject({
      count: 3,
      total_current_principal: '291000.00',
      // (96,000 x 2.01 + 97,000 x 2.02 + 98,000 x 2.03) / 291,000 = 2.020068..., rounded to four places
      weighted_average_rate_pct: '2.0201',
    });
    expect(stratification.by_currency).toHaveLength(1);
    expect(stratification.by_currency[0]).toMatchObject({ key: 'GBP', total_current_principal: '291000.00' });
  });
});
