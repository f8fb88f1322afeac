/**
 * admin/entities/{type}/{id}: the organisation's details, a banner for each change waiting for a
 * checker (who may decide it there), suspend or reactivate, its people and roles, and its activity.
 */
import { RecordStatus } from '@/components/data/RecordStatus';
import { formatTimestamp } from '@/components/data/RevisionHistory';
import { useAddressId, useRecord } from '@/components/data/use-record';
import { editableFieldsOf } from '@/domain/entity-fields';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { EntityActivity } from './EntityActivity';
import { EntityStatus } from './EntityBadges';
import { EntityPeople } from './EntityPeople';
import { EntityStatusActions } from './EntityStatusActions';
import { getEntity, type EntityDetail as Detail } from './entities-api';
import { entityIdFromPath } from './entity-address';
import {
  ENTITIES_PATH,
  ENTITY_TEXT as TEXT,
  entityEditPath,
  entityFieldLabel,
  entityFieldValue,
  KIND_LABELS,
} from './entity-text';
import { PendingEntityChange } from './PendingEntityChange';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="break-words">{value ?? '—'}</dd>
    </div>
  );
}

export default function EntityDetail() {
  const ready = useHydrated();
  const { state, reload } = useRecord(getEntity, useAddressId(entityIdFromPath));
  if (state.kind !== 'ready')
    return <RecordStatus state={state} notFound={TEXT.notFound} onRetry={reload} ready={ready} />;
  return <EntityView entity={state.record} ready={ready} reload={reload} />;
}

function EntityView({ entity, ready, reload }: { entity: Detail; ready: boolean; reload: () => void }) {
  const values = entity as unknown as Record<string, unknown>;
  return (
    <div {...hydratedMarker(ready)} className="flex flex-col gap-6">
      <p>
        <a className="link" href={ENTITIES_PATH}>
          {TEXT.back}
        </a>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold break-words">{entity.name}</h2>
        <span className="badge badge-outline">{KIND_LABELS[entity.kind] ?? entity.kind}</span>
        <EntityStatus status={entity.status} />
        {entity.can.edit && (
          <a className="btn ms-auto btn-primary btn-sm" href={entityEditPath(entity.kind, entity.id)}>
            {TEXT.edit}
          </a>
        )}
      </header>
      {entity.status === 'suspended' && <p className="alert alert-soft alert-error">{TEXT.suspendedNotice}</p>}
      {entity.pending_actions.map((action) => (
        <PendingEntityChange
          key={action.id}
          action={action}
          entityName={entity.name}
          entityVersion={entity.version}
          mayCheck={entity.can.check}
          ready={ready}
          onDecided={reload}
        />
      ))}
      <section aria-labelledby="entity-details-heading">
        <h2 id="entity-details-heading" className="mb-2 text-lg font-semibold">
          {TEXT.details}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {editableFieldsOf(entity.kind).map((field) => (
            <Field key={field} label={entityFieldLabel(field)} value={entityFieldValue(field, values[field])} />
          ))}
          <Field label={TEXT.users} value={String(entity.user_count)} />
          {entity.kind === 'bank' && <Field label={TEXT.loans} value={String(entity.loan_count)} />}
          <Field label={TEXT.version} value={String(entity.version)} />
          <Field label={TEXT.updated} value={formatTimestamp(entity.updated_at)} />
        </dl>
      </section>
      <EntityStatusActions entity={entity} ready={ready} onProposed={reload} />
      <EntityPeople people={entity.users} />
      <EntityActivity activity={entity.activity} />
    </div>
  );
}
