/** One deal with its timeline, loaded once the address has been read and again after every action on it. */
import { useCallback, useEffect, useState } from 'react';
import { getDeal } from './deals-api';
import type { DealDetail } from './deal-types';

export type DealState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; deal: DealDetail };

/** `id` is undefined until the address has been read, null when it names no deal. */
export function useDeal(id: number | null | undefined) {
  const [state, setState] = useState<DealState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) return setState({ kind: 'missing' });
    let current = true;
    void getDeal(id).then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ kind: 'ready', deal: answer.data.data });
      else setState(answer.status === 404 || answer.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
