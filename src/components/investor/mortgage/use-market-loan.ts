/** The loan as an investor sees it, read from the page's address; reloaded after a proposal changes its counts. */
import { useCallback, useEffect, useState } from 'react';
import { recordIdFromPath } from '@/lib/record-id';
import { getMarketLoan } from './market-loan-api';
import type { MarketLoanDetail } from './market-loan-types';

export const INVESTOR_LOAN_PATH = '/app/investor/mortgages';

export type MarketLoanState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; loan: MarketLoanDetail };

export function useMarketLoan() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  const [state, setState] = useState<MarketLoanState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setId(recordIdFromPath(window.location.pathname, `${INVESTOR_LOAN_PATH}/`)), []);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    void getMarketLoan(id).then((loan) => {
      if (!current) return;
      if (loan.ok) setState({ kind: 'ready', loan: loan.data.data });
      else setState(loan.status === 404 || loan.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: loan.message });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
