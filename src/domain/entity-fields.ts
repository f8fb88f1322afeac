/**
 * What platform admins may change on an organisation: its fields, their labels and the messages of
 * those changes (DOMAIN.md, "Organisations and people"). No zod here: every organisation screen
 * reads these, while only the edit form's submit and the API need the rules of entity-edit.ts.
 */
import type { EntityKind } from './organisations';

export const EDITABLE_ENTITY_FIELDS = [
  'name',
  'legal_name',
  'registration_number',
  'country',
  'address',
  'contact_email',
  'phone',
  'website',
  'banking_licence_number',
  'bic',
  'investor_type',
] as const;
export type EditableEntityField = (typeof EDITABLE_ENTITY_FIELDS)[number];

/** Fields only one kind of organisation has. */
export const KIND_ONLY_FIELDS: Partial<Record<EditableEntityField, EntityKind>> = {
  banking_licence_number: 'bank',
  bic: 'bank',
  investor_type: 'investor',
};

/** The editable fields of an organisation of this kind, in form order. */
export const editableFieldsOf = (kind: EntityKind): EditableEntityField[] =>
  EDITABLE_ENTITY_FIELDS.filter((field) => (KIND_ONLY_FIELDS[field] ?? kind) === kind);

export const ENTITY_FIELD_LABELS: Record<EditableEntityField, string> = {
  name: 'Name',
  legal_name: 'Legal name',
  registration_number: 'Registration number',
  country: 'Country',
  address: 'Address',
  contact_email: 'Organisation e-mail',
  phone: 'Phone',
  website: 'Website',
  banking_licence_number: 'Banking licence number',
  bic: 'BIC',
  investor_type: 'Investor type',
};

export const ENTITY_MESSAGES = {
  nothingChanged: 'Change at least one field.',
  stale: 'This organisation has changed since you opened it. Reload it and make your change again.',
  reasonRequired: 'Give a reason for suspending this organisation.',
  suspendedAlready: 'This organisation is suspended already.',
  activeAlready: 'This organisation is active already.',
  platformNotSuspended: 'The platform operator cannot be suspended.',
  notForKind: (field: EditableEntityField) =>
    `The ${field.replace(/_/g, ' ')} field does not apply to this organisation.`,
} as const;

export const REASON_MAX = 1000;
