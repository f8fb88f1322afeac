import { describe, expect, it } from 'vitest';
import { changedValues, formValuesOf } from '@/components/bank/loan-form/form-values';
import { validateLoan, type LoanValues } from '@/domain/loans/validate';
import { TODAY, VALID_LOAN_ROW } from '../../../../../support/valid-loan.ts';

const valuesOf = (input: Record<string, unknown>) => validateLoan(input, { today: TODAY }).values as LoanValues;

describe('loan form values', () => {
  it('shows a loaded loan as text, empty for null', () => {
    const form = formValuesOf({ ...valuesOf(VALID_LOAN_ROW), dti_pct: null, credit_score: 700 });
    expect(form.dti_pct).toBe('');
    expect(form.credit_score).toBe('700');
    expect(form.original_principal).toBe('250000.00');
  });

  it('sends only the changed fields of an approved loan, compared after normalising', () => {
    const before = valuesOf(VALID_LOAN_ROW);
    const after = valuesOf({ ...VALID_LOAN_ROW, original_principal: '250000.0', interest_rate_pct: '3.5' });
    expect(changedValues(after, before)).toEqual({ interest_rate_pct: '3.5000' });
  });

  it('sends everything when there is nothing to compare with', () => {
    const values = valuesOf(VALID_LOAN_ROW);
    expect(changedValues(values, null)).toEqual(values);
  });
});
