/**
 * The user form's role assignments, one row each: an organisation, then a role among those its
 * kind allows; rows are added and removed with buttons, and each select carries its own message.
 */
import { Plus, Trash2 } from 'lucide-react';
import type { EntityKind } from '@/domain/organisations';
import { ENTITY_KINDS } from '@/domain/organisations';
import { newRoleRow, rolesFor, withEntity, type FormErrors, type RoleRow } from './user-form-model';
import type { EntityOption } from './users-api';
import { KIND_LABELS, ROLE_LABELS, USER_FORM_TEXT as T } from './users-text';

interface Props {
  rows: RoleRow[];
  options: readonly EntityOption[];
  errors: FormErrors;
  disabled: boolean;
  onChange: (rows: RoleRow[]) => void;
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-error">
      {message}
    </p>
  );
}

/** The organisations grouped by kind, so a long list stays readable. */
function EntityOptions({ options }: { options: readonly EntityOption[] }) {
  const byKind = (kind: EntityKind) => options.filter((option) => option.kind === kind);
  return ENTITY_KINDS.filter((kind) => byKind(kind).length > 0).map((kind) => (
    <optgroup key={kind} label={KIND_LABELS[kind]}>
      {byKind(kind).map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </optgroup>
  ));
}

export function RoleAssignmentRows({ rows, options, errors, disabled, onChange }: Props) {
  const replace = (index: number, row: RoleRow) => onChange(rows.map((current, at) => (at === index ? row : current)));
  const remove = (index: number) => onChange(rows.filter((_, at) => at !== index));

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
      aria-describedby="roles-hint roles-error"
    >
      <legend className="px-1 text-base font-semibold">{T.roles}</legend>
      <p id="roles-hint" className="text-sm opacity-80">
        {T.rolesHint}
      </p>
      <FieldMessage id="roles-error" message={errors['roles']} />
      {rows.length === 0 && <p className="text-sm">{T.noRoles}</p>}
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const entityError = errors[`roles.${index}.entity_id`];
          const roleError = errors[`roles.${index}.role`];
          const allowed = rolesFor(row.entityId, options);
          const ids = { entity: `role-${row.key}-entity`, role: `role-${row.key}-role` };
          return (
            <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-start" data-role-row={index}>
              <div className="flex flex-1 flex-col gap-1 text-sm">
                <label htmlFor={ids.entity}>{T.entity}</label>
                <select
                  id={ids.entity}
                  className="select w-full"
                  value={row.entityId}
                  disabled={disabled}
                  aria-invalid={entityError ? true : undefined}
                  aria-describedby={entityError ? `${ids.entity}-error` : undefined}
                  onChange={(event) => replace(index, withEntity(row, event.target.value, options))}
                >
                  <option value="">{T.chooseEntity}</option>
                  <EntityOptions options={options} />
                </select>
                <FieldMessage id={`${ids.entity}-error`} message={entityError} />
              </div>
              <div className="flex flex-1 flex-col gap-1 text-sm">
                <label htmlFor={ids.role}>{T.role}</label>
                <select
                  id={ids.role}
                  className="select w-full"
                  value={row.role}
                  disabled={disabled || allowed.length === 0}
                  aria-invalid={roleError ? true : undefined}
                  aria-describedby={roleError ? `${ids.role}-error` : undefined}
                  onChange={(event) => replace(index, { ...row, role: event.target.value })}
                >
                  <option value="">{T.chooseRole}</option>
                  {allowed.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <FieldMessage id={`${ids.role}-error`} message={roleError} />
              </div>
              <button
                type="button"
                className="btn btn-square self-end btn-ghost sm:mt-6 sm:self-start"
                aria-label={T.removeRole(index)}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          className="btn btn-sm"
          disabled={disabled}
          onClick={() => onChange([...rows, newRoleRow()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {T.addRole}
        </button>
      </div>
    </fieldset>
  );
}
