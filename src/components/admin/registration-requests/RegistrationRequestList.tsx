/**
 * admin/registration-requests: every request with status and type filters, a search and
 * pagination, all kept in the address so a reload or a shared link shows the same view.
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import type { Column } from '@/components/data/DataTable';
import { labelledOptions } from '@/components/data/FilterBar';
import { FilteredList, type ListChoice } from '@/components/data/FilteredList';
import { REGISTRATION_REQUEST_LIST } from '@/domain/lists';
import type { ListQuerySpec } from '@/lib/list-query';
import { listRegistrations, type RegistrationRow } from './registration-api';
import {
  REGISTRATION_PATH,
  REGISTRATION_TEXT as TEXT,
  STATUS_LABELS,
  STATUS_TONE,
  TYPE_LABELS,
} from './registration-text';

const FILTERS = ['status', 'type', 'search'] as const;
type Filter = (typeof FILTERS)[number];
const SPEC: ListQuerySpec<Filter> = { filters: FILTERS, ...REGISTRATION_REQUEST_LIST };

const loadRegistrations = (request: Record<string, string>) => listRegistrations(new URLSearchParams(request));

export function RegistrationStatus({ status }: { status: string }) {
  return (
    <span className={`badge whitespace-nowrap ${STATUS_TONE[status] ?? 'badge-ghost'}`} data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

const link = (row: RegistrationRow) => (
  <a className="link link-hover" href={`${REGISTRATION_PATH}/${row.id}`}>
    {row.name}
  </a>
);

const COLUMNS: Column<RegistrationRow>[] = [
  { key: 'reference', label: TEXT.reference, render: (row) => `R-${row.id}` },
  { key: 'name', label: TEXT.organisation, render: link, hideInCard: true },
  { key: 'type', label: TEXT.type, render: (row) => TYPE_LABELS[row.entity_type] ?? row.entity_type },
  { key: 'contact', label: TEXT.contact, render: (row) => `${row.contact_person_name} (${row.contact_person_email})` },
  {
    key: 'status',
    label: TEXT.status,
    render: (row) => (
      <span className="flex flex-wrap items-center gap-1">
        <RegistrationStatus status={row.status} />
        {row.decision_pending && <span className="badge badge-outline whitespace-nowrap">{TEXT.decisionPending}</span>}
      </span>
    ),
  },
  { key: 'created_at', label: TEXT.submitted, render: (row) => formatTimestamp(row.created_at) },
];

const CHOICES: ListChoice<Filter>[] = [
  { name: 'status', label: TEXT.status, options: labelledOptions(STATUS_LABELS) },
  { name: 'type', label: TEXT.type, options: labelledOptions(TYPE_LABELS) },
];

export default function RegistrationRequestList() {
  return (
    <FilteredList
      spec={SPEC}
      load={loadRegistrations}
      text={TEXT}
      columns={COLUMNS}
      cardTitle={link}
      choices={CHOICES}
    />
  );
}
