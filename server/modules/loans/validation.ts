/** The shared loan rules (src/domain/loans) as the API applies them: normalised values, or 422 with every field's messages. */
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { validateLoan } from '../../../src/domain/loans/validate.ts';
import { ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import type { LoanInputValues } from './values.ts';

export function checkLoan(input: Record<string, unknown>): LoanInputValues {
  const result = validateLoan(input, { today: todayIso() });
  if (!result.values) throw new ValidationError(result.errors as FieldErrors);
  return result.values as unknown as LoanInputValues;
}
