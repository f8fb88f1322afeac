/**
 * One record for a detail page, loaded once its id is known and again on `reload`; a 404 or 403
 * reads as missing, any other failure keeps the server's message for a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api/api-result';
import { recordIdFromPath } from '@/lib/record-id';

export type RecordState<T> = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; record: T };

/** The id the page's address names after `prefix`: undefined until the address has been read, null when it names none. */
export function useRecordIdFromPath(prefix: string): number | null | undefined {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(recordIdFromPath(window.location.pathname, prefix)), [prefix]);
  return id;
}

export function useRecord<T>(load: (id: number) => Promise<ApiResult<{ data: T }>>, id: number | null | undefined) {
  const [state, setState] = useState<RecordState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let current = true;
    void load(id).then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ kind: 'ready', record: answer.data.data });
      else setState(answer.status === 404 || answer.status === 403 ? { kind: 'missing' } : { kind: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [id, attempt, load]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows a record the server has just answered with, without asking again. */
  const replace = useCallback((record: T) => setState({ kind: 'ready', record }), []);
  return { state, reload, replace };
}
