/**
 * admin/entities/{type}/{id}/edit: the organisation's fields, checked with the shared rules; only
 * the changed fields are proposed, with the version they were read at, for a checker to approve.
 */
import { useState, type FormEvent } from 'react';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useAddressId, useRecord } from '@/components/data/use-record';
import { FormAlert } from '@/components/forms/FormAlert';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { editableFieldsOf } from '@/domain/entity-fields';
import { NETWORK_FAILURE } from '@/lib/api/api-result';
import { requestConfirm } from '@/stores/confirm';
import { getEntity, proposeEntityEdit, type EntityDetail } from './entities-api';
import { entityIdFromPath } from './entity-address';
import { editBodyOf, formValuesOf, preloadEditRules, type FormErrors, type FormValues } from './entity-form-values';
import { ENTITY_TEXT as TEXT, entityPath } from './entity-text';
import { EntityFieldInput } from './EntityFieldInput';

export default function EntityEditForm() {
  const ready = useHydrated();
  const { state, reload } = useRecord(getEntity, useAddressId(entityIdFromPath));
  if (state.kind !== 'ready')
    return <RecordStatus state={state} notFound={TEXT.notFound} onRetry={reload} ready={ready} />;
  return <EditForm entity={state.record} ready={ready} />;
}

function EditForm({ entity, ready }: { entity: EntityDetail; ready: boolean }) {
  const [initial] = useState<FormValues>(() => formValuesOf(entity));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const back = entityPath(entity.kind, entity.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await editBodyOf(entity.kind, entity.version, initial, values).catch(() => null);
    if (!outcome) return setErrors({ form: TEXT.networkFailure });
    if ('errors' in outcome) return setErrors({ form: TEXT.fixErrors, ...outcome.errors });
    setErrors({});
    const count = Object.keys(outcome.body).length - 1;
    if (!(await requestConfirm({ header: TEXT.save, message: TEXT.confirmEdit(count), acceptLabel: TEXT.save })))
      return;
    setBusy(true);
    const result = await proposeEntityEdit(entity.id, outcome.body as Parameters<typeof proposeEntityEdit>[1]);
    setBusy(false);
    // The organisation's page shows the proposed edit as a banner waiting for a checker.
    if (result.ok) return window.location.assign(back);
    if (result.status === NETWORK_FAILURE) return setErrors({ form: TEXT.networkFailure });
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, messages]) => [field, messages[0]]),
    );
    setErrors({ ...fieldErrors, form: fieldErrors['changes'] ?? result.message ?? TEXT.failed });
  };

  const editable = entity.can.edit;
  return (
    <div {...hydratedMarker(ready)} className="flex flex-col gap-4">
      <p>
        <a className="link" href={back}>
          {TEXT.backTo(entity.name)}
        </a>
      </p>
      <h2 className="text-xl font-semibold break-words">{TEXT.editTitle(entity.name)}</h2>
      {!editable && <FormAlert kind="info" message={entity.change_pending ? TEXT.editPending : TEXT.cannotEdit} />}
      {editable && (
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <p className="text-sm opacity-80">{TEXT.editIntro}</p>
          <FormAlert kind="error" message={errors['form']} />
          <div className="grid gap-4 sm:grid-cols-2">
            {editableFieldsOf(entity.kind).map((field) => (
              <EntityFieldInput
                key={field}
                field={field}
                value={values[field] ?? ''}
                error={errors[field]}
                disabled={!ready || busy}
                onChange={(value) => {
                  preloadEditRules();
                  setValues((current) => ({ ...current, [field]: value }));
                }}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
              {TEXT.save}
            </button>
            <a className="btn btn-ghost" href={back}>
              {TEXT.cancel}
            </a>
          </div>
        </form>
      )}
    </div>
  );
}
