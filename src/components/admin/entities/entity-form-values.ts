/** The edit form's values: filled from the organisation, and the fields that differ from it, checked by the shared rules. */
import { ENTITY_MESSAGES, editableFieldsOf, type EditableEntityField } from '@/domain/entity-fields';
import type { EntityKind } from '@/domain/organisations';
import type { EntityDetail } from './entities-api';

export type FormValues = Partial<Record<EditableEntityField, string>>;
export type FormErrors = Partial<Record<string, string>>;

/** The shared rules bring zod, which the page does not need to show the form: they are fetched once the form is first changed. */
const loadEditRules = () => import('@/domain/entity-edit');

export function preloadEditRules(): void {
  loadEditRules().catch(() => undefined);
}

export function formValuesOf(entity: EntityDetail): FormValues {
  const values: FormValues = {};
  const record = entity as unknown as Record<string, unknown>;
  for (const field of editableFieldsOf(entity.kind))
    values[field] = typeof record[field] === 'string' ? (record[field] as string) : '';
  return values;
}

/** The changed fields as the API takes them, or the errors to show under each field. Rejects when the rules cannot be downloaded. */
export async function editBodyOf(
  kind: EntityKind,
  version: number,
  initial: FormValues,
  values: FormValues,
): Promise<{ body: Record<string, unknown> } | { errors: FormErrors }> {
  const changed: FormValues = {};
  for (const field of editableFieldsOf(kind))
    if ((values[field] ?? '').trim() !== (initial[field] ?? '').trim()) changed[field] = values[field] ?? '';
  if (Object.keys(changed).length === 0) return { errors: { form: ENTITY_MESSAGES.nothingChanged } };
  const { entityEditSchema } = await loadEditRules();
  const parsed = entityEditSchema.safeParse({ version, ...changed });
  if (parsed.success) return { body: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { errors };
}
