/**
 * admin/pending-actions: every pending action of every scope, filtered by scope, type, maker and
 * how long it has waited (all kept in the address), newest first. A row's "Show change" opens the
 * action below the table with its diff and the decisions the viewer may take.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Column } from '@/components/data/DataTable';
import { EmptyState } from '@/components/data/EmptyState';
import { FilterBar, labelledOptions, SelectFilter } from '@/components/data/FilterBar';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { ACTION_SCOPE_LABELS, ACTION_TYPE_OPTIONS, actionTypeLabel } from '@/domain/action-vocabulary';
import { PENDING_ACTION_LIST } from '@/domain/lists';
import { AGE_BUCKET_HOURS, AGE_BUCKET_LABELS, isAgeBucket } from '@/domain/pending-action-age';
import { withFilters, type ListQuery, type ListQuerySpec } from '@/lib/list-query';
import { listPendingActions, type PendingActionRow } from './pending-actions-api';
import { PENDING_TEXT as TEXT } from './pending-actions-text';
import { targetHref, targetName } from './target-link';
import { useViewer } from '@/components/data/use-viewer';
import { waited } from './waited';

// An action's diff and decision: downloaded when one is opened, not with the list.
const ActionChange = lazy(() => import('./ActionChange').then((module) => ({ default: module.ActionChange })));

const FILTERS = ['scope', 'type', 'maker', 'age'] as const;
type Filter = (typeof FILTERS)[number];
const SPEC: ListQuerySpec<Filter> = { filters: FILTERS, ...PENDING_ACTION_LIST };

/** The screen's filters in the API's words; the screen lists pending actions only. */
function apiParams(query: ListQuery<Filter>): Record<string, string> {
  const params = new URLSearchParams({ status: 'pending' });
  const { scope, type, maker, age } = query.filters;
  if (scope) params.set('scope', scope);
  if (type) params.set('type', type);
  if (maker) params.set('maker_id', maker);
  if (isAgeBucket(age)) {
    const hours = AGE_BUCKET_HOURS[age];
    if (hours.older !== undefined) params.set('older_than_hours', String(hours.older));
    if (hours.newer !== undefined) params.set('newer_than_hours', String(hours.newer));
  }
  params.set('page', String(query.page));
  params.set('per_page', String(query.perPage));
  return Object.fromEntries(params);
}

const loadPendingActions = (request: Record<string, string>) => listPendingActions(new URLSearchParams(request));

function useMakers(rows: PendingActionRow[] | null, viewerId: number | null) {
  const [makers, setMakers] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    if (!rows) return;
    setMakers((known) => {
      const next = new Map(known);
      for (const action of rows) if (action.maker) next.set(action.maker.id, action.maker.name);
      return next.size === known.size ? known : next;
    });
  }, [rows]);
  return [...makers].map(([id, name]) => ({
    value: String(id),
    label: id === viewerId ? `${name} (${TEXT.me})` : name,
  }));
}

export default function PendingActionList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(SPEC);
  const { query, change, fromUrl } = list;
  const page = useListPage(loadPendingActions, apiParams(query), fromUrl);
  const [openId, setOpenId] = useState<number | null>(null);
  const makers = useMakers(page.rows, viewer.userId);

  const opened = page.rows?.find((action) => action.id === openId) ?? null;

  const toggle = (row: PendingActionRow) => (
    <button
      type="button"
      className="btn btn-outline btn-xs"
      aria-expanded={openId === row.id}
      aria-controls={openId === row.id ? `pending-action-${row.id}` : undefined}
      disabled={!ready}
      onClick={() => setOpenId(openId === row.id ? null : row.id)}
    >
      {openId === row.id ? TEXT.hideChange : TEXT.showChange}
    </button>
  );
  const record = (row: PendingActionRow) => {
    const href = targetHref(row);
    return href ? (
      <a className="link link-hover" href={href}>
        {targetName(row)}
      </a>
    ) : (
      targetName(row)
    );
  };
  const columns: Column<PendingActionRow>[] = [
    {
      key: 'type',
      label: TEXT.type,
      render: (row) => actionTypeLabel(row.action_type),
      hideInCard: true,
    },
    { key: 'target', label: TEXT.target, render: record },
    { key: 'scope', label: TEXT.scope, render: (row) => ACTION_SCOPE_LABELS[row.scope] ?? row.scope },
    { key: 'maker', label: TEXT.maker, render: (row) => row.maker?.name ?? '—' },
    { key: 'made', label: TEXT.age, render: (row) => <time dateTime={row.created_at}>{waited(row.created_at)}</time> },
    { key: 'change', label: TEXT.change, render: toggle },
  ];

  const filtered = FILTERS.some((name) => query.filters[name]);
  return (
    <div className="flex flex-col gap-4" {...hydratedMarker(ready)} data-loading={page.loading ? 'true' : undefined}>
      <FilterBar
        values={query.filters}
        ready={ready}
        onApply={(values) =>
          change(
            withFilters(query, {
              scope: values['scope'],
              type: values['type'],
              maker: values['maker'],
              age: values['age'],
            }),
          )
        }
        onClear={() =>
          change(withFilters(query, { scope: undefined, type: undefined, maker: undefined, age: undefined }))
        }
      >
        <SelectFilter
          name="scope"
          label={TEXT.scope}
          value={query.filters.scope}
          ready={ready}
          options={labelledOptions(ACTION_SCOPE_LABELS)}
        />
        <SelectFilter
          name="type"
          label={TEXT.type}
          value={query.filters.type}
          ready={ready}
          options={[...ACTION_TYPE_OPTIONS]}
        />
        <SelectFilter
          name="maker"
          label={TEXT.maker}
          value={query.filters.maker}
          ready={ready}
          options={
            query.filters.maker && !makers.some((maker) => maker.value === query.filters.maker)
              ? [
                  ...makers,
                  {
                    value: query.filters.maker,
                    label: query.filters.maker === String(viewer.userId) ? TEXT.me : `#${query.filters.maker}`,
                  },
                ]
              : makers
          }
        />
        <SelectFilter
          name="age"
          label={TEXT.age}
          value={query.filters.age}
          ready={ready}
          options={labelledOptions(AGE_BUCKET_LABELS)}
        />
      </FilterBar>
      <ListResults
        page={page}
        list={list}
        ready={ready}
        empty={
          <EmptyState
            title={filtered ? TEXT.emptyFilteredTitle : TEXT.emptyTitle}
            detail={filtered ? TEXT.emptyFilteredDetail : TEXT.emptyDetail}
          />
        }
        table={{
          caption: TEXT.caption,
          columns,
          rowKey: (row) => row.id,
          cardTitle: (row) => actionTypeLabel(row.action_type),
        }}
        detail={
          opened && (
            <Suspense fallback={<div className="min-h-24" aria-busy="true" />}>
              <ActionChange
                key={opened.id}
                action={opened}
                viewer={viewer}
                ready={ready}
                onDecided={() => {
                  setOpenId(null);
                  page.retry();
                }}
              />
            </Suspense>
          )
        }
      />
    </div>
  );
}
