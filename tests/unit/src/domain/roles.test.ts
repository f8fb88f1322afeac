import { describe, expect, it } from 'vitest';
import { activeRoles, isBankUser, isInvestorUser, isPlatformAdmin } from '../../../../src/domain/roles.ts';

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

  it('groups the roles as section 6 says', () => {
    expect(isPlatformAdmin(['dl_admin_checker'])).toBe(true);
    expect(isPlatformAdmin(['bank_manager'])).toBe(false);
    expect(isBankUser(['bank_officer'])).toBe(true);
    expect(isBankUser(['investor_user'])).toBe(false);
    expect(isInvestorUser(['investor_manager'])).toBe(true);
    expect(isInvestorUser(['super_admin'])).toBe(false);
  });
});
