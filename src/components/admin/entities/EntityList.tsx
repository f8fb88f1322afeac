/**
 * admin/entities: banks, investors and the platform operator with type, status and search
 * filters, counts of users and loans, and pagination, all kept in the address.
 */
import type { Column } from '@/components/data/DataTable';
import { labelledOptions } from '@/components/data/FilterBar';
import { FilteredList, type ListChoice } from '@/components/data/FilteredList';
import { ENTITY_LIST } from '@/domain/lists';
import type { ListQuerySpec } from '@/lib/list-query';
import { EntityStatus } from './EntityBadges';
import { listEntities, type EntityRow } from './entities-api';
import { ENTITY_STATUS_LABELS, ENTITY_TEXT as TEXT, entityPath, KIND_LABELS } from './entity-text';

const FILTERS = ['kind', 'status', 'search'] as const;
type Filter = (typeof FILTERS)[number];
const SPEC: ListQuerySpec<Filter> = { filters: FILTERS, ...ENTITY_LIST };

const loadEntities = (request: Record<string, string>) => listEntities(new URLSearchParams(request));

const link = (row: EntityRow) => (
  <a className="link link-hover" href={entityPath(row.kind, row.id)}>
    {row.name}
  </a>
);

const COLUMNS: Column<EntityRow>[] = [
  { key: 'name', label: TEXT.name, render: link, hideInCard: true },
  { key: 'kind', label: TEXT.kind, render: (row) => KIND_LABELS[row.kind] ?? row.kind },
  { key: 'country', label: TEXT.country, render: (row) => row.country },
  {
    key: 'status',
    label: TEXT.status,
    render: (row) => (
      <span className="flex flex-wrap items-center gap-1">
        <EntityStatus status={row.status} />
        {row.change_pending && <span className="badge badge-outline whitespace-nowrap">{TEXT.changePending}</span>}
      </span>
    ),
  },
  { key: 'users', label: TEXT.users, render: (row) => row.user_count, align: 'end' },
  { key: 'loans', label: TEXT.loans, render: (row) => row.loan_count, align: 'end' },
];

const CHOICES: ListChoice<Filter>[] = [
  { name: 'kind', label: TEXT.kind, options: labelledOptions(KIND_LABELS) },
  { name: 'status', label: TEXT.status, options: labelledOptions(ENTITY_STATUS_LABELS) },
];

export default function EntityList() {
  return (
    <FilteredList spec={SPEC} load={loadEntities} text={TEXT} columns={COLUMNS} cardTitle={link} choices={CHOICES} />
  );
}
