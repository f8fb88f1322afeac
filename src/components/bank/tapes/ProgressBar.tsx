/** A labelled progress bar; without a known total it shows as busy without a figure. */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const known = max > 0;
  return (
    <div className="flex flex-col gap-1">
      <progress
        className="progress w-full progress-primary"
        aria-label={label}
        value={known ? Math.min(value, max) : undefined}
        max={known ? max : undefined}
      />
      <p className="text-sm" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
