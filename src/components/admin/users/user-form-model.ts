/**
 * The user form's values and rules without React: the fields as typed, the checks made before
 * sending (the roles a row's organisation allows come from the shared domain rule), the body the
 * API takes, and the API's 422 messages placed under the fields they name.
 */
import { ROLES_BY_ENTITY_KIND, roleSuits } from '@/domain/entity-roles';
import { isRoleName, type RoleName } from '@/domain/roles';
import type { FieldErrors } from '@/lib/api/auth-errors';
import type { EntityOption, UserCreateBody, UserRow } from './users-api';
import { USER_FORM_TEXT as T } from './users-text';

export interface RoleRow {
  /** Stable across removals, for React and for the field ids. */
  key: number;
  entityId: string;
  role: string;
}

export interface UserFormValues {
  name: string;
  email: string;
  isActive: boolean;
  roles: RoleRow[];
}

/** Messages by the API's field names: name, email, is_active, roles, roles.{n}.entity_id, roles.{n}.role. */
export type FormErrors = Record<string, string>;

let lastKey = 0;
export const newRoleRow = (entityId = '', role = ''): RoleRow => ({ key: ++lastKey, entityId, role });

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', isActive: true, roles: [] };

export function formValuesOf(user: UserRow): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    isActive: user.is_active,
    roles: user.roles.map((assignment) => newRoleRow(String(assignment.entity_id), assignment.role)),
  };
}

/** The roles the chosen organisation's kind allows; none before an organisation is chosen. */
export function rolesFor(entityId: string, options: readonly EntityOption[]): readonly RoleName[] {
  const option = options.find((candidate) => String(candidate.id) === entityId);
  return option ? ROLES_BY_ENTITY_KIND[option.kind] : [];
}

/** A row moved to another organisation keeps its role only when the new one allows it. */
export function withEntity(row: RoleRow, entityId: string, options: readonly EntityOption[]): RoleRow {
  const allowed = rolesFor(entityId, options);
  return { ...row, entityId, role: allowed.includes(row.role as RoleName) ? row.role : '' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `self`: the form edits the signed-in user, who may not deactivate themself (the API refuses it too). */
export function validateUserForm(
  values: UserFormValues,
  options: readonly EntityOption[],
  { self = false }: { self?: boolean } = {},
): FormErrors {
  const errors: FormErrors = {};
  if (self && !values.isActive) errors['is_active'] = T.ownDeactivation;
  if (!values.name.trim()) errors['name'] = T.nameRequired;
  const email = values.email.trim();
  if (!email) errors['email'] = T.emailRequired;
  else if (!EMAIL.test(email)) errors['email'] = T.emailInvalid;
  const seen = new Set<string>();
  values.roles.forEach((row, index) => {
    const option = options.find((candidate) => String(candidate.id) === row.entityId);
    if (!option) errors[`roles.${index}.entity_id`] = T.entityRequired;
    else if (!isRoleName(row.role) || !roleSuits(option.kind, row.role)) errors[`roles.${index}.role`] = T.roleRequired;
    else if (seen.has(`${row.entityId}:${row.role}`)) errors[`roles.${index}.role`] = T.duplicateRole;
    seen.add(`${row.entityId}:${row.role}`);
  });
  return errors;
}

/** The body of a create or of an edit (an edit sends every field; the API replaces the roles as a whole). */
export function bodyOf(values: UserFormValues): Required<UserCreateBody> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    is_active: values.isActive,
    roles: values.roles.map((row) => ({ entity_id: Number(row.entityId), role: row.role as RoleName })),
  };
}

const FORM_FIELDS = /^(name|email|is_active|roles|roles\.\d+\.(entity_id|role))$/;

/** The API's 422 messages: those naming a form field go under it, the others are returned for the form's alert. */
export function placeServerErrors(errors: FieldErrors): { fields: FormErrors; others: string[] } {
  const fields: FormErrors = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first === undefined) continue;
    if (FORM_FIELDS.test(field)) fields[field] = first;
    else others.push(...messages);
  }
  return { fields, others };
}

/** True when an edit turns an active user inactive: that needs a confirmation first. */
export const deactivates = (before: UserFormValues | null, after: UserFormValues) =>
  before !== null && before.isActive && !after.isActive;

const ERRORS_OF: Record<keyof UserFormValues, (field: string) => boolean> = {
  name: (field) => field === 'name',
  email: (field) => field === 'email',
  isActive: (field) => field === 'is_active',
  // A row's messages are keyed by its place, which adding or removing a row moves: all of them go.
  roles: (field) => field === 'roles' || field.startsWith('roles.'),
};

/** The messages left once these fields are changed. */
export function withoutErrorsOf(errors: FormErrors, changed: readonly (keyof UserFormValues)[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.some((key) => ERRORS_OF[key](field))));
}
