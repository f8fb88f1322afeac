import { describe, expect, it } from 'vitest';
import { LOAN_FIELDS, LOAN_FIELD_GROUPS, loanEnumLabel, loanFieldsOfGroup } from '@/domain/loans/fields';
import { LOAN_INPUT_FIELDS, OPTIONAL_LOAN_FIELDS } from '@/domain/loans/vocabulary';

describe('loan field table', () => {
  it('describes every entered field once, in template order', () => {
    expect(LOAN_FIELDS.map((field) => field.name)).toEqual([...LOAN_INPUT_FIELDS]);
  });

  it('places every field in one group', () => {
    const grouped = LOAN_FIELD_GROUPS.flatMap((group) => loanFieldsOfGroup(group.id).map((field) => field.name));
    expect(grouped.sort()).toEqual([...LOAN_INPUT_FIELDS].sort());
    for (const group of LOAN_FIELD_GROUPS) expect(loanFieldsOfGroup(group.id).length).toBeGreaterThan(0);
  });

  it('marks the optional fields', () => {
    expect(LOAN_FIELDS.filter((field) => field.optional).map((field) => field.name)).toEqual([...OPTIONAL_LOAN_FIELDS]);
  });

  it('labels enum values for people', () => {
    expect(loanEnumLabel('loan_purpose', 'cash_out')).toBe('Cash-out refinance');
    expect(loanEnumLabel('amortisation_type', 'interest_only')).toBe('Interest only');
    expect(loanEnumLabel('region', 'NY')).toBe('New York (NY)');
    expect(loanEnumLabel('loan_ref', 'LN-1')).toBe('LN-1');
  });
});
