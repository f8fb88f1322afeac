/**
 * A batch read from the API and read again while its tape is being checked or its approved
 * import runs: every second at first, then more slowly, so a long one does not flood a slow line.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  reload: () => void;
}

export function useBatch(id: number | null): BatchState {
  const [batch, setBatch] = useState<Batch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pollFailed, setPollFailed] = useState(false);
  const [round, setRound] = useState(0);
  const delay = useRef(FIRST_DELAY_MS);

  // Another batch (or none): nothing of the previous one stays on screen.
  useEffect(() => {
    setBatch(null);
    setFailure(null);
  }, [id]);

  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const result = await getBatch(id);
      if (stopped) return;
      if (result.ok) {
        setBatch(result.data);
        setFailure(null);
        setPollFailed(false);
        if (!RUNNING.includes(result.data.status)) return;
      } else if (result.status !== 0 && result.status < 500) {
        setFailure(result.message ?? '');
        return;
      } else {
        setPollFailed(true);
      }
      timer = setTimeout(() => void read(), delay.current);
      delay.current = Math.min(delay.current * 1.5, MAX_DELAY_MS);
    };
    delay.current = FIRST_DELAY_MS;
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { batch, failure, pollFailed, reload };
}
