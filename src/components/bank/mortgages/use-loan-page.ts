/** One page of the mortgage list for the view in force; the previous rows stay on screen while the next page loads. */
import { useEffect, useState } from 'react';
import { listQueryParams, type ListQuery } from '@/lib/list-query';
import { getLoans } from '../api/loans-api';
import type { Loan, PageMeta } from '../api/loan-types';
import { MORTGAGE_LIST_SPEC, type MortgageFilter } from './mortgage-list-query';

export interface LoanPage {
  rows: Loan[] | null;
  meta: PageMeta | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

export function useLoanPage(query: ListQuery<MortgageFilter>, enabled: boolean): LoanPage {
  const [result, setResult] = useState<{ rows: Loan[] | null; meta: PageMeta | null; error: string | null }>({ rows: null, meta: null, error: null });
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = listQueryParams(query, MORTGAGE_LIST_SPEC, true).toString();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    void getLoans(Object.fromEntries(new URLSearchParams(key))).then((answer) => {
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
