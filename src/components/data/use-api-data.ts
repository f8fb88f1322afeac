/**
 * The portal's one way to read from the API: the answer for the key in force, asked when the key
 * is first known, whenever it changes and on `retry`; a null key asks nothing yet. The last good
 * answer stays on screen while the next one loads and beside a failure.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api/api-result';

export interface ApiData<T> {
  /** Where the read stands: failed while the last answer is a failure, ready once there is a value. */
  phase: 'loading' | 'failed' | 'ready';
  value: T | null;
  loading: boolean;
  /** null when the last answer was good; '' when it failed without a message. */
  error: string | null;
  /** The status of the last failed answer (0 for the network), null when the last answer was good. */
  failedStatus: number | null;
  /** The server refused the request (422): asking again will not help, changing it will. */
  invalid: boolean;
  retry: () => void;
  /** Shows what the server has just answered to a write, without asking again. */
  replace: (value: T) => void;
}

interface Answered<T> {
  /** The key the answer is for. */
  key: string | null;
  value: T | null;
  error: string | null;
  failedStatus: number | null;
}

export interface ApiDataOptions {
  /** Another key shows nothing of the previous key's answer (another record rather than another view of one list). */
  fresh?: boolean;
}

const NOTHING = { value: null, error: null, failedStatus: null };

/** `load` is called as the render that changed the key gives it: the key carries everything it depends on. */
export function useApiData<T>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
  options: ApiDataOptions = {},
): ApiData<T> {
  const [stored, setAnswered] = useState<Answered<T>>({ key: null, ...NOTHING });
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading(true);
    void load().then((answer) => {
      if (!current) return;
      // Drawing an answer (a table of rows, a record's fields) is rendered in slices that leave the page
      // free to answer a tap in between, rather than in one long task.
      startTransition(() => {
        setLoading(false);
        if (answer.ok) setAnswered({ key, value: answer.data, error: null, failedStatus: null });
        else {
          const failure = { key, error: answer.message ?? '', failedStatus: answer.status };
          setAnswered((previous) => ({
            ...failure,
            value: options.fresh && previous.key !== key ? null : previous.value,
          }));
        }
      });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (value: T) => setAnswered((previous) => ({ key: previous.key, value, error: null, failedStatus: null })),
    [],
  );
  const answered = options.fresh && stored.key !== key ? NOTHING : stored;
  const phase = answered.error !== null ? 'failed' : answered.value !== null ? 'ready' : 'loading';
  return { ...answered, phase, loading, invalid: answered.failedStatus === 422, retry, replace };
}
