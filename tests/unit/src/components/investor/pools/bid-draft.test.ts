/** The bid screen's running total and its reading of a refused bid's errors. */
import { describe, expect, it } from 'vitest';
import {
  draftBody,
  draftFigures,
  draftFrom,
  fillOpenLines,
  principalsOf,
} from '../../../../../../src/components/investor/pools/bid-draft';
import { bidProblems } from '../../../../../../src/components/investor/pools/bid-errors';

const LINES = [
  { line: 1, current_principal: '100000.00', price_pct: '97.125', excluded: false, amount: '97125.00' },
  { line: 2, current_principal: '250000.55', price_pct: null, excluded: false, amount: null },
  { line: 3, current_principal: '75000.10', price_pct: null, excluded: true, amount: '0.00' },
];

describe('the bid being typed', () => {
  it('totals the priced lines exactly, counting open, excluded and refused prices apart', () => {
    const draft = draftFrom(LINES);
    const principals = principalsOf(LINES, 'GBP');
    expect(draftFigures(draft, principals, 'GBP')).toEqual({
      total: '97125.00',
      priced: 1,
      excluded: 1,
      invalid: 0,
      open: 1,
    });
    const filled = fillOpenLines(draft, '101');
    // 250000.55 x 101% = 252500.5555, half up to 252500.56.
    expect(draftFigures(filled, principals, 'GBP').total).toBe('349625.56');
    const wrong = { ...filled, prices: ['97.125', '0', ''] };
    expect(draftFigures(wrong, principals, 'GBP')).toMatchObject({ total: '97125.00', invalid: 1 });
  });

  it('sends every line, priced or excluded, with the version it revises', () => {
    const body = draftBody(fillOpenLines(draftFrom(LINES), ' 99.5 '), 4);
    expect(body).toEqual({
      lines: [
        { line: 1, price_pct: '97.125' },
        { line: 2, price_pct: '99.5' },
        { line: 3, excluded: true },
      ],
      version: 4,
    });
    expect(draftBody(draftFrom(LINES), null)).not.toHaveProperty('version');
  });
});

describe('a refused bid’s errors', () => {
  it('names rows and lines in a banker’s words, in file order, the bid as a whole last', () => {
    expect(
      bidProblems({
        file: ['2 lines have no price.'],
        'rows.12.price_pct': ['Give a price.'],
        'rows.3': ['The row has 4 values.'],
        'lines.0.line': ['Line 1 is already priced.'],
      }),
    ).toEqual([
      { key: 'lines.0.line', where: 'Line 1', message: 'Line 1 is already priced.' },
      { key: 'rows.3', where: 'Row 3', message: 'The row has 4 values.' },
      { key: 'rows.12.price_pct', where: 'Row 12, price_pct', message: 'Give a price.' },
      { key: 'file', where: 'The file', message: '2 lines have no price.' },
    ]);
  });
});
