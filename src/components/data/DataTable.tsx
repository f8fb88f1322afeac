/**
 * A list's rows as a table from 640 px up and as cards below it, where a table would need
 * sideways scrolling. Sortable headers are buttons carrying aria-sort on their cell; the
 * cards get a sort menu of the same columns. Both are disabled until the island has hydrated.
 */
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from '@/domain/lists';
import { DATA_TEXT } from './data-text';

export interface Column<T> {
  key: string;
  label: string;
  /** The API's sort column, when the list sorts by this one. */
  sort?: string;
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
  /** Left out of the card (for example the title column, shown as the card's heading). */
  hideInCard?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: { column: string; order: SortOrder };
  /** A header click passes the column alone (the order flips); the card sort menu passes both. */
  onSort?: (column: string, order?: SortOrder) => void;
  /** The card's heading, typically a link to the record. */
  cardTitle: (row: T) => ReactNode;
  ready: boolean;
}

const ariaSort = (active: boolean, order: SortOrder) =>
  active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-40'}`} />;
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
  ready,
}: { column: Column<T> } & Pick<DataTableProps<T>, 'sort' | 'onSort' | 'ready'>) {
  const align = column.align === 'end' ? 'text-end' : 'text-start';
  if (!column.sort || !onSort || !sort) {
    return (
      <th scope="col" className={align}>
        {column.label}
      </th>
    );
  }
  const active = sort.column === column.sort;
  return (
    <th scope="col" className={align} aria-sort={ariaSort(active, sort.order)}>
      <button
        type="button"
        className={`btn -mx-2 gap-1 btn-ghost font-semibold normal-case btn-xs ${column.align === 'end' ? 'flex-row-reverse' : ''}`}
        disabled={!ready}
        onClick={() => onSort(column.sort!)}
      >
        {column.label}
        <SortIcon active={active} order={sort.order} />
      </button>
    </th>
  );
}

function CardSort<T>({
  columns,
  sort,
  onSort,
  ready,
}: Pick<DataTableProps<T>, 'columns' | 'sort' | 'onSort' | 'ready'>) {
  const sortable = columns.filter((column) => column.sort);
  if (!sort || !onSort || sortable.length === 0) return null;
  const value = `${sort.column}:${sort.order}`;
  const listed = sortable.some((column) => column.sort === sort.column);
  return (
    <label className="mb-3 flex items-center gap-2 text-sm sm:hidden">
      <span>{DATA_TEXT.sortBy}</span>
      <select
        className="select flex-1 select-sm"
        value={value}
        disabled={!ready}
        onChange={(event) => {
          const [column = '', order] = event.target.value.split(':');
          onSort(column, order === 'desc' ? 'desc' : 'asc');
        }}
      >
        {!listed && (
          <option value={value} disabled>
            {DATA_TEXT.defaultOrder}
          </option>
        )}
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={`${column.sort}:${order}`} value={`${column.sort}:${order}`}>
              {column.label} ({order === 'asc' ? DATA_TEXT.ascending : DATA_TEXT.descending})
            </option>
          )),
        )}
      </select>
    </label>
  );
}

export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSort, cardTitle, ready }: DataTableProps<T>) {
  return (
    <div>
      <div className="hidden overflow-x-auto rounded-box border border-[var(--surface-border)] bg-base-100 sm:block">
        <table className="table table-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} ready={ready} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-base-200">
                {columns.map((column) => (
                  <td key={column.key} className={column.align === 'end' ? 'text-end tabular-nums' : ''}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sm:hidden">
        <CardSort columns={columns} sort={sort} onSort={onSort} ready={ready} />
        <ul className="flex flex-col gap-3" aria-label={caption}>
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              className="card border border-[var(--surface-border)] bg-base-100"
              data-testid="data-card"
            >
              <div className="card-body gap-2 p-4">
                <div className="font-semibold">{cardTitle(row)}</div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns
                    .filter((column) => !column.hideInCard)
                    .map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="opacity-70">{column.label}</dt>
                        <dd className="text-end tabular-nums">{column.render(row)}</dd>
                      </div>
                    ))}
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
