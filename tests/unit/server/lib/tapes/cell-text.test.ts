import { describe, expect, it } from 'vitest';
import { cellText, plainDecimal } from '../../../../../server/lib/tapes/cell-text.ts';
import { csvLine, neutraliseCell } from '../../../../../server/lib/tapes/csv-text.ts';
import { detectDelimiter } from '../../../../../server/lib/tapes/csv-rows.ts';

describe('spreadsheet cells as template text', () => {
  it('writes numbers as plain decimals, without float noise or exponents', () => {
    expect(plainDecimal(250000)).toBe('250000');
    expect(plainDecimal(3.875)).toBe('3.875');
    expect(plainDecimal(0.1 + 0.2)).toBe('0.3');
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(1.5e-7)).toBe('0.00000015');
    expect(plainDecimal(-2.5e22)).toBe('-25000000000000000000000');
  });

  it('writes dates as YYYY-MM-DD and reads rich text, formula results and hyperlinks', () => {
    expect(cellText(new Date('2026-06-30T00:00:00Z'))).toBe('2026-06-30');
    expect(cellText({ richText: [{ text: 'LN-' }, { text: '1' }] })).toBe('LN-1');
    expect(cellText({ formula: 'A1*2', result: 500.5 })).toBe('500.5');
    expect(cellText({ formula: 'A1*2' })).toBe('');
    expect(cellText({ text: 'LN-2', hyperlink: 'http://x' })).toBe('LN-2');
    expect(cellText(null)).toBe('');
  });
});

describe('CSV text', () => {
  it('neutralises cells a spreadsheet would run as formulas and quotes separators', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutraliseCell('+1')).toBe("'+1");
    expect(neutraliseCell('-5')).toBe("'-5");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('LN-1')).toBe('LN-1');
    expect(csvLine(['a,b', 'say "hi"', '=1+1'], true)).toBe(`"a,b","say ""hi""",'=1+1\r\n`);
  });

  it('takes the delimiter from the header line, ignoring quoted separators', () => {
    expect(detectDelimiter('a,b,c\r\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;c\n')).toBe(';');
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
  });
});
