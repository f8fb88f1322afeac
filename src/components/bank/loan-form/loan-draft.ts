/**
 * What was typed in the loan form, kept in sessionStorage so a failed request, a reload or a
 * dropped connection does not lose it. One entry per loan (or "new"), cleared once saved.
 */
import type { LoanFormValues } from './form-values';

const PREFIX = 'dealledger.loan-form.';

export const draftKey = (loanId: number | null) => `${PREFIX}${loanId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(loanId: number | null): Partial<LoanFormValues> | null {
  const raw = storage()?.getItem(draftKey(loanId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => typeof value === 'string'),
    ) as Partial<LoanFormValues>;
  } catch {
    return null;
  }
}

export function writeDraft(loanId: number | null, values: LoanFormValues): void {
  try {
    storage()?.setItem(draftKey(loanId), JSON.stringify(values));
  } catch {
    // A full or disabled storage only loses the safety copy, never the form.
  }
}

export function clearDraft(loanId: number | null): void {
  storage()?.removeItem(draftKey(loanId));
}
