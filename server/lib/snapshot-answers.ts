/**
 * Answers shared by the requests that see the same committed data. Every signed-in request reads
 * its session together with the database's snapshot (`pg_current_snapshot()`: which transactions
 * had committed). Two requests with equal snapshots see exactly the same rows, so a read that
 * depends only on those rows, on what the caller's organisations and roles let them see and on
 * the parsed query gives both the same answer: the second takes the first's, even while it is
 * still being read. Any commit, by this process or another, changes the snapshot, so nothing
 * written is ever missed; an answer is also dropped after ANSWER_KEPT_MS, for the figures that
 * depend on the clock (ages, deadlines). A failed read is not kept.
 */

/** Short: a read also depends on the clock, and a quiet database keeps its snapshot for a long time. */
export const ANSWER_KEPT_MS = 1000;

export interface SnapshotAnswers {
  /** The answer kept for `key` at `snapshot`, or `read`'s, kept for the next request. */
  answer<Value>(snapshot: string, key: string, read: () => Promise<Value>): Promise<Value>;
}

/** At most `limit` answers are kept; the one used least recently goes first. `now` is the clock, in milliseconds. */
export function snapshotAnswers(
  limit = 200,
  keptMs = ANSWER_KEPT_MS,
  now: () => number = () => performance.now(),
): SnapshotAnswers {
  const kept = new Map<string, { answer: Promise<unknown>; until: number }>();
  return {
    answer<Value>(snapshot: string, key: string, read: () => Promise<Value>) {
      const at = `${snapshot}\n${key}`;
      const entry = kept.get(at);
      kept.delete(at);
      if (entry && entry.until > now()) {
        kept.set(at, entry);
        return entry.answer as Promise<Value>;
      }
      const answer = read();
      const fresh = { answer, until: now() + keptMs };
      kept.set(at, fresh);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
      answer.catch(() => {
        if (kept.get(at) === fresh) kept.delete(at);
      });
      return answer;
    },
  };
}
