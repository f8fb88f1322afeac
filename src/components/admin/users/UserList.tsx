/**
 * admin/users: every user with a search, filters by organisation, role and active or not, and
 * server-side pages, all kept in the address; each row opens the user's edit form.
 */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useEffect } from 'react';
import { UserPlus } from 'lucide-react';
import { ROLES } from '@/domain/roles';
import { pathFor } from '@/domain/routes';
import type { Column } from '@/components/data/DataTable';
import { FilteredList, type ListChoice } from '@/components/data/FilteredList';
import { useApiData } from '@/components/data/use-api-data';
import { USER_LIST } from '@/domain/lists';
import type { ListQuerySpec } from '@/lib/list-query';
import { showCarriedToast } from '@/stores/toast-carry';
import { listEntityOptions, listUsers, type EntityOption, type UserRow } from './users-api';
import { KIND_LABELS, ROLE_LABELS, USERS_TEXT as TEXT } from './users-text';

const FILTERS = ['search', 'entity_id', 'role', 'active'] as const;
type Filter = (typeof FILTERS)[number];
const SPEC: ListQuerySpec<Filter> = { filters: FILTERS, ...USER_LIST };

const loadUsers = (request: Record<string, string>) => listUsers(new URLSearchParams(request));

const link = (row: UserRow) => (
  <a className="link link-hover" href={pathFor('admin.users.edit', { id: row.id })}>
    {row.name}
  </a>
);

function RoleList({ row }: { row: UserRow }) {
  if (row.roles.length === 0) return <span className="opacity-70">{TEXT.noRoles}</span>;
  return (
    <ul className="flex flex-col">
      {row.roles.map((assignment) => (
        <li key={`${assignment.entity_id}:${assignment.role}`}>
          {ROLE_LABELS[assignment.role]} <span className="opacity-70">· {assignment.entity_name}</span>
        </li>
      ))}
    </ul>
  );
}

const ActiveBadge = ({ active }: { active: boolean }) => (
  <span className={`badge whitespace-nowrap ${active ? 'badge-success' : 'badge-ghost'}`} data-active={active}>
    {active ? TEXT.activeLabel : TEXT.inactiveLabel}
  </span>
);

const COLUMNS: Column<UserRow>[] = [
  { key: 'name', label: TEXT.name, render: link, hideInCard: true },
  { key: 'email', label: TEXT.email, render: (row) => <span className="break-all">{row.email}</span> },
  { key: 'roles', label: TEXT.roles, render: (row) => <RoleList row={row} /> },
  { key: 'active', label: TEXT.active, render: (row) => <ActiveBadge active={row.is_active} /> },
  {
    key: 'last_login_at',
    label: TEXT.lastLogin,
    render: (row) => (row.last_login_at ? formatTimestamp(row.last_login_at) : TEXT.never),
  },
];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: TEXT.activeLabel },
  { value: 'false', label: TEXT.inactiveLabel },
];
const choices = (entities: readonly EntityOption[]): ListChoice<Filter>[] => [
  {
    name: 'entity_id',
    label: TEXT.entity,
    options: entities.map((entity) => ({
      value: String(entity.id),
      label: `${entity.name} (${KIND_LABELS[entity.kind]})`,
    })),
  },
  { name: 'role', label: TEXT.role, options: ROLE_OPTIONS },
  { name: 'active', label: TEXT.active, options: ACTIVE_OPTIONS },
];

export default function UserList() {
  // The organisation filter works without its names too (by id from the address), so a failure here is not shown.
  const options = useApiData('entity-options', listEntityOptions);
  const entities = options.value ?? (options.error === null ? null : []);

  useEffect(() => {
    showCarriedToast();
  }, []);

  return (
    <FilteredList
      spec={SPEC}
      load={loadUsers}
      text={TEXT}
      columns={COLUMNS}
      cardTitle={link}
      className="flex flex-col"
      actions={
        <a className="btn btn-primary btn-sm" href={pathFor('admin.users.create')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {TEXT.newUser}
        </a>
      }
      // Re-mounted once the organisations arrive, so the select shows the organisation in the address.
      filterKey={entities === null ? 'waiting' : 'ready'}
      choices={choices(entities ?? [])}
    />
  );
}
