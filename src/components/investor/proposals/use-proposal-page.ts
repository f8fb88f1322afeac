/** One page of the proposal list for the view in force; the previous rows stay on screen while the next page loads. */
import { useEffect, useState } from 'react';
import { listQueryParams, type ListQuery } from '@/lib/list-query';
import { getProposals } from './proposals-api';
import { PROPOSAL_LIST_SPEC, type ProposalFilter } from './proposal-list-query';
import type { PageMeta, Proposal } from './proposal-types';

export interface ProposalPageState {
  rows: Proposal[] | null;
  meta: PageMeta | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

export function useProposalPage(query: ListQuery<ProposalFilter>, enabled: boolean): ProposalPageState {
  const [result, setResult] = useState<{ rows: Proposal[] | null; meta: PageMeta | null; error: string | null }>({ rows: null, meta: null, error: null });
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = listQueryParams(query, PROPOSAL_LIST_SPEC, true).toString();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    void getProposals(Object.fromEntries(new URLSearchParams(key))).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (answer.ok) setResult({ rows: answer.data.data, meta: answer.data.meta, error: null });
      else setResult((previous) => ({ ...previous, error: answer.message ?? '' }));
    });
    return () => {
      current = false;
    };
  }, [key, enabled, attempt]);

  return { ...result, loading, retry: () => setAttempt((n) => n + 1) };
}
