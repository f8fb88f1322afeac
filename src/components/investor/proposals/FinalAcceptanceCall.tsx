/**
 * A proposal the bank accepted waits for the investor: its final-acceptance deadline, the time left and
 * the way to accept, wherever the proposal is listed, so it is not mistaken for one waiting on the bank.
 */
import { finalAcceptancePath, FINAL_CALL_TEXT } from './proposal-text';
import { formatTimestamp, timeLeft } from './time-left';

interface Props {
  proposal: { id: number; status: string; final_acceptance_deadline: string | null };
}

export function FinalAcceptanceCall({ proposal }: Props) {
  if (proposal.status !== 'accepted' || !proposal.final_acceptance_deadline) return null;
  const deadline = proposal.final_acceptance_deadline;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" data-testid="final-acceptance-call">
      <span>
        {FINAL_CALL_TEXT.acceptBy(formatTimestamp(deadline))} ({timeLeft(deadline)})
      </span>
      <a className="btn btn-primary btn-xs" href={finalAcceptancePath(proposal.id)}>
        {FINAL_CALL_TEXT.acceptFinally}
      </a>
    </span>
  );
}
