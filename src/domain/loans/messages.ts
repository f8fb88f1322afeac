/** What a user reads when a loan field is wrong; `noun` is the field as messages name it. */
export const LOAN_MESSAGES = {
  required: (noun: string) => `The ${noun} field is required.`,
  notText: (noun: string) => `The ${noun} must be text.`,
  tooLong: (noun: string, max: number) => `The ${noun} must not be longer than ${max} characters.`,
  forbiddenCharacters: (noun: string) => `The ${noun} must not contain control or text-direction characters.`,
  notMoney: (noun: string) => `The ${noun} must be an amount such as 250000.00, without separators.`,
  notPct: (noun: string) => `The ${noun} must be a number such as 3.25.`,
  tooManyDecimals: (noun: string, decimals: number) => `The ${noun} must have at most ${decimals} decimal places.`,
  tooLarge: (noun: string) => `The ${noun} is too large.`,
  greaterThan: (noun: string, min: string) => `The ${noun} must be greater than ${min}.`,
  atLeast: (noun: string, min: string) => `The ${noun} must be ${min} or more.`,
  between: (noun: string, min: string | number, max: string | number) =>
    `The ${noun} must be between ${min} and ${max}.`,
  notInteger: (noun: string) => `The ${noun} must be a whole number.`,
  notDate: (noun: string) => `The ${noun} must be a date in the form YYYY-MM-DD.`,
  notOneOf: (noun: string, values: readonly string[]) =>
    values.length <= 8
      ? `The ${noun} must be one of: ${values.join(', ')}.`
      : `The selected ${noun} is not in the list.`,

  cutoffInFuture: 'The data cut-off date must not be in the future.',
  cutoffBeforeOrigination: 'The data cut-off date must be on or after the origination date.',
  originationNotBeforeMaturity: 'The origination date must be before the maturity date.',
  maturityNotAfterCutoff: 'The maturity date must be after the data cut-off date.',
  currentAboveOriginal: 'The current principal must not exceed 110% of the original principal.',
  valuationAfterCutoff: 'The valuation date must be on or before the data cut-off date.',
  lastPaymentAfterCutoff: 'The last payment date must be on or before the data cut-off date.',
  arrearsBalanceWithoutDays: 'The arrears balance must be 0 when there are no days in arrears.',
  performingInArrears: 'A performing loan cannot have days in arrears.',
  arrearsWithoutDays: 'An account in arrears must have days in arrears.',
} as const;
