/** An action's diff as the shared DiffTable shows it: loan fields by their labels, other values as plain text. */
import type { DiffRow } from '@/components/data/DiffTable';
import { LOAN_FIELD_BY_NAME } from '@/domain/loans/fields';
import type { PendingActionRow } from './pending-actions-api';

const humanise = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (field: string) =>
  field in LOAN_FIELD_BY_NAME ? LOAN_FIELD_BY_NAME[field as keyof typeof LOAN_FIELD_BY_NAME].label : humanise(field);

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const diffRows = (action: PendingActionRow): DiffRow[] =>
  action.diff.map((change) => ({
    field: change.field,
    label: labelOf(change.field),
    before: shown(change.before),
    after: shown(change.after),
  }));
