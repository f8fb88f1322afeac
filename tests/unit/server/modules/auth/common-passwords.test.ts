import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from '../../../../../server/modules/auth/common-passwords.ts';

describe('the breached-password check', () => {
  it('holds well over 100,000 distinct passwords that the length rule lets through or not', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });

  it('refuses long passwords known only from the million most used ones, whatever their case', () => {
    expect(isCommonPassword('1234qw1234qw')).toBe(true);
    expect(isCommonPassword('SleepyHollow')).toBe(true);
    expect(isCommonPassword('zairaKIKIS_920706')).toBe(true);
  });

  it('lets an unlisted passphrase through', () => {
    expect(isCommonPassword('violet-harbour-quartz-1987')).toBe(false);
  });
});
