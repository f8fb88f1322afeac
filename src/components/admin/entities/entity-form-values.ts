/** The edit form's values: filled from the organisation, and the fields that differ from it, checked by the shared rules. */
import { ENTITY_MESSAGES, editableFieldsOf, entityEditSchema, type EditableEntityField } from '@/domain/entity-edit';
import type { EntityKind } from '@/domain/organisations';
import type { EntityDetail } from './entities-api';

export type FormValues = Partial<Record<EditableEntityField, string>>;
export type FormErrors = Partial<Record<string, string>>;

export function formValuesOf(entity: EntityDetail): FormValues {
  const values: FormValues = {};
  const record = entity as unknown as Record<string, unknown>;
  for (const field of editableFieldsOf(entity.kind)) values[field] = typeof record[field] === 'string' ? (record[field] as string) : '';
  return values;
}

/** The changed fields as the API takes them, or the errors to show under each field. */
export function editBodyOf(kind: EntityKind, version: number, initial: FormValues, values: FormValues): { body: Record<string, unknown> } | { errors: FormErrors } {
  const changed: FormValues = {};
  for (const field of editableFieldsOf(kind)) if ((values[field] ?? '').trim() !== (initial[field] ?? '').trim()) changed[field] = values[field] ?? '';
  if (Object.keys(changed).length === 0) return { errors: { form: ENTITY_MESSAGES.nothingChanged } };
  const parsed = entityEditSchema.safeParse({ version, ...changed });
  if (parsed.success) return { body: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { errors };
}
