/** An action's diff as the shared DiffTable shows it: loan fields as the loan page shows them, other fields and values in words. */
import type { DiffRow } from '@/components/data/DiffTable';
import { fieldLabel as loanFieldLabel, formatFieldValue as loanFieldValue } from '@/components/loans/loan-field-view';
import { changeFieldLabel, changeFieldValue } from '@/domain/action-vocabulary';
import type { PendingActionRow } from './pending-actions-api';

const loanValue = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return loanFieldValue(field, value);
};

export const diffRows = (action: PendingActionRow): DiffRow[] =>
  action.diff.map((change) =>
    action.target_type === 'loan'
      ? {
          field: change.field,
          label: loanFieldLabel(change.field),
          before: loanValue(change.field, change.before),
          after: loanValue(change.field, change.after),
        }
      : {
          field: change.field,
          label: changeFieldLabel(action.target_type, change.field),
          before: changeFieldValue(action.target_type, change.field, change.before),
          after: changeFieldValue(action.target_type, change.field, change.after),
        },
  );
