/**
 * A proposal's history as its investor reads it: the bank's internal four-eyes steps (an acceptance
 * asked of a manager, declined or cancelled) are left out, and the bank's and the platform's steps
 * are the organisation's, not a named person's. Filtered here, so no answer carries them to an investor.
 */
import type { ProposalEventKind } from './schemas.ts';

const BANK_INTERNAL: readonly ProposalEventKind[] = [
  'acceptance_requested',
  'acceptance_declined',
  'acceptance_cancelled',
];
/** Steps the investor's own people take: their names are the investor's to see. */
const INVESTOR_STEPS: readonly ProposalEventKind[] = [
  'submitted',
  'revised',
  'counter_accepted',
  'withdrawn',
  'final_accepted',
];

interface Event {
  kind: ProposalEventKind;
  actor: { id: number; name: string } | null;
}

export function investorHistory<E extends Event>(events: readonly E[]): E[] {
  return events
    .filter((event) => !BANK_INTERNAL.includes(event.kind))
    .map((event) => (INVESTOR_STEPS.includes(event.kind) ? event : { ...event, actor: null }));
}
