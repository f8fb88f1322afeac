/** The remaining term, derived live from the cut-off and maturity dates; never entered. */
import { remainingTermMonths } from '@/domain/loans/remaining-term';
import { LOAN_FORM_TEXT } from './loan-form-text';

export function RemainingTerm({ cutoff, maturity }: { cutoff: string; maturity: string }) {
  const months = remainingTermMonths(cutoff, maturity);
  return (
    <div className="fieldset">
      <span className="fieldset-legend" id="remaining-term-label">
        {LOAN_FORM_TEXT.remainingTerm}
      </span>
      <output
        aria-labelledby="remaining-term-label"
        aria-live="polite"
        data-testid="remaining-term"
        className="flex min-h-10 items-center rounded-field bg-base-200 px-3 text-sm"
      >
        {months === null ? LOAN_FORM_TEXT.remainingTermUnknown : LOAN_FORM_TEXT.remainingTermValue(months)}
      </output>
      <p className="label whitespace-normal">{LOAN_FORM_TEXT.remainingTermHint}</p>
    </div>
  );
}
