import { describe, expect, it } from 'vitest';
import { ROLES_BY_ENTITY_KIND, roleSuits } from '../../../../src/domain/entity-roles.ts';
import { ENTITY_KINDS } from '../../../../src/domain/organisations.ts';
import { ROLES } from '../../../../src/domain/roles.ts';

describe('roles each kind of organisation allows', () => {
  it('gives the platform its three admin roles, a bank its two and an investor its two', () => {
    expect(ROLES_BY_ENTITY_KIND).toEqual({
      dladminprofile: ['super_admin', 'dl_admin_maker', 'dl_admin_checker'],
      bank: ['bank_officer', 'bank_manager'],
      investor: ['investor_user', 'investor_manager'],
    });
  });

  it('lets every role be held in exactly one kind of organisation', () => {
    for (const role of ROLES) expect(ENTITY_KINDS.filter((kind) => roleSuits(kind, role))).toHaveLength(1);
  });

  it('refuses a bank role at an investor and a platform role at a bank', () => {
    expect(roleSuits('investor', 'bank_manager')).toBe(false);
    expect(roleSuits('bank', 'super_admin')).toBe(false);
    expect(roleSuits('bank', 'bank_officer')).toBe(true);
  });
});
