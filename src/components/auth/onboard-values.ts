/** The onboarding form's values, its extra document check and the multipart body it sends. */
import { documentErrors } from '@/domain/auth-rules';
import { EDITABLE_ENTITY_FIELDS } from '@/domain/entity-fields';
import type { FieldErrors } from '@/lib/api/auth-errors';

/** An applicant's organisation fields are those platform admins may later change, plus the kind and the contact person. */
export const ONBOARD_TEXT_FIELDS = [
  'entity_type',
  ...EDITABLE_ENTITY_FIELDS,
  'contact_person_name',
  'contact_person_email',
  'contact_person_phone',
] as const;

export type OnboardTextField = (typeof ONBOARD_TEXT_FIELDS)[number];
export type OnboardValues = Record<OnboardTextField, string> & { documents: File[] };

export const EMPTY_ONBOARDING: OnboardValues = {
  ...(Object.fromEntries(ONBOARD_TEXT_FIELDS.map((field) => [field, ''])) as Record<OnboardTextField, string>),
  entity_type: 'bank',
  documents: [],
};

/** Fields that belong to the other kind of organisation are not sent. */
const ONLY_FOR: Partial<Record<OnboardTextField, string>> = {
  banking_licence_number: 'bank',
  bic: 'bank',
  investor_type: 'investor',
};

export function documentFieldErrors(values: OnboardValues): FieldErrors {
  const errors = documentErrors(values.documents);
  return errors.length ? { documents: errors } : {};
}

export function onboardingBody(values: OnboardValues): FormData {
  const body = new FormData();
  for (const field of ONBOARD_TEXT_FIELDS) {
    const value = values[field].trim();
    const only = ONLY_FOR[field];
    if (value && (!only || only === values.entity_type)) body.append(field, value);
  }
  for (const file of values.documents) body.append('documents', file, file.name);
  return body;
}

/** The first server or client message about the documents, whichever file it names. */
export function documentsError(errors: FieldErrors): string | undefined {
  const key = Object.keys(errors).find((field) => field === 'documents' || field.startsWith('documents.'));
  return key ? errors[key]?.[0] : undefined;
}
