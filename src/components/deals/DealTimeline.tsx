/** Every step of a deal, oldest first, with who took it and when. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { DEAL_TEXT as TEXT } from './deal-text';
import type { DealDetail } from './deal-types';

export function DealTimeline({ steps }: { steps: DealDetail['timeline'] }) {
  if (steps.length === 0) return <p className="text-sm opacity-80">{TEXT.noTimeline}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-[var(--surface-border)] pl-4" aria-label={TEXT.timeline}>
      {steps.map((step) => (
        <li key={step.id} className="flex flex-col gap-0.5" data-step={step.kind}>
          <span className="font-medium">{TEXT.steps[step.kind] ?? step.kind}</span>
          <span className="flex flex-wrap gap-x-2 text-sm opacity-80">
            <time dateTime={step.created_at}>{formatTimestamp(step.created_at)}</time>
            {step.actor && <span>{TEXT.by(step.actor.name)}</span>}
          </span>
          {step.note && <span className="text-sm whitespace-pre-line">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
