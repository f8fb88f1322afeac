/** A loan and its history, loaded together and reloaded after every action on it. */
import { useCallback, useEffect, useState } from 'react';
import { getLoan, getLoanRevisions } from '../api/loans-api';
import type { LoanDetail, Revision } from '../api/loan-types';

export type LoanState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'ready'; loan: LoanDetail; revisions: Revision[] };

/** `id` is undefined until the address has been read, null when it names no loan. */
export function useLoan(id: number | null | undefined) {
  const [state, setState] = useState<LoanState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    void Promise.all([getLoan(id), getLoanRevisions(id)]).then(([loan, revisions]) => {
      if (!current) return;
      if (!loan.ok) setState(loan.status === 404 || loan.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: loan.message });
      else setState({ kind: 'ready', loan: loan.data.data, revisions: revisions.ok ? revisions.data.data : [] });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
