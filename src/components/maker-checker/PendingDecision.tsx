/**
 * The decision on a pending action, the same on every screen: the change as a diff, approve, reject
 * with a required reason asked in a dialog, cancel by the maker, each confirmed first. What the
 * viewer may not do is not offered (see decision-rights); the screen's frame and words stay its own.
 */
import { lazy, Suspense, useState } from 'react';
import { DiffTable, type DiffRow } from '@/components/data/DiffTable';
import { decide, reloads } from './decide';
import { decisionNote, decisionRights, type DecidableAction, type DecisionViewer } from './decision-rights';
import type { DecisionWords } from './decision-words';
import type { Verdict } from './pending-decision-api';

// The reason dialog and its form fields download when a reject is first asked for, not with every
// screen that shows a pending action.
const ReasonPrompt = lazy(() => import('./ReasonPrompt').then((module) => ({ default: module.ReasonPrompt })));

interface Props {
  action: DecidableAction;
  viewer: DecisionViewer;
  /** The API's own word on this viewer deciding it, where the answer carries one. */
  mayDecide?: boolean;
  /** The record's version is no longer the one the action was made on. */
  stale?: boolean;
  words: DecisionWords;
  /** The change; `empty` says so when it has no fields. */
  diff?: { caption: string; rows: DiffRow[]; empty?: string };
  /** Small buttons only, for a row of a table (no diff, no note). */
  compact?: boolean;
  ready: boolean;
  onDecided: () => void;
}

// Rejecting is a plain button: an outlined red one fails axe's contrast check on the loan page's card.
const TONE: Record<Verdict, string> = { approve: 'btn-success', reject: '', cancel: '' };

export function PendingDecision({
  action,
  viewer,
  mayDecide,
  stale,
  words,
  diff,
  compact = false,
  ready,
  onDecided,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<{ error: string | null } | null>(null);
  const [reason, setReason] = useState('');
  const rights = decisionRights(action, viewer, { mayDecide, stale, cancellable: Boolean(words.cancel) });
  const note = compact ? null : decisionNote(action, rights, words);

  const run = async (verdict: Verdict, given = '') => {
    setBusy(true);
    const outcome = await decide(action.id, verdict, words, given);
    setBusy(false);
    if (outcome.kind === 'reason') setPrompt({ error: outcome.message });
    if (outcome.kind === 'decided') setReason('');
    if (reloads(outcome)) onDecided();
  };

  const button = (verdict: Verdict, label: string, onClick: () => void) => (
    <button
      key={verdict}
      type="button"
      className={`btn ${compact ? 'btn-xs' : 'btn-sm'} ${TONE[verdict]}`}
      disabled={!ready || busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const buttons = [
    rights.approve && button('approve', words.approve.label, () => void run('approve')),
    rights.reject && button('reject', words.reject.label, () => setPrompt({ error: null })),
    rights.cancel && words.cancel && button('cancel', words.cancel.label, () => void run('cancel')),
  ].filter(Boolean);
  const reasonPrompt = prompt && (
    <Suspense fallback={null}>
      <ReasonPrompt
        words={words.reject.prompt}
        value={reason}
        error={prompt.error}
        onChange={setReason}
        onSubmit={(given) => {
          setPrompt(null);
          void run('reject', given);
        }}
        onClose={() => setPrompt(null)}
      />
    </Suspense>
  );

  if (compact) {
    return (
      <>
        {buttons}
        {reasonPrompt}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {diff &&
        (diff.rows.length > 0 ? (
          <DiffTable caption={diff.caption} rows={diff.rows} />
        ) : (
          diff.empty && <p className="text-sm">{diff.empty}</p>
        ))}
      {note && <p className="text-sm opacity-80">{note}</p>}
      {buttons.length > 0 && <div className="flex flex-wrap gap-2">{buttons}</div>}
      {reasonPrompt}
    </div>
  );
}
