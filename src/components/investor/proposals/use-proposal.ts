/** One proposal with its history, read from the page's address, reloaded after every action on it. */
import { useCallback, useEffect, useState } from 'react';
import { recordIdFromPath } from '@/lib/record-id';
import { getProposal } from './proposals-api';
import { PROPOSALS_PATH } from './proposal-text';
import type { ProposalDetail } from './proposal-types';

export type ProposalState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; proposal: ProposalDetail };

export function useProposal() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  const [state, setState] = useState<ProposalState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setId(recordIdFromPath(window.location.pathname, `${PROPOSALS_PATH}/`)), []);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    void getProposal(id).then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ kind: 'ready', proposal: answer.data.data });
      else setState(answer.status === 404 || answer.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows a proposal the server has just answered with, without asking again. */
  const replace = useCallback((proposal: ProposalDetail) => setState({ kind: 'ready', proposal }), []);
  return { state, reload, replace };
}
