import { describe, expect, it } from 'vitest';
import { totalsByCurrency, volumesByCurrency } from '@/components/bank/dashboard/per-currency';

describe('the bank dashboard’s money per currency', () => {
  it('totals each currency on its own, never adding two together', () => {
    expect(
      totalsByCurrency(
        ['GBP', 'USD'],
        [
          [
            { currency: 'GBP', amount: '100.10' },
            { currency: 'USD', amount: '5.00' },
          ],
          [{ currency: 'GBP', amount: '0.90' }],
        ],
      ),
    ).toEqual([
      { currency: 'GBP', amount: '101.00' },
      { currency: 'USD', amount: '5.00' },
    ]);
  });

  it('splits the volume sold into one series per currency', () => {
    expect(
      volumesByCurrency([
        { month: '2026-09', currency: 'USD', count: 1, amount: '10.00' },
        { month: '2026-09', currency: 'GBP', count: 2, amount: '20.00' },
        { month: '2026-10', currency: 'USD', count: 3, amount: '30.00' },
      ]),
    ).toEqual([
      { currency: 'GBP', months: [{ month: '2026-09', count: 2, amount: '20.00' }] },
      {
        currency: 'USD',
        months: [
          { month: '2026-09', count: 1, amount: '10.00' },
          { month: '2026-10', count: 3, amount: '30.00' },
        ],
      },
    ]);
  });
});
