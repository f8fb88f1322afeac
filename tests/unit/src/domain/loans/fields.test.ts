import { describe, expect, it } from 'vitest';
import { LOAN_FIELDS, LOAN_FIELD_GROUPS, loanFieldsOfGroup } from '@/domain/loans/fields';
import { LOAN_ENUM_OPTIONS, loanEnumLabel } from '@/domain/loans/enum-options';
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
    expect(loanEnumLabel('region', 'ZZ')).toBe('ZZ');
  });

  it('offers on every enum field exactly the choices the labels name', () => {
    const enumFields = LOAN_FIELDS.filter((field) => field.kind === 'enum');
    expect(enumFields.map((field) => field.name).sort()).toEqual(Object.keys(LOAN_ENUM_OPTIONS).sort());
    for (const field of enumFields) {
      expect(field.options).toBe(LOAN_ENUM_OPTIONS[field.name as keyof typeof LOAN_ENUM_OPTIONS]);
    }
  });
});
