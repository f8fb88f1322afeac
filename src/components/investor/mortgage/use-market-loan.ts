/**
 * The loan as an investor sees it and, for an investor, their organisation's proposal on it (the open
 * one, else the latest) with its history: loaded together, reloaded after a proposal is made.
 */
import { useCallback, useEffect, useState } from 'react';
import { isOpenProposal } from '@/domain/trading';
import { recordIdFromPath } from '@/lib/record-id';
import { getProposal, getProposals } from '../proposals/proposals-api';
import type { ProposalDetail } from '../proposals/proposal-types';
import { getMarketLoan } from './market-loan-api';
import type { MarketLoanDetail } from './market-loan-types';

export const INVESTOR_LOAN_PATH = '/app/investor/mortgages';

export type MarketLoanState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'ready'; loan: MarketLoanDetail; proposal: ProposalDetail | null; proposalFailed: boolean };

async function myProposal(loanId: number): Promise<{ proposal: ProposalDetail | null; failed: boolean }> {
  const list = await getProposals({ loan_id: String(loanId), sort: 'updated_at', order: 'desc', page: '1', per_page: '25' });
  if (!list.ok) return { proposal: null, failed: true };
  const chosen = list.data.data.find((proposal) => isOpenProposal(proposal.status)) ?? list.data.data[0];
  if (!chosen) return { proposal: null, failed: false };
  const detail = await getProposal(chosen.id);
  return detail.ok ? { proposal: detail.data.data, failed: false } : { proposal: null, failed: true };
}

/** `withProposal` is false for platform admins, who read the loan but have no proposal of their own. */
export function useMarketLoan(withProposal: boolean | null) {
  const [id, setId] = useState<number | null | undefined>(undefined);
  const [state, setState] = useState<MarketLoanState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setId(recordIdFromPath(window.location.pathname, `${INVESTOR_LOAN_PATH}/`)), []);

  useEffect(() => {
    // Wait for the address and for the session, which says whether there is a proposal to look for.
    if (id === undefined || withProposal === null) return;
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    void Promise.all([getMarketLoan(id), withProposal ? myProposal(id) : Promise.resolve({ proposal: null, failed: false })]).then(([loan, mine]) => {
      if (!current) return;
      if (!loan.ok) setState(loan.status === 404 || loan.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: loan.message });
      else setState({ kind: 'ready', loan: loan.data.data, proposal: mine.proposal, proposalFailed: mine.failed });
    });
    return () => {
      current = false;
    };
  }, [id, withProposal, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows the proposal the server has just answered with at once, then reloads the loan's counts. */
  const showProposal = useCallback((proposal: ProposalDetail) => {
    setState((previous) => (previous.kind === 'ready' ? { ...previous, proposal, proposalFailed: false } : previous));
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload, showProposal };
}
