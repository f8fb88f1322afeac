/** Password strength of the spec's meter (section 5): weak, medium or strong, and the bar width of each. */

export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /\d/;

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'none';
  const kinds = [LOWER, UPPER, DIGIT].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 8 && kinds === 3) return 'strong';
  if (password.length >= 6 && kinds >= 2) return 'medium';
  return 'weak';
}

/** How far the meter's bar fills, in percent (section 9). */
export const STRENGTH_BAR_PERCENT: Record<PasswordStrength, number> = {
  none: 0,
  weak: 33.33,
  medium: 66.66,
  strong: 100,
};

export const STRENGTH_LABEL: Record<PasswordStrength, string> = {
  none: '',
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};
