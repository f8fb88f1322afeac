/** Where a detail page's record stands, from its id and the last answer about it. */
export type RecordState<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; record: T };

/** The statuses that mean "no such record for this viewer". */
const MISSING_STATUSES: readonly number[] = [404, 403];

export function recordState<T>(
  id: number | null | undefined,
  answer: { value: T | null; error: string | null; failedStatus: number | null },
): RecordState<T> {
  if (id === null) return { kind: 'missing' };
  if (answer.failedStatus !== null) {
    return MISSING_STATUSES.includes(answer.failedStatus)
      ? { kind: 'missing' }
      : { kind: 'failed', message: answer.error || null };
  }
  if (answer.value !== null) return { kind: 'ready', record: answer.value };
  return { kind: 'loading' };
}
