/**
 * Every rule of DOMAIN.md "Loans" for one loan, shared by the form, the API and the data-tape
 * validator. Input values may be strings (a tape, a form) or JSON numbers; the answer carries
 * the normalised values only when nothing is wrong.
 */
import { compareDecimals, decimalFactor, decimalOf, multiplyDecimal, parseDecimal, type Decimal } from './decimal';
import { compareIsoDates, parseIsoDate } from './dates';
import {
  LOAN_FIELDS,
  MONEY_DECIMALS,
  MONEY_INTEGER_DIGITS,
  PCT_DECIMALS,
  PCT_INTEGER_DIGITS,
  type EnumFieldSpec,
  type LoanFieldSpec,
} from './fields';
import { LOAN_MESSAGES as M } from './messages';
import { riskWarningsOf } from './risk';
import { hasForbiddenCharacters } from '../text-rules';
import type {
  AccountStatus,
  AmortisationType,
  Currency,
  FirstTimeBuyer,
  LoanInputField,
  LoanPurpose,
  OccupancyType,
  PropertyType,
  RateType,
  RegionCode,
} from './vocabulary';

/** A valid loan's fields, normalised: money "250000.00", percentages "3.2500", dates "2026-01-31". */
export interface LoanValues {
  loan_ref: string;
  data_cutoff_date: string;
  currency: Currency;
  original_principal: string;
  current_principal: string;
  origination_date: string;
  maturity_date: string;
  original_term_months: number;
  interest_rate_pct: string;
  rate_type: RateType;
  amortisation_type: AmortisationType;
  monthly_payment: string;
  lien_position: number;
  loan_purpose: LoanPurpose;
  property_value: string;
  valuation_date: string;
  original_ltv_pct: string;
  current_ltv_pct: string;
  dti_pct: string | null;
  credit_score: number | null;
  property_type: PropertyType;
  occupancy: OccupancyType;
  region: RegionCode;
  postcode_prefix: string;
  borrower_count: number;
  first_time_buyer: FirstTimeBuyer;
  days_in_arrears: number;
  arrears_balance: string;
  account_status: AccountStatus;
  last_payment_date: string | null;
}

export type LoanFieldMessages = Partial<Record<LoanInputField, string[]>>;

export interface LoanValidation {
  values?: LoanValues;
  errors: LoanFieldMessages;
  warnings: LoanFieldMessages;
}

export interface ValidateLoanOptions {
  /** Today as YYYY-MM-DD: the cut-off may not be after it. */
  today: string;
}

type Parsed = { value: string | number | null; decimal?: Decimal } | { error: string };

const isEmpty = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Worked out once per field, not per value: a tape validates every field of up to 100,000 rows. */
const limitsOf = new WeakMap<LoanFieldSpec, { min: Decimal; max: Decimal | null }>();
function decimalLimits(spec: LoanFieldSpec & { min: string; max?: string }, scale: number) {
  let limits = limitsOf.get(spec);
  if (!limits) {
    limits = {
      min: decimalOf(BigInt(spec.min), scale),
      max: spec.max === undefined ? null : decimalOf(BigInt(spec.max), scale),
    };
    limitsOf.set(spec, limits);
  }
  return limits;
}

const optionsOf = new WeakMap<EnumFieldSpec, Map<string, string>>();
/** An enum field's values by their lower-case form. */
function enumValues(spec: EnumFieldSpec): Map<string, string> {
  let values = optionsOf.get(spec);
  if (!values) {
    values = new Map(spec.options.map((option) => [option.value.toLowerCase(), option.value]));
    optionsOf.set(spec, values);
  }
  return values;
}

/** Characters as a person counts them (code points): a UTF-16 length within the limit is always within it. */
const longerThan = (text: string, maxLength: number) => text.length > maxLength && [...text].length > maxLength;

/** One field on its own: its kind, limits and list. */
export function parseLoanField(spec: LoanFieldSpec, raw: unknown): Parsed {
  if (isEmpty(raw)) return spec.optional ? { value: null } : { error: M.required(spec.noun) };
  switch (spec.kind) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: M.notText(spec.noun) };
      const text = String(raw).trim();
      if (hasForbiddenCharacters(text)) return { error: M.forbiddenCharacters(spec.noun) };
      if (longerThan(text, spec.maxLength)) return { error: M.tooLong(spec.noun, spec.maxLength) };
      if (spec.pattern && !spec.pattern.test(text)) return { error: spec.patternMessage ?? M.notText(spec.noun) };
      return { value: text };
    }
    case 'money': {
      const parsed = parseDecimal(raw, MONEY_DECIMALS, MONEY_INTEGER_DIGITS);
      if (!parsed.ok) return { error: decimalError(spec.noun, parsed.reason, MONEY_DECIMALS, M.notMoney) };
      const order = compareDecimals(parsed.value, decimalLimits(spec, MONEY_DECIMALS).min);
      if (spec.minExclusive ? order <= 0 : order < 0) {
        return { error: spec.minExclusive ? M.greaterThan(spec.noun, spec.min) : M.atLeast(spec.noun, spec.min) };
      }
      return { value: parsed.text, decimal: parsed.value };
    }
    case 'pct': {
      const parsed = parseDecimal(raw, PCT_DECIMALS, PCT_INTEGER_DIGITS);
      if (!parsed.ok) {
        // More integer digits than the column holds is simply out of range.
        if (parsed.reason === 'too_many_digits') return { error: M.between(spec.noun, spec.min, spec.max) };
        return { error: decimalError(spec.noun, parsed.reason, PCT_DECIMALS, M.notPct) };
      }
      const limits = decimalLimits(spec, PCT_DECIMALS);
      const below = compareDecimals(parsed.value, limits.min) < 0;
      const above = compareDecimals(parsed.value, limits.max!) > 0;
      if (below || above) return { error: M.between(spec.noun, spec.min, spec.max) };
      return { value: parsed.text, decimal: parsed.value };
    }
    case 'int': {
      const value = parseInteger(raw);
      if (value === null) return { error: M.notInteger(spec.noun) };
      if (value < spec.min || value > spec.max) return { error: M.between(spec.noun, spec.min, spec.max) };
      return { value };
    }
    case 'date': {
      const value = parseIsoDate(raw);
      return value === null ? { error: M.notDate(spec.noun) } : { value };
    }
    case 'enum': {
      if (typeof raw !== 'string')
        return {
          error: M.notOneOf(
            spec.noun,
            spec.options.map((option) => option.value),
          ),
        };
      const match = enumValues(spec).get(raw.trim().toLowerCase());
      return match !== undefined
        ? { value: match }
        : {
            error: M.notOneOf(
              spec.noun,
              spec.options.map((option) => option.value),
            ),
          };
    }
  }
}

function decimalError(
  noun: string,
  reason: 'not_a_number' | 'too_many_decimals' | 'too_many_digits',
  decimals: number,
  notNumber: (noun: string) => string,
): string {
  if (reason === 'too_many_decimals') return M.tooManyDecimals(noun, decimals);
  if (reason === 'too_many_digits') return M.tooLarge(noun);
  return notNumber(noun);
}

const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const MAX_INTEGER_DIGITS = 15;

/** "12", 12 or "12.0" (a spreadsheet's whole number) -> 12; anything else -> null. Read by character codes. */
function parseInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const first = text.charCodeAt(0);
  const digitsStart = first === PLUS || first === MINUS ? 1 : 0;
  let at = digitsStart;
  for (let code = text.charCodeAt(at); code >= ZERO && code <= NINE; code = text.charCodeAt(++at));
  const digits = at - digitsStart;
  if (digits < 1 || digits > MAX_INTEGER_DIGITS) return null;
  const end = at;
  if (at < text.length) {
    if (text.charCodeAt(at) !== DOT) return null;
    for (at += 1; at < text.length; at++) if (text.charCodeAt(at) !== ZERO) return null;
  }
  return Number(text.slice(0, end));
}

/** The current principal may be at most this times the original. */
const CURRENT_PRINCIPAL_FACTOR = decimalFactor('1.1');

export function validateLoan(input: Record<string, unknown>, { today }: ValidateLoanOptions): LoanValidation {
  const errors: LoanFieldMessages = {};
  const warnings: LoanFieldMessages = {};
  const add = (target: LoanFieldMessages, field: LoanInputField, message: string) => {
    (target[field] ??= []).push(message);
  };

  const values: Partial<Record<LoanInputField, string | number | null>> = {};
  const decimals: Partial<Record<LoanInputField, Decimal>> = {};
  for (const spec of LOAN_FIELDS) {
    const parsed = parseLoanField(spec, input[spec.name]);
    if ('error' in parsed) {
      add(errors, spec.name, parsed.error);
      continue;
    }
    values[spec.name] = parsed.value;
    if (parsed.decimal) decimals[spec.name] = parsed.decimal;
  }

  // Cross-field rules run only where every field they read is valid, so one typo gives one message.
  const date = (field: LoanInputField) => (typeof values[field] === 'string' ? (values[field] as string) : null);
  const int = (field: LoanInputField) => (typeof values[field] === 'number' ? (values[field] as number) : null);
  const cutoff = date('data_cutoff_date');
  const origination = date('origination_date');
  const maturity = date('maturity_date');

  if (cutoff !== null && compareIsoDates(cutoff, today) > 0) add(errors, 'data_cutoff_date', M.cutoffInFuture);
  if (cutoff !== null && origination !== null && compareIsoDates(cutoff, origination) < 0) {
    add(errors, 'data_cutoff_date', M.cutoffBeforeOrigination);
  }
  if (origination !== null && maturity !== null && compareIsoDates(origination, maturity) >= 0) {
    add(errors, 'origination_date', M.originationNotBeforeMaturity);
  }
  if (maturity !== null && cutoff !== null && compareIsoDates(maturity, cutoff) <= 0) {
    add(errors, 'maturity_date', M.maturityNotAfterCutoff);
  }
  const valuation = date('valuation_date');
  if (valuation !== null && cutoff !== null && compareIsoDates(valuation, cutoff) > 0) {
    add(errors, 'valuation_date', M.valuationAfterCutoff);
  }
  const lastPayment = date('last_payment_date');
  if (lastPayment !== null && cutoff !== null && compareIsoDates(lastPayment, cutoff) > 0) {
    add(errors, 'last_payment_date', M.lastPaymentAfterCutoff);
  }

  const original = decimals.original_principal;
  const current = decimals.current_principal;
  if (original && current && compareDecimals(current, multiplyDecimal(original, CURRENT_PRINCIPAL_FACTOR)) > 0) {
    add(errors, 'current_principal', M.currentAboveOriginal);
  }

  const days = int('days_in_arrears');
  const arrearsBalance = decimals.arrears_balance;
  if (days === 0 && arrearsBalance && arrearsBalance.units !== 0n)
    add(errors, 'arrears_balance', M.arrearsBalanceWithoutDays);
  const accountStatus = values.account_status;
  if (days !== null && days > 0 && accountStatus === 'performing') add(errors, 'account_status', M.performingInArrears);
  if (days === 0 && accountStatus === 'arrears') add(errors, 'account_status', M.arrearsWithoutDays);

  for (const warning of riskWarningsOf(decimals)) add(warnings, warning.field, warning.message);

  if (Object.keys(errors).length > 0) return { errors, warnings };
  return { values: values as unknown as LoanValues, errors, warnings };
}
