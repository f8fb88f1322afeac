/** The investor's organisation's proposal on a loan (the open one, else the latest) with its history. */
import { useCallback } from 'react';
import { useApiData } from '@/components/data/use-api-data';
import { dataOf, type ApiResult } from '@/lib/api/api-result';
import { isOpenProposal } from '@/domain/trading';
import { getProposal, getProposals } from '../proposals/proposals-api';
import type { ProposalDetail } from '../proposals/proposal-types';

export type MyProposalState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; proposal: ProposalDetail | null };

/** Wrapped, since "no proposal yet" is an answer too. */
interface Chosen {
  proposal: ProposalDetail | null;
}

async function latestProposal(loanId: number): Promise<ApiResult<Chosen>> {
  const list = await getProposals({ loan_id: String(loanId), sort: 'updated_at', order: 'desc' });
  if (!list.ok) return list;
  const chosen = list.data.data.find((proposal) => isOpenProposal(proposal.status)) ?? list.data.data[0];
  if (!chosen) return { ...list, data: { proposal: null } };
  const detail = await dataOf(getProposal(chosen.id));
  return detail.ok ? { ...detail, data: { proposal: detail.data } } : detail;
}

export function useMyProposal(loanId: number) {
  const answer = useApiData(String(loanId), () => latestProposal(loanId));
  const state: MyProposalState =
    answer.phase === 'failed'
      ? { kind: 'failed' }
      : answer.phase === 'ready'
        ? { kind: 'ready', proposal: answer.value!.proposal }
        : { kind: 'loading' };
  const { replace } = answer;
  /** Shows the proposal the server has just answered with, without asking again. */
  const show = useCallback((proposal: ProposalDetail) => replace({ proposal }), [replace]);
  return { state, reload: answer.retry, show };
}
