/** The strength meter's rules of spec section 5 and its bar widths of section 9. */
import { describe, expect, it } from 'vitest';
import { STRENGTH_BAR_PERCENT, passwordStrength } from '@/domain/password-strength';

describe('password strength', () => {
  it('is nothing for an empty password', () => {
    expect(passwordStrength('')).toBe('none');
  });

  it.each([
    ['abc', 'too short, one kind'],
    ['abcdef', 'long enough, one kind'],
    ['abcDE', 'two kinds but only 5 characters'],
    ['123456789', 'digits only'],
  ])('is weak for %s (%s)', (password) => {
    expect(passwordStrength(password)).toBe('weak');
  });

  it.each([
    ['abcDEF', 'six characters, lower and upper'],
    ['abc123', 'six characters, lower and digits'],
    ['ABC123', 'six characters, upper and digits'],
    ['abcDE1', 'all three kinds but only 6 characters'],
    ['abcdefgh12', 'long, two kinds'],
  ])('is medium for %s (%s)', (password) => {
    expect(passwordStrength(password)).toBe('medium');
  });

  it.each(['abcDEF12', 'Password123!', 'zZ9zzzzz'])(
    'is strong for %s: eight characters with all three kinds',
    (password) => {
      expect(passwordStrength(password)).toBe('strong');
    },
  );

  it('fills the bar a third, two thirds or fully', () => {
    expect(STRENGTH_BAR_PERCENT).toEqual({ none: 0, weak: 33.33, medium: 66.66, strong: 100 });
  });
});
