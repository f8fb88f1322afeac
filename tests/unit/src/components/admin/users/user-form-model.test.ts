import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  deactivates,
  EMPTY_USER_FORM,
  newRoleRow,
  placeServerErrors,
  rolesFor,
  validateUserForm,
  withEntity,
  withoutErrorsOf,
  type UserFormValues,
} from '../../../../../../src/components/admin/users/user-form-model.ts';
import type { EntityOption } from '../../../../../../src/components/admin/users/users-api.ts';
import { USER_FORM_TEXT as T } from '../../../../../../src/components/admin/users/users-text.ts';

const OPTIONS: EntityOption[] = [
  { id: 1, name: 'DealLedger Platform', kind: 'dladminprofile' },
  { id: 2, name: 'Northwind Bank', kind: 'bank' },
  { id: 3, name: 'Summit Capital', kind: 'investor' },
];

const form = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
  ...EMPTY_USER_FORM,
  name: 'Nora New',
  email: 'nora@example.test',
  ...changes,
});

describe('the roles a row offers', () => {
  it('offers only the roles of the chosen organisation’s kind, and none before one is chosen', () => {
    expect(rolesFor('2', OPTIONS)).toEqual(['bank_officer', 'bank_manager']);
    expect(rolesFor('3', OPTIONS)).toEqual(['investor_user', 'investor_manager']);
    expect(rolesFor('1', OPTIONS)).toEqual(['super_admin', 'dl_admin_maker', 'dl_admin_checker']);
    expect(rolesFor('', OPTIONS)).toEqual([]);
  });

  it('keeps a row’s role when its new organisation allows it and drops it when not', () => {
    const officer = newRoleRow('2', 'bank_officer');
    expect(withEntity(officer, '3', OPTIONS).role).toBe('');
    expect(withEntity({ ...officer, entityId: '' }, '2', OPTIONS).role).toBe('bank_officer');
  });
});

describe('checking the form before sending', () => {
  it('asks for a name and a valid e-mail', () => {
    expect(validateUserForm(form({ name: '  ', email: '' }), OPTIONS)).toEqual({
      name: T.nameRequired,
      email: T.emailRequired,
    });
    expect(validateUserForm(form({ email: 'nora@' }), OPTIONS)).toEqual({ email: T.emailInvalid });
    expect(validateUserForm(form(), OPTIONS)).toEqual({});
  });

  it('marks a row without an organisation, a role its kind refuses, and a role given twice in one organisation', () => {
    const roles = [
      newRoleRow('', ''),
      newRoleRow('3', 'bank_manager'),
      newRoleRow('2', 'bank_officer'),
      newRoleRow('2', 'bank_officer'),
    ];
    expect(validateUserForm(form({ roles }), OPTIONS)).toEqual({
      'roles.0.entity_id': T.entityRequired,
      'roles.1.role': T.roleRequired,
      'roles.3.role': T.duplicateRole,
    });
  });
});

describe('what is sent and what comes back', () => {
  it('sends trimmed text and the roles as organisation ids with role names', () => {
    const values = form({
      name: ' Nora ',
      email: ' nora@example.test ',
      isActive: false,
      roles: [newRoleRow('2', 'bank_manager')],
    });
    expect(bodyOf(values)).toEqual({
      name: 'Nora',
      email: 'nora@example.test',
      is_active: false,
      roles: [{ entity_id: 2, role: 'bank_manager' }],
    });
  });

  it('puts the API’s field messages under their fields and returns the others', () => {
    const placed = placeServerErrors({
      is_active: ['You cannot deactivate yourself.'],
      'roles.1.role': ['Not here.'],
      token: ['Odd.'],
    });
    expect(placed).toEqual({
      fields: { is_active: 'You cannot deactivate yourself.', 'roles.1.role': 'Not here.' },
      others: ['Odd.'],
    });
  });

  it('clears a changed field’s message, and every role message when the rows change', () => {
    const errors = { name: 'a', email: 'b', roles: 'c', 'roles.0.role': 'd' };
    expect(withoutErrorsOf(errors, ['name'])).toEqual({ email: 'b', roles: 'c', 'roles.0.role': 'd' });
    expect(withoutErrorsOf(errors, ['roles'])).toEqual({ name: 'a', email: 'b' });
  });

  it('asks for a confirmation only when an active user is being made inactive', () => {
    expect(deactivates(form(), form({ isActive: false }))).toBe(true);
    expect(deactivates(form({ isActive: false }), form({ isActive: false }))).toBe(false);
    expect(deactivates(null, form({ isActive: false }))).toBe(false);
  });
});
