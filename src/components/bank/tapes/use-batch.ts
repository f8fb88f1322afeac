/**
 * A batch read from the API and read again while its tape is being checked or its approved
 * import runs: every second at first, then more slowly, so a long one does not flood a slow line.
 */
import { useCallback, useEffect, useRef } from 'react';
import { recordState, type RecordState } from '@/components/data/record-state';
import { useApiData } from '@/components/data/use-api-data';
import { getBatch, type Batch } from '@/lib/api/batches';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 5000;
/** The statuses the server moves on from by itself. */
const RUNNING: readonly string[] = ['validating', 'importing'];

export interface BatchState {
  batch: Batch | null;
  /** A message when the batch could not be read at all; a failed poll keeps the last answer. */
  failure: string | null;
  pollFailed: boolean;
  /** The batch as a detail page's record: a failed poll is not a failure, the last answer stays. */
  state: RecordState<Batch>;
  reload: () => void;
}

/** A network failure or the server's own: worth asking again. A 4xx will answer the same. */
const passing = (status: number | null) => status !== null && (status === 0 || status >= 500);

export function useBatch(id: number | null): BatchState {
  // Another batch (or none): nothing of the previous one stays on screen.
  const answer = useApiData(id === null ? null : String(id), () => getBatch(id as number), { fresh: true });
  const { loading, value, failedStatus, retry } = answer;
  const delay = useRef(FIRST_DELAY_MS);

  useEffect(() => {
    delay.current = FIRST_DELAY_MS;
  }, [id]);

  const running = value !== null && RUNNING.includes(value.status);
  const again = failedStatus === null ? running : passing(failedStatus);
  useEffect(() => {
    if (id === null || loading || !again) return;
    const timer = setTimeout(retry, delay.current);
    delay.current = Math.min(delay.current * 1.5, MAX_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, loading, again, value, failedStatus, retry]);

  const reload = useCallback(() => {
    delay.current = FIRST_DELAY_MS;
    retry();
  }, [retry]);
  const failure = failedStatus !== null && !passing(failedStatus) ? answer.error : null;
  const state = recordState(id, { value, error: failure, failedStatus: failure === null ? null : failedStatus });
  return { batch: value, failure, pollFailed: passing(failedStatus), state, reload };
}
