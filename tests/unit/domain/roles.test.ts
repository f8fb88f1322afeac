import { describe, expect, it } from 'vitest';
import { activeRoles, entityKindOf, isChecker, isMaker, isPlatformAdmin } from '../../../src/domain/roles.ts';

const assignment = (role: string, isActive = true, entityType = 'App\\Models\\Bank') => ({
  is_active: isActive,
  entity_type: entityType,
  role: { name: role },
});

describe('roles', () => {
  it('takes roles only from active assignments', () => {
    expect(activeRoles([assignment('bank_officer'), assignment('bank_manager', false)])).toEqual(['bank_officer']);
  });

  it('ignores unknown role names and missing lists', () => {
    expect(activeRoles([assignment('janitor')])).toEqual([]);
    expect(activeRoles(undefined)).toEqual([]);
  });

  it('derives the kind of organisation from the last segment of entity_type, lower-cased', () => {
    expect(entityKindOf('App\\Models\\DlAdminProfile')).toBe('dladminprofile');
    expect(entityKindOf('App\\Models\\Investor')).toBe('investor');
  });

  it('groups the roles as section 6 says', () => {
    expect(isPlatformAdmin(['dl_admin_checker'])).toBe(true);
    expect(isPlatformAdmin(['bank_manager'])).toBe(false);
    expect(isMaker(['bank_officer'])).toBe(true);
    expect(isMaker(['dl_admin_checker'])).toBe(false);
    expect(isChecker(['bank_manager'])).toBe(true);
    expect(isChecker(['bank_officer'])).toBe(false);
    expect(isChecker(['super_admin']) && isMaker(['super_admin'])).toBe(true);
  });
});
