/**
 * A titled section holding one page of a list read inside a record's page: loading and failure states,
 * the table (cards on a phone) and the previous/next steps, the page kept as local state by the caller.
 */
import { DataTable, type DataTableProps } from './DataTable';
import { ErrorState, LoadingState } from './LoadState';
import { PageSteps } from './PageSteps';
import type { ApiData } from './use-api-data';

interface Props<T> extends Omit<DataTableProps<T>, 'rows'> {
  /** The section's id: its heading is `${id}-title`. */
  id: string;
  title: string;
  answer: Pick<ApiData<{ data: T[]; meta: { total: number } }>, 'value' | 'error' | 'loading' | 'retry'>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Wide tables scroll sideways instead of widening the page. */
  scrolls?: boolean;
}

export function PagedTableSection<T>({ id, title, answer, page, perPage, onPage, scrolls, ...table }: Props<T>) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {answer.error !== null && (
        <ErrorState message={answer.error || null} onRetry={answer.retry} ready={table.ready} />
      )}
      {answer.value === null && answer.error === null && <LoadingState />}
      {answer.value !== null && (
        <div aria-busy={answer.loading} className={`flex flex-col gap-3${scrolls ? 'overflow-x-auto' : ''}`}>
          <DataTable {...table} rows={answer.value.data} />
          <PageSteps
            page={page}
            total={answer.value.meta.total}
            perPage={perPage}
            onPage={onPage}
            ready={table.ready}
            label={title}
          />
        </div>
      )}
    </section>
  );
}
