/** The shared text rules: which characters no field accepts, and what a person's name may be. */
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, looksLikeAddress } from '@/domain/text-rules';

describe('text rules', () => {
  it.each([
    '\u0000',
    '\u0007',
    '\r',
    '\n',
    '\t',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuse %j on one line', (char) => {
    expect(hasForbiddenCharacters(`before${char}after`)).toBe(true);
  });

  it('let multi-line text keep line breaks and tabs, and nothing else', () => {
    expect(hasForbiddenCharacters('Kongens gate 1\r\n0153 Oslo\tNorway', 'multi-line')).toBe(false);
    expect(hasForbiddenCharacters('Kongens gate 1\u0000', 'multi-line')).toBe(true);
    expect(hasForbiddenCharacters('Kongens gate 1\u202e', 'multi-line')).toBe(true);
  });

  it('accept ordinary text in any script, with the marks names need', () => {
    for (const value of [
      'Zoë O’Brien-Łukasiewicz',
      'Søren Kierkegaard',
      'محمد بن موسى',
      '山田 太郎',
      'J. R. R. Tolkien',
    ]) {
      expect(hasForbiddenCharacters(value)).toBe(false);
      expect(looksLikeAddress(value)).toBe(false);
    }
  });

  it.each(['see https://evil.example', 'www.evil.example', 'mail me@evil.example', 'cheap-loans.com', '<b>Bold</b>'])(
    'take %j for an address, not a name',
    (value) => {
      expect(looksLikeAddress(value)).toBe(true);
    },
  );
});
