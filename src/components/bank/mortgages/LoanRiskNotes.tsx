/** The risk warnings of a loan's values (LTV above 100%, DTI above 60%), shown where a manager decides on them. */
import type { LoanRiskWarning } from '@/domain/loans/risk';
import { DETAIL_TEXT } from './mortgage-text';

export function LoanRiskNotes({
  warnings,
  label = DETAIL_TEXT.riskTitle,
}: {
  warnings: LoanRiskWarning[];
  label?: string;
}) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={label}
      className="alert flex-col items-start gap-1 alert-soft alert-warning"
      data-loan-risk
    >
      <p className="font-semibold">{label}</p>
      <ul className="list-inside list-disc text-sm">
        {warnings.map((warning) => (
          <li key={warning.field} data-field={warning.field}>
            {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
