/**
 * admin/revisions/{id}: one applied change field by field (before, after), who made it, who
 * approved it and through which pending action, with links to the record and to its previous
 * and next revision.
 */
import type { ReactNode } from 'react';
import { DiffTable } from '@/components/data/DiffTable';
import { RecordStatus } from '@/components/data/RecordStatus';
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { fieldLabel, fieldValue, recordName } from './revision-fields';
import { getRevision, type RevisionAnswer } from './revisions-api';
import { recordPath, REVISION_PATH, REVISION_TEXT as TEXT, revisionPath, TARGET_LABELS } from './revision-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export default function RevisionView() {
  const ready = useHydrated();
  const { state, reload } = useRecord(getRevision, useRecordIdFromPath(`${REVISION_PATH}/`));
  if (state.kind !== 'ready')
    return <RecordStatus state={state} notFound={TEXT.notFound} onRetry={reload} ready={ready} />;
  return <Revision answer={state.record} ready={ready} />;
}

function Revision({ answer, ready }: { answer: RevisionAnswer; ready: boolean }) {
  const { data: revision, previous_id: previousId, next_id: nextId } = answer;
  const label = TARGET_LABELS[revision.target_type] ?? revision.target_type;
  const record = recordPath(revision.target_type, revision.target_id, revision.after);
  return (
    <div {...hydratedMarker(ready)} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          {TEXT.title(label, recordName(revision.after ?? revision.before, revision.target_id), revision.version)}
        </h2>
        {record && (
          <a className="btn ms-auto btn-outline btn-sm" href={record}>
            {TEXT.record}
          </a>
        )}
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={TEXT.madeBy}>{revision.actor?.name ?? TEXT.unknown}</Fact>
        <Fact label={TEXT.approvedBy}>{revision.approver?.name ?? TEXT.noApprover}</Fact>
        <Fact label={TEXT.pendingAction}>
          {revision.pending_action_id === null ? TEXT.direct : `#${revision.pending_action_id}`}
        </Fact>
        <Fact label={TEXT.when}>
          <time dateTime={revision.created_at}>{formatTimestamp(revision.created_at)}</time>
        </Fact>
      </dl>
      <section aria-labelledby="revision-changes-heading" className="flex flex-col gap-2">
        <h2 id="revision-changes-heading" className="text-lg font-semibold">
          {TEXT.changes}
        </h2>
        {revision.before === null && <p className="text-sm opacity-80">{TEXT.created}</p>}
        {revision.changes.length === 0 ? (
          <p className="text-sm opacity-80">{TEXT.noChanges}</p>
        ) : (
          <DiffTable
            caption={TEXT.caption}
            rows={revision.changes.map((change) => ({
              field: change.field,
              label: fieldLabel(revision.target_type, change.field),
              before: fieldValue(revision.target_type, change.field, change.before),
              after: fieldValue(revision.target_type, change.field, change.after),
            }))}
          />
        )}
      </section>
      <nav aria-label={TEXT.changes} className="flex flex-wrap justify-between gap-2">
        {previousId === null ? (
          <span className="text-sm opacity-70">{TEXT.noPrevious}</span>
        ) : (
          <a className="btn btn-sm" href={revisionPath(previousId)} rel="prev">
            {TEXT.previous}
          </a>
        )}
        {nextId === null ? (
          <span className="text-sm opacity-70">{TEXT.noNext}</span>
        ) : (
          <a className="btn btn-sm" href={revisionPath(nextId)} rel="next">
            {TEXT.next}
          </a>
        )}
      </nav>
    </div>
  );
}
