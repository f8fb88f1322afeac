/**
 * A detail page's record while it is not on screen: the wait, the page's own words for a record
 * that is not there (with no retry: asking again finds nothing), or the failure with its retry.
 */
import { ErrorState, LoadingState } from './LoadState';
import type { RecordState } from './record-state';

interface RecordStatusProps<T> {
  state: RecordState<T>;
  notFound: string;
  onRetry: () => void;
  ready: boolean;
  /** The page's words while loading and for a failure the server gave no message for. */
  loading?: string;
  loadFailed?: string;
}

export function RecordStatus<T>({ state, notFound, onRetry, ready, loading, loadFailed }: RecordStatusProps<T>) {
  if (state.kind === 'loading') return <LoadingState label={loading} />;
  if (state.kind === 'missing') return <ErrorState message={notFound} />;
  if (state.kind === 'failed')
    return <ErrorState message={state.message ?? loadFailed} onRetry={onRetry} ready={ready} />;
  return null;
}
