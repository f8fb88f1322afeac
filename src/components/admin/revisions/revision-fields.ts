/** A field of any recorded record in words: its label from the record's own field table, its value as text. */
import { ENTITY_FIELD_LABELS } from '@/domain/entity-fields';
import { LOAN_FIELD_BY_NAME } from '@/domain/loans/fields';

const SHARED_LABELS: Record<string, string> = {
  status: 'Status',
  kind: 'Type',
  rejection_reason: 'Rejection reason',
  entity_id: 'Organisation',
  decided_by_id: 'Decided by',
};

export function fieldLabel(targetType: string, field: string): string {
  if (targetType === 'entity' && field in ENTITY_FIELD_LABELS)
    return ENTITY_FIELD_LABELS[field as keyof typeof ENTITY_FIELD_LABELS];
  if (targetType === 'loan' && field in LOAN_FIELD_BY_NAME)
    return LOAN_FIELD_BY_NAME[field as keyof typeof LOAN_FIELD_BY_NAME].label;
  if (field in SHARED_LABELS) return SHARED_LABELS[field]!;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
