import { describe, expect, it } from 'vitest';
import { validateLoan } from '@/domain/loans/validate';
import { LOAN_INPUT_FIELDS, OPTIONAL_LOAN_FIELDS } from '@/domain/loans/vocabulary';
import { TODAY, VALID_LOAN, VALID_LOAN_ROW, loanWith } from '../../../../support/valid-loan.ts';

const check = (changes: Record<string, unknown>) => validateLoan(loanWith(changes), { today: TODAY });
const errorsOf = (changes: Record<string, unknown>) => check(changes).errors;

describe('validateLoan: a valid loan', () => {
  it('gives the normalised values and no errors or warnings', () => {
    const result = validateLoan(VALID_LOAN_ROW, { today: TODAY });
    expect(result.errors).toEqual({});
    expect(result.warnings).toEqual({});
    // The row normalised is the API's body of the same loan, under the row's own reference and currency.
    expect(result.values).toEqual({
      ...VALID_LOAN,
      loan_ref: VALID_LOAN_ROW.loan_ref,
      currency: VALID_LOAN_ROW.currency,
    });
  });

  it('accepts JSON numbers as an API body or an XLSX cell gives them', () => {
    const result = check({
      original_principal: 250000,
      interest_rate_pct: 3.25,
      original_term_months: 360,
      credit_score: 742,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      original_principal: '250000.00',
      interest_rate_pct: '3.2500',
      original_term_months: 360,
      credit_score: 742,
    });
  });

  it('trims spaces and reads enum values in any case', () => {
    const result = check({
      loan_ref: '  LN-1 ',
      rate_type: 'Fixed',
      currency: 'usd',
      region: 'ca',
      original_principal: ' 250000.00 ',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      loan_ref: 'LN-1',
      rate_type: 'fixed',
      currency: 'USD',
      region: 'CA',
      original_principal: '250000.00',
    });
  });

  it('reads a Date as its UTC day', () => {
    const result = check({ valuation_date: new Date(Date.UTC(2021, 1, 20)) });
    expect(result.values?.valuation_date).toBe('2021-02-20');
  });

  it('gives no values while any field is wrong', () => {
    expect(check({ credit_score: '200' }).values).toBeUndefined();
  });
});

describe('validateLoan: required and optional fields', () => {
  const required = LOAN_INPUT_FIELDS.filter((field) => !OPTIONAL_LOAN_FIELDS.includes(field));

  it.each(required)('%s is required (missing, null or blank)', (field) => {
    const noun = /The (.+) field is required\./;
    for (const missing of [undefined, null, '', '   ']) {
      const errors = errorsOf({ [field]: missing })[field];
      expect(errors).toHaveLength(1);
      expect(errors?.[0]).toMatch(noun);
    }
  });

  it('names fields in plain words', () => {
    expect(errorsOf({ loan_ref: '' }).loan_ref).toEqual(['The loan reference field is required.']);
    expect(errorsOf({ current_ltv_pct: '' }).current_ltv_pct).toEqual(['The current LTV field is required.']);
    expect(errorsOf({ borrower_count: '' }).borrower_count).toEqual(['The number of borrowers field is required.']);
  });

  it.each(OPTIONAL_LOAN_FIELDS)('%s may be left empty and is then null', (field) => {
    const result = check({ [field]: '' });
    expect(result.errors).toEqual({});
    expect(result.values?.[field]).toBeNull();
  });
});

describe('validateLoan: text', () => {
  it('loan_ref holds up to 64 characters', () => {
    expect(errorsOf({ loan_ref: 'A'.repeat(64) }).loan_ref).toBeUndefined();
    expect(errorsOf({ loan_ref: 'A'.repeat(65) }).loan_ref).toEqual([
      'The loan reference must not be longer than 64 characters.',
    ]);
  });

  it('refuses control and text-direction characters', () => {
    expect(errorsOf({ loan_ref: 'LN\u202E1' }).loan_ref).toEqual([
      'The loan reference must not contain control or text-direction characters.',
    ]);
    expect(errorsOf({ loan_ref: 'LN\u00001' }).loan_ref).toHaveLength(1);
  });

  it('postcode_prefix holds 1 to 4 letters or digits, never an address', () => {
    expect(errorsOf({ postcode_prefix: '9' }).postcode_prefix).toBeUndefined();
    expect(errorsOf({ postcode_prefix: 'SW1A' }).postcode_prefix).toBeUndefined();
    expect(errorsOf({ postcode_prefix: '94103' }).postcode_prefix).toEqual([
      'The ZIP code prefix must not be longer than 4 characters.',
    ]);
    expect(errorsOf({ postcode_prefix: '1 Ma' }).postcode_prefix).toEqual([
      'The ZIP code prefix may contain only letters and digits.',
    ]);
  });
});

describe('validateLoan: money', () => {
  it('takes at most 2 decimals (trailing zeros aside)', () => {
    expect(errorsOf({ monthly_payment: '1088.025' }).monthly_payment).toEqual([
      'The monthly payment must have at most 2 decimal places.',
    ]);
    expect(check({ monthly_payment: '1088.0200' }).values?.monthly_payment).toBe('1088.02');
    expect(check({ monthly_payment: '1088.5' }).values?.monthly_payment).toBe('1088.50');
  });

  it.each(['250,000.00', '250000,50', '$250000', '1e5', 'abc', '12.3.4', '.5'])('refuses %j as an amount', (raw) => {
    expect(errorsOf({ property_value: raw }).property_value).toEqual([
      'The property value must be an amount such as 250000.00, without separators.',
    ]);
  });

  it('refuses amounts beyond numeric(18,2)', () => {
    expect(errorsOf({ property_value: '9999999999999999.99' }).property_value).toBeUndefined();
    expect(errorsOf({ property_value: '10000000000000000' }).property_value).toEqual([
      'The property value is too large.',
    ]);
  });

  it.each(['original_principal', 'current_principal', 'property_value'] as const)(
    '%s must be greater than 0',
    (field) => {
      expect(errorsOf({ [field]: '0.00' })[field]).toEqual([`The ${field.replace('_', ' ')} must be greater than 0.`]);
      expect(errorsOf({ [field]: '-5' })[field]).toHaveLength(1);
      expect(errorsOf({ [field]: '0.01' })[field]).toBeUndefined();
    },
  );

  it.each(['monthly_payment', 'arrears_balance'] as const)('%s may be 0 but not negative', (field) => {
    expect(errorsOf({ [field]: '0' })[field]).toBeUndefined();
    expect(errorsOf({ [field]: '-0.01' })[field]).toEqual([`The ${field.replace('_', ' ')} must be 0 or more.`]);
  });
});

describe('validateLoan: percentages', () => {
  it('interest_rate_pct is 0 to 25 with up to 4 decimals', () => {
    expect(errorsOf({ interest_rate_pct: '0' }).interest_rate_pct).toBeUndefined();
    expect(errorsOf({ interest_rate_pct: '25.0000' }).interest_rate_pct).toBeUndefined();
    expect(errorsOf({ interest_rate_pct: '25.0001' }).interest_rate_pct).toEqual([
      'The interest rate must be between 0 and 25.',
    ]);
    expect(errorsOf({ interest_rate_pct: '-0.0001' }).interest_rate_pct).toEqual([
      'The interest rate must be between 0 and 25.',
    ]);
    expect(errorsOf({ interest_rate_pct: '3.12345' }).interest_rate_pct).toEqual([
      'The interest rate must have at most 4 decimal places.',
    ]);
    expect(errorsOf({ interest_rate_pct: '3,25' }).interest_rate_pct).toEqual([
      'The interest rate must be a number such as 3.25.',
    ]);
    expect(errorsOf({ interest_rate_pct: '1000' }).interest_rate_pct).toEqual([
      'The interest rate must be between 0 and 25.',
    ]);
  });

  it('original_ltv_pct is 1 to 150', () => {
    expect(errorsOf({ original_ltv_pct: '1' }).original_ltv_pct).toBeUndefined();
    expect(errorsOf({ original_ltv_pct: '150' }).original_ltv_pct).toBeUndefined();
    expect(errorsOf({ original_ltv_pct: '0.9999' }).original_ltv_pct).toEqual([
      'The original LTV must be between 1 and 150.',
    ]);
    expect(errorsOf({ original_ltv_pct: '150.0001' }).original_ltv_pct).toHaveLength(1);
  });

  it('current_ltv_pct is 0 to 200 and warns above 100', () => {
    expect(check({ current_ltv_pct: '0' }).errors).toEqual({});
    expect(check({ current_ltv_pct: '100' }).warnings).toEqual({});
    const above = check({ current_ltv_pct: '100.0001' });
    expect(above.errors).toEqual({});
    expect(above.values).toBeDefined();
    expect(above.warnings).toEqual({ current_ltv_pct: ['The current LTV is above 100%.'] });
    expect(errorsOf({ current_ltv_pct: '200' }).current_ltv_pct).toBeUndefined();
    expect(errorsOf({ current_ltv_pct: '200.0001' }).current_ltv_pct).toEqual([
      'The current LTV must be between 0 and 200.',
    ]);
  });

  it('dti_pct is 0 to 100 and warns above 60', () => {
    expect(check({ dti_pct: '60' }).warnings).toEqual({});
    expect(check({ dti_pct: '60.01' }).warnings).toEqual({ dti_pct: ['The debt-to-income ratio is above 60%.'] });
    expect(errorsOf({ dti_pct: '100' }).dti_pct).toBeUndefined();
    expect(errorsOf({ dti_pct: '100.5' }).dti_pct).toEqual(['The debt-to-income ratio must be between 0 and 100.']);
  });
});

describe('validateLoan: whole numbers', () => {
  it.each([
    ['original_term_months', 1, 480, 'original term'],
    ['lien_position', 1, 3, 'lien position'],
    ['credit_score', 300, 850, 'credit score'],
    ['borrower_count', 1, 4, 'number of borrowers'],
  ] as const)('%s is %i to %i', (field, min, max, noun) => {
    expect(errorsOf({ [field]: String(min) })[field]).toBeUndefined();
    expect(errorsOf({ [field]: String(max) })[field]).toBeUndefined();
    expect(errorsOf({ [field]: String(min - 1) })[field]).toEqual([`The ${noun} must be between ${min} and ${max}.`]);
    expect(errorsOf({ [field]: String(max + 1) })[field]).toEqual([`The ${noun} must be between ${min} and ${max}.`]);
  });

  it('days_in_arrears is 0 or more', () => {
    expect(errorsOf({ days_in_arrears: '-1' }).days_in_arrears).toEqual([
      'The days in arrears must be between 0 and 100000.',
    ]);
  });

  it('reads "360.0" from a spreadsheet but refuses fractions and words', () => {
    expect(check({ original_term_months: '360.0' }).values?.original_term_months).toBe(360);
    expect(errorsOf({ original_term_months: '360.5' }).original_term_months).toEqual([
      'The original term must be a whole number.',
    ]);
    expect(errorsOf({ original_term_months: 'thirty' }).original_term_months).toEqual([
      'The original term must be a whole number.',
    ]);
    expect(errorsOf({ original_term_months: 360.5 }).original_term_months).toHaveLength(1);
  });
});

describe('validateLoan: dates', () => {
  it.each(['2026-02-30', '2026-13-01', '31/10/2026', '2026-1-5', '20261031', 'soon'])('refuses %j', (raw) => {
    expect(errorsOf({ valuation_date: raw }).valuation_date).toEqual([
      'The valuation date must be a date in the form YYYY-MM-DD.',
    ]);
  });

  it('accepts 29 February in a leap year only', () => {
    expect(errorsOf({ valuation_date: '2020-02-29' }).valuation_date).toBeUndefined();
    expect(errorsOf({ valuation_date: '2021-02-29' }).valuation_date).toHaveLength(1);
  });

  it('the cut-off may be today but not in the future', () => {
    expect(errorsOf({ data_cutoff_date: TODAY }).data_cutoff_date).toBeUndefined();
    expect(errorsOf({ data_cutoff_date: '2026-11-24' }).data_cutoff_date).toEqual([
      'The data cut-off date must not be in the future.',
    ]);
  });

  it('the cut-off is on or after the origination date', () => {
    expect(errorsOf({ origination_date: '2026-10-31', valuation_date: '2026-10-01' }).data_cutoff_date).toBeUndefined();
    expect(errorsOf({ origination_date: '2026-11-01' }).data_cutoff_date).toEqual([
      'The data cut-off date must be on or after the origination date.',
    ]);
  });

  it('the origination date is before the maturity date', () => {
    const errors = errorsOf({ origination_date: '2051-03-15' });
    expect(errors.origination_date).toEqual(['The origination date must be before the maturity date.']);
  });

  it('the maturity date is after the cut-off', () => {
    expect(errorsOf({ maturity_date: '2026-11-01' }).maturity_date).toBeUndefined();
    expect(errorsOf({ maturity_date: '2026-10-31' }).maturity_date).toEqual([
      'The maturity date must be after the data cut-off date.',
    ]);
  });

  it('the valuation and last payment dates are on or before the cut-off', () => {
    expect(errorsOf({ valuation_date: '2026-10-31', last_payment_date: '2026-10-31' })).toEqual({});
    expect(errorsOf({ valuation_date: '2026-11-01' }).valuation_date).toEqual([
      'The valuation date must be on or before the data cut-off date.',
    ]);
    expect(errorsOf({ last_payment_date: '2026-11-01' }).last_payment_date).toEqual([
      'The last payment date must be on or before the data cut-off date.',
    ]);
  });

  it('skips date-order rules when a date they read is itself wrong', () => {
    const errors = errorsOf({ data_cutoff_date: 'later' });
    expect(Object.keys(errors)).toEqual(['data_cutoff_date']);
    expect(errors.data_cutoff_date).toEqual(['The data cut-off date must be a date in the form YYYY-MM-DD.']);
  });
});

describe('validateLoan: principal', () => {
  it('the current principal may be up to exactly 110% of the original, compared in cents', () => {
    expect(
      errorsOf({ original_principal: '100000.01', current_principal: '110000.01' }).current_principal,
    ).toBeUndefined();
    expect(
      errorsOf({ original_principal: '100000.00', current_principal: '110000.00' }).current_principal,
    ).toBeUndefined();
    expect(errorsOf({ original_principal: '100000.00', current_principal: '110000.01' }).current_principal).toEqual([
      'The current principal must not exceed 110% of the original principal.',
    ]);
    // 0.1 + 0.2 style float error would put 1.1 x 0.30 above 0.33.
    expect(errorsOf({ original_principal: '0.30', current_principal: '0.33' }).current_principal).toBeUndefined();
    expect(
      errorsOf({ original_principal: '9999999999999999.99', current_principal: '9999999999999999.99' })
        .current_principal,
    ).toBeUndefined();
  });
});

describe('validateLoan: arrears', () => {
  it('the arrears balance is 0 when there are no days in arrears', () => {
    expect(errorsOf({ days_in_arrears: '0', arrears_balance: '0.01' }).arrears_balance).toEqual([
      'The arrears balance must be 0 when there are no days in arrears.',
    ]);
    expect(errorsOf({ days_in_arrears: '30', arrears_balance: '1200', account_status: 'arrears' })).toEqual({});
  });

  it('a performing loan has no days in arrears', () => {
    expect(errorsOf({ days_in_arrears: '1', arrears_balance: '50' }).account_status).toEqual([
      'A performing loan cannot have days in arrears.',
    ]);
  });

  it('an account in arrears has days in arrears', () => {
    expect(errorsOf({ account_status: 'arrears' }).account_status).toEqual([
      'An account in arrears must have days in arrears.',
    ]);
  });

  it.each(['restructured', 'defaulted'])('a %s loan may have arrears or none', (status) => {
    expect(errorsOf({ account_status: status })).toEqual({});
    expect(errorsOf({ account_status: status, days_in_arrears: '120', arrears_balance: '4000' })).toEqual({});
  });
});

describe('validateLoan: lists', () => {
  it('lists short vocabularies in the message', () => {
    expect(errorsOf({ rate_type: 'floating' }).rate_type).toEqual([
      'The rate type must be one of: fixed, variable, mixed.',
    ]);
    expect(errorsOf({ account_status: 'late' }).account_status).toEqual([
      'The account status must be one of: performing, arrears, restructured, defaulted.',
    ]);
  });

  it('refuses a currency or region outside the lists', () => {
    expect(errorsOf({ currency: 'XYZ' }).currency).toEqual(['The selected currency is not in the list.']);
    expect(errorsOf({ region: 'DE1' }).region).toEqual(['The selected region is not in the list.']);
    expect(errorsOf({ region: 'DC' }).region).toBeUndefined();
  });

  it.each([
    ['amortisation_type', 'interest_only'],
    ['loan_purpose', 'cash_out'],
    ['property_type', 'multi_family'],
    ['occupancy', 'second_home'],
    ['first_time_buyer', 'unknown'],
  ])('%s accepts %s', (field, value) => {
    expect(errorsOf({ [field]: value })).toEqual({});
  });

  it('refuses a number where a word is expected', () => {
    expect(errorsOf({ occupancy: 1 }).occupancy).toHaveLength(1);
  });
});

describe('validateLoan: many problems at once', () => {
  it('reports each field with its own messages', () => {
    const result = check({ loan_ref: '', credit_score: '900', interest_rate_pct: '30' });
    expect(Object.keys(result.errors).sort()).toEqual(['credit_score', 'interest_rate_pct', 'loan_ref']);
    expect(result.values).toBeUndefined();
  });
});
