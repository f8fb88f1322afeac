/** The password strength meter of spec section 5: a bar at 33.33%, 66.66% or 100% and its word. */
import { STRENGTH_BAR_PERCENT, STRENGTH_LABEL, passwordStrength } from '@/domain/password-strength';
import { PASSWORD_TEXT } from './auth-text';

const BAR_CLASS = { none: '', weak: 'progress-error', medium: 'progress-warning', strong: 'progress-success' } as const;

export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="mt-1 flex items-center gap-3" data-strength={strength}>
      <progress
        id={id}
        className={`progress h-2 flex-1 ${BAR_CLASS[strength]}`}
        value={STRENGTH_BAR_PERCENT[strength]}
        max={100}
        aria-label={PASSWORD_TEXT.strength}
        aria-valuetext={STRENGTH_LABEL[strength] || undefined}
      />
      <span className="w-16 text-right text-xs" aria-live="polite">
        {STRENGTH_LABEL[strength]}
      </span>
    </div>
  );
}
