/**
 * The marketplace's CSV export: a link (so it still downloads without scripts) that, once the page
 * is live, downloads through fetch instead, showing the loans received of the count the list shows,
 * with a Cancel button that stops the download (and with it the server's query), and a clear
 * message when it fails.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Download } from 'lucide-react';
import { CsvRefused, fetchCsv, saveFile, type CsvProgress } from './fetch-csv';
import { MARKET_TEXT } from './market-text';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: CsvProgress }
  | { phase: 'done'; rows: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: string };

const T = MARKET_TEXT.csvExport;

export function CsvExport({ href, expected, ready }: { href: string; expected: number; ready: boolean }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the download.
  useEffect(() => () => running.current?.abort(), []);

  async function start(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', progress: { rows: 0, bytes: 0 } });
    try {
      const file = await fetchCsv(
        href,
        controller.signal,
        (progress) => setState({ phase: 'running', progress }),
        'marketplace.csv',
      );
      saveFile(file);
      setState((last) => ({ phase: 'done', rows: last.phase === 'running' ? last.progress.rows : 0 }));
    } catch (error) {
      if (controller.signal.aborted) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', reason: error instanceof CsvRefused ? error.message : T.network });
    } finally {
      running.current = null;
    }
  }

  if (!ready) {
    return (
      <button type="button" className="btn btn-sm" disabled>
        <Download aria-hidden="true" className="size-4" />
        {MARKET_TEXT.downloadCsv}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-csv-export={state.phase}>
      {state.phase === 'running' ? (
        <>
          <progress
            className="progress w-32 progress-primary"
            aria-label={T.progressLabel}
            value={expected > 0 ? Math.min(state.progress.rows, expected) : undefined}
            max={expected > 0 ? expected : undefined}
          />
          <span className="text-sm" role="status" data-csv-rows={state.progress.rows}>
            {T.progress(state.progress.rows, expected)}
          </span>
          <button type="button" className="btn btn-sm" onClick={() => running.current?.abort()}>
            {T.cancel}
          </button>
        </>
      ) : (
        <>
          <a className="btn btn-sm" href={href} download onClick={(event) => void start(event)}>
            <Download aria-hidden="true" className="size-4" />
            {MARKET_TEXT.downloadCsv}
          </a>
          {state.phase === 'done' && (
            <span className="text-sm" role="status">
              {T.done(state.rows)}
            </span>
          )}
          {state.phase === 'cancelled' && (
            <span className="text-sm" role="status">
              {T.cancelled}
            </span>
          )}
          {state.phase === 'failed' && (
            <span className="text-sm text-error" role="alert">
              {T.failed(state.reason)}
            </span>
          )}
        </>
      )}
    </div>
  );
}
