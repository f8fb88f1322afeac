/** Waiting for data and failing to get it: announced to screen readers, with a way to try again. */
import { DATA_TEXT } from './data-text';

export function LoadingState({ label = DATA_TEXT.loading }: { label?: string }) {
  return (
    <div role="status" data-loading className="flex items-center gap-3 px-2 py-8 opacity-80">
      <span className="loading loading-md loading-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  ready = true,
}: {
  message?: string | null;
  onRetry?: () => void;
  ready?: boolean;
}) {
  return (
    <div role="alert" className="alert flex flex-wrap justify-between alert-soft alert-error">
      <span>{message || DATA_TEXT.loadFailed}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry} disabled={!ready}>
          {DATA_TEXT.retry}
        </button>
      )}
    </div>
  );
}
