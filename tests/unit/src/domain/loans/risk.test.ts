import { describe, expect, it } from 'vitest';
import { loanRiskWarnings } from '@/domain/loans/risk';
import { validateLoan } from '@/domain/loans/validate';
import { TODAY, VALID_LOAN } from '../../../../support/valid-loan.ts';

describe('loanRiskWarnings', () => {
  it('warns of a current LTV above 100% and a DTI above 60%, as stored or typed', () => {
    expect(loanRiskWarnings({ current_ltv_pct: '100.0001', dti_pct: 60.5 })).toEqual([
      { field: 'current_ltv_pct', message: 'The current LTV is above 100%.' },
      { field: 'dti_pct', message: 'The debt-to-income ratio is above 60%.' },
    ]);
  });

  it('says nothing at the limits, for empty values or for values that do not parse', () => {
    expect(loanRiskWarnings({ current_ltv_pct: '100', dti_pct: '60.0000' })).toEqual([]);
    expect(loanRiskWarnings({ current_ltv_pct: null, dti_pct: '' })).toEqual([]);
    expect(loanRiskWarnings({ current_ltv_pct: 'high' })).toEqual([]);
  });

  it('is the rule the loan validation warns with', () => {
    const result = validateLoan({ ...VALID_LOAN, current_ltv_pct: '104.5', dti_pct: '61' }, { today: TODAY });
    expect(result.warnings).toEqual({
      current_ltv_pct: ['The current LTV is above 100%.'],
      dti_pct: ['The debt-to-income ratio is above 60%.'],
    });
  });
});
