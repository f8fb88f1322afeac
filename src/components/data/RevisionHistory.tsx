/** A record's history, newest first: each applied change with who made it, who approved it, and the diff. */
import type { ReactNode } from 'react';
import { DATA_TEXT } from './data-text';
import { DiffTable, changedFields } from './DiffTable';
import { formatTimestamp } from './format-timestamp';

export interface RevisionEntry {
  id: number;
  version: number;
  createdAt: string;
  actorName: string | null;
  approverName: string | null;
  /** What happened, in words ("Submitted for approval"). */
  summary?: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface RevisionHistoryProps {
  revisions: RevisionEntry[];
  fieldLabel: (field: string) => string;
  formatValue: (field: string, value: unknown) => ReactNode;
  /** Fields in the order to list them. */
  fieldOrder?: readonly string[];
  /** Fields never shown (bookkeeping such as updated_at). */
  hidden?: readonly string[];
  /** Where a revision's own page is, when the viewer may open it. */
  revisionHref?: (id: number) => string;
}

// Kept importable from here; screens without a revision history import it from its own file.
export { formatTimestamp };

export function RevisionHistory({
  revisions,
  fieldLabel,
  formatValue,
  fieldOrder = [],
  hidden = [],
  revisionHref,
}: RevisionHistoryProps) {
  if (revisions.length === 0) return <p className="text-sm opacity-80">{DATA_TEXT.noHistory}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={DATA_TEXT.history}>
      {revisions.map((revision) => {
        const fields = changedFields(revision.before, revision.after, fieldOrder).filter(
          (field) => !hidden.includes(field),
        );
        return (
          <li
            key={revision.id}
            className="rounded-box border border-[var(--surface-border)] bg-base-100 p-3"
            data-version={revision.version}
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              {revisionHref ? (
                <a className="link font-semibold" href={revisionHref(revision.id)}>
                  {DATA_TEXT.version(revision.version)}
                </a>
              ) : (
                <span className="font-semibold">{DATA_TEXT.version(revision.version)}</span>
              )}
              {revision.summary && <span>{revision.summary}</span>}
              <time dateTime={revision.createdAt} className="opacity-80">
                {formatTimestamp(revision.createdAt)}
              </time>
              {revision.actorName && <span className="opacity-80">{DATA_TEXT.by(revision.actorName)}</span>}
              {revision.approverName && (
                <span className="opacity-80">{DATA_TEXT.approvedBy(revision.approverName)}</span>
              )}
            </div>
            {revision.before === null ? (
              <p className="mt-1 text-sm opacity-80">{DATA_TEXT.created}</p>
            ) : (
              fields.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm">{DATA_TEXT.showChanges}</summary>
                  <div className="mt-2">
                    <DiffTable
                      caption={DATA_TEXT.version(revision.version)}
                      rows={fields.map((field) => ({
                        field,
                        label: fieldLabel(field),
                        before: formatValue(field, revision.before?.[field]),
                        after: formatValue(field, revision.after[field]),
                      }))}
                    />
                  </div>
                </details>
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}
