/**
 * The requests behind the loan form's buttons: create or change the loan, then submit it for
 * approval when asked. Each step's failure is returned with what already succeeded.
 */
import type { LoanValues } from '@/domain/loans/validate';
import type { ApiResult } from '@/lib/api/api-result';
import { createLoan, submitLoan, updateLoan } from '@/lib/api/loans';

export type SaveIntent = 'save' | 'submit';

export type SaveOutcome =
  | { ok: true; loanId: number; submitted: boolean; pendingChange: boolean }
  | {
      ok: false;
      loanId: number | null;
      failure: Extract<ApiResult<unknown>, { ok: false }>;
      savedBeforeFailure: boolean;
    };

export async function saveLoan(
  loanId: number | null,
  body: LoanValues | Partial<LoanValues>,
  intent: SaveIntent,
): Promise<SaveOutcome> {
  let id = loanId;
  let pendingChange = false;
  if (id === null) {
    const created = await createLoan(body as LoanValues);
    if (!created.ok) return { ok: false, loanId: null, failure: created, savedBeforeFailure: false };
    id = created.data.id;
  } else if (Object.keys(body).length > 0) {
    const updated = await updateLoan(id, body);
    if (!updated.ok) return { ok: false, loanId: id, failure: updated, savedBeforeFailure: false };
    pendingChange = updated.status === 202;
  }
  if (intent === 'submit' && !pendingChange) {
    const submitted = await submitLoan(id);
    if (!submitted.ok) return { ok: false, loanId: id, failure: submitted, savedBeforeFailure: true };
    return { ok: true, loanId: id, submitted: true, pendingChange };
  }
  return { ok: true, loanId: id, submitted: false, pendingChange };
}
