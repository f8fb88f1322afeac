/** A change field by field: what each field was and what it becomes (or became). */
import type { ReactNode } from 'react';
import { DATA_TEXT } from './data-text';

export interface DiffRow {
  field: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
}

export function DiffTable({ caption, rows }: { caption: string; rows: DiffRow[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-[var(--surface-border)]">
      <table className="table table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{DATA_TEXT.field}</th>
            <th scope="col">{DATA_TEXT.before}</th>
            <th scope="col">{DATA_TEXT.after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} data-field={row.field}>
              <th scope="row" className="font-medium">
                {row.label}
              </th>
              <td>
                <del>{row.before ?? DATA_TEXT.empty}</del>
              </td>
              <td>
                <ins className="font-medium">{row.after ?? DATA_TEXT.empty}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fields whose values differ between two records, in the order given. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  order: readonly string[] = [],
): string[] {
  const keys = new Set([...order, ...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter(
    (key) =>
      (key in (before ?? {}) || key in (after ?? {})) &&
      JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null),
  );
}
