/** A field of any recorded record in words: its label from the record's own field table, its value in words. */
import { fieldLabel as loanFieldLabel, formatFieldValue as loanFieldValue } from '@/components/loans/loan-field-view';
import { changeFieldValue } from '@/domain/action-vocabulary';
import { ENTITY_FIELD_LABELS } from '@/domain/entity-fields';

const SHARED_LABELS: Record<string, string> = {
  status: 'Status',
  kind: 'Type',
  rejection_reason: 'Rejection reason',
  entity_id: 'Organisation',
  decided_by_id: 'Decided by',
};

export function fieldLabel(targetType: string, field: string): string {
  // A registration request holds an organisation's fields too: "BIC", never "Bic".
  if (targetType !== 'loan' && field in ENTITY_FIELD_LABELS)
    return ENTITY_FIELD_LABELS[field as keyof typeof ENTITY_FIELD_LABELS];
  if (targetType === 'loan') return loanFieldLabel(field);
  if (field in SHARED_LABELS) return SHARED_LABELS[field]!;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldValue(targetType: string, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (targetType === 'loan') return loanFieldValue(field, value);
  const vocabularyType = targetType === 'registration_request' && field !== 'status' ? 'entity' : targetType;
  return changeFieldValue(vocabularyType, field, value);
}

/** How a revision names its record: an organisation's name, a loan's reference, else its number. */
export function recordName(snapshot: Record<string, unknown> | null, targetId: number): string {
  const name = snapshot?.['name'] ?? snapshot?.['loan_ref'];
  return typeof name === 'string' && name !== '' ? name : `#${targetId}`;
}
