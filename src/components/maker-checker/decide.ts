/**
 * One decision on a pending action, start to end: confirmed first, sent, announced by the shared
 * confirm-and-run rule; the outcome tells the screen whether to reload or to ask for the reason again.
 */
import { confirmAndRun } from '@/lib/confirm-and-run';
import type { DecisionWords } from './decision-words';
import { decidePendingAction, type Verdict } from './pending-decision-api';

export type DecisionOutcome =
  /** The confirmation was declined: nothing was sent. */
  | { kind: 'declined' }
  | { kind: 'decided' }
  /** 409: someone decided it, or its target changed, meanwhile; the screen shows the new state. */
  | { kind: 'overtaken' }
  /** 422 on the reason: the reason dialog opens again with the message under the field. */
  | { kind: 'reason'; message: string }
  /** Any other refusal, already in the error toast. */
  | { kind: 'refused' };

/** Whether the screen reloads what it shows after this outcome. */
export const reloads = (outcome: DecisionOutcome) => outcome.kind === 'decided' || outcome.kind === 'overtaken';

export async function decide(
  actionId: number,
  verdict: Verdict,
  words: DecisionWords,
  reason = '',
  send = decidePendingAction,
): Promise<DecisionOutcome> {
  const said = words[verdict];
  if (!said) return { kind: 'declined' };
  const result = await confirmAndRun(
    said.confirm,
    () => send(actionId, verdict, reason),
    { done: said.done, failed: words.failed },
    verdict === 'reject' ? ['reason'] : [],
  );
  if (!result) return { kind: 'declined' };
  if (result.ok) return { kind: 'decided' };
  if (result.status === 409) return { kind: 'overtaken' };
  const reasonError = result.fieldErrors['reason']?.[0];
  if (verdict === 'reject' && result.status === 422 && reasonError) return { kind: 'reason', message: reasonError };
  return { kind: 'refused' };
}
