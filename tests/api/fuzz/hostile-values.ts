/** Values that have broken servers before: ids past the database range, text no column holds, wrong types, sizes and shapes. */
import fc from 'fast-check';

export const IDS_PAST_RANGE = ['2147483648', '99999999999999999999', '4294967296', '9007199254740993'];

/** Text no column can hold, alone and inside ordinary text. */
export const UNSTORABLE_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udfff\ud800', 'ok\ud83d'];

const deepList = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

/** Any JSON value a field might be given instead of the one it wants, by kind, text no column holds and ids past the range first. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...IDS_PAST_RANGE, 2147483648, 1e20, Number.MAX_SAFE_INTEGER + 2) },
  // Money as JSON numbers: a float cannot hold what they say.
  { weight: 2, arbitrary: fc.constantFrom(250000.5, 2.5e5, 1234567890123456.78, 0.1 + 0.2, -1, 0, 1.5, -0, 1e308) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      '',
      ' ',
      [],
      {},
      [null],
      { a: 1 },
      '[]',
      '{}',
      'null',
      'NaN',
      'Infinity',
      '-0',
      '1e400',
      '0x10',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x'.repeat(70_000),
      '9'.repeat(400),
      '1'.repeat(17) + '.00',
      '99999999999999999.99',
      '9999999999999999.99',
      '-1.001',
      '1.0000001',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u202e',
      '\r\n',
      '\t',
      '\u0085',
      '\ufeff',
      '🏦',
      'é'.normalize('NFD'),
      '<script>',
      "'; drop table loans; --",
      '%00',
      '\\u0000',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '0000-01-01',
      '9999-12-31',
      '2026-13-01',
      '20260101',
      '2026-1-1',
      'today',
      '-infinity',
    ),
  },
  { weight: 1, arbitrary: fc.constant(deepList(2_000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** What a query string or path segment may carry instead: already text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...IDS_PAST_RANGE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x1f',
      'NaN',
      'Infinity',
      'true',
      'null',
      '[]',
      '%',
      '%zz',
      '\\',
      '..',
      '/',
      '?',
      '#',
      '&',
      '=',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x'.repeat(5_000),
      '9'.repeat(400),
      '99999999999999999.99',
      '\u202e',
      '\ud83d\ude00',
      'é',
      '9999-12-31',
      '0000-01-01',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);

/** A whole JSON body that is not what any route takes: mostly a value that is not an object. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('null', '42', '"text"', '[]', '[{}]', 'true', '-1.5e300', '"\\ud800"') },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '\u0000', '', ' ', '{}{}', "{'a':1}") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a\\u0000b":1}',
      '{"\\ud800":"x"}',
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      `{"a":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`,
    ),
  },
);
