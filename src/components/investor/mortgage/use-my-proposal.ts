/** The investor's organisation's proposal on a loan (the open one, else the latest) with its history. */
import { useCallback, useEffect, useState } from 'react';
import { isOpenProposal } from '@/domain/trading';
import { getProposal, getProposals } from '../proposals/proposals-api';
import type { ProposalDetail } from '../proposals/proposal-types';

export type MyProposalState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; proposal: ProposalDetail | null };

async function latestProposal(loanId: number): Promise<MyProposalState> {
  const list = await getProposals({ loan_id: String(loanId), sort: 'updated_at', order: 'desc', page: '1', per_page: '25' });
  if (!list.ok) return { kind: 'failed' };
  const chosen = list.data.data.find((proposal) => isOpenProposal(proposal.status)) ?? list.data.data[0];
  if (!chosen) return { kind: 'ready', proposal: null };
  const detail = await getProposal(chosen.id);
  return detail.ok ? { kind: 'ready', proposal: detail.data.data } : { kind: 'failed' };
}

export function useMyProposal(loanId: number) {
  const [state, setState] = useState<MyProposalState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void latestProposal(loanId).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [loanId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows the proposal the server has just answered with, without asking again. */
  const show = useCallback((proposal: ProposalDetail) => setState({ kind: 'ready', proposal }), []);
  return { state, reload, show };
}
