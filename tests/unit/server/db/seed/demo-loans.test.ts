/** The demo book keeps every loan rule and is the same at every seed. */
import { describe, expect, it } from 'vitest';
import { snapshotOf } from '../../../../../server/db/loan-snapshot.ts';
import { generateLoanFields, seededRandom } from '../../../../../server/db/seed/demo-loans.ts';
import { demoStatuses } from '../../../../../server/db/seed/demo-book.ts';
import { DEMO_STATUS_MIX } from '../../../../../server/db/seed/demo-loans.ts';
import { validateLoan } from '../../../../../src/domain/loans/validate.ts';
import { LOAN_INPUT_FIELDS, LOAN_STATUSES } from '../../../../../src/domain/loans/vocabulary.ts';
import { todayIso } from '../../../../../src/domain/loans/dates.ts';

function book(seed: number, size: number) {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => generateLoanFields(random, 'NW', i + 1, 'GBP'));
}

describe('demo loans', () => {
  it('pass validateLoan, each of them, with their values already as the rules normalise them', () => {
    const problems: unknown[] = [];
    for (const fields of book(42, 600)) {
      const input = Object.fromEntries(LOAN_INPUT_FIELDS.map((field) => [field, snapshotOf(fields)[field]]));
      const result = validateLoan(input, { today: todayIso() });
      if (Object.keys(result.errors).length > 0) problems.push({ loan: fields.loanRef, errors: result.errors });
      else if (JSON.stringify(result.values) !== JSON.stringify(input))
        problems.push({ loan: fields.loanRef, input, normalised: result.values });
    }
    expect(problems).toEqual([]);
  });

  it('come out the same for the same seed and differently for another', () => {
    expect(book(7, 50)).toEqual(book(7, 50));
    expect(book(8, 50)).not.toEqual(book(7, 50));
  });

  it('cover arrears, restructured and defaulted accounts and more than one region', () => {
    const loans = book(42, 500);
    expect(new Set(loans.map((loan) => loan.accountStatus))).toEqual(
      new Set(['performing', 'arrears', 'restructured', 'defaulted']),
    );
    expect(new Set(loans.map((loan) => loan.region)).size).toBeGreaterThan(20);
  });

  it('put every status in each demo bank', () => {
    expect(new Set(demoStatuses(DEMO_STATUS_MIX, 1000))).toEqual(new Set(LOAN_STATUSES));
  });
});
