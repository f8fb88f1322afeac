/** A loan's revisions, newest first, each with its changed fields. */
import { RevisionHistory } from '@/components/data/RevisionHistory';
import type { Revision } from '../api/loan-types';
import { FIELD_ORDER, fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';

const BOOKKEEPING = [
  'id',
  'version',
  'updated_at',
  'created_at',
  'created_by',
  'created_by_id',
  'bank_id',
  'batch_id',
  'bank',
  'listed_at',
  'sold_at',
];

export function LoanHistory({ revisions, currency }: { revisions: Revision[]; currency: string | null }) {
  const entries = [...revisions]
    .sort((a, b) => b.version - a.version || b.id - a.id)
    .map((revision) => ({
      id: revision.id,
      version: revision.version,
      createdAt: revision.created_at,
      actorName: revision.actor?.name ?? null,
      approverName: revision.approver?.name ?? null,
      summary: summaryOf(revision.before, revision.after),
      before: revision.before,
      after: revision.after,
    }));
  return (
    <RevisionHistory
      revisions={entries}
      fieldLabel={fieldLabel}
      formatValue={(field, value) => formatFieldValue(field, value, currency)}
      fieldOrder={FIELD_ORDER}
      hidden={BOOKKEEPING}
    />
  );
}

const STATUS_WORDS: Record<string, string> = {
  pending_approval: 'Submitted for approval',
  approved: 'Approved',
  listed: 'Listed',
  withdrawn: 'Listing withdrawn',
  rejected: 'Rejected',
  under_offer: 'Under offer',
  sold: 'Sold',
  draft: 'Back to draft',
};

function summaryOf(before: Record<string, unknown> | null, after: Record<string, unknown>): string | undefined {
  if (!before) return undefined;
  const status = after['status'];
  if (typeof status === 'string' && status !== before['status']) return STATUS_WORDS[status];
  return 'Edited';
}
