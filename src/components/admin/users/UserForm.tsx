/**
 * The user form of admin/users/create and admin/users/{id}/edit: name, e-mail, active (edit only)
 * and the role assignments. Checked before sending; the API's 422 messages go under their fields,
 * its 403 and 409 messages above the form. Deactivating a user is confirmed first.
 */
import { useViewer } from '@/components/data/use-viewer';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useApiData } from '@/components/data/use-api-data';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { pathFor } from '@/domain/routes';
import { NETWORK_FAILURE, type ApiResult } from '@/lib/api/api-result';
import { requestConfirm } from '@/stores/confirm';
import { toast } from '@/stores/toast';
import { toastOnNextPage } from '@/stores/toast-carry';
import { FormAlert } from '@/components/forms/FormAlert';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { RoleAssignmentRows } from './RoleAssignmentRows';
import {
  bodyOf,
  deactivates,
  EMPTY_USER_FORM,
  formValuesOf,
  placeServerErrors,
  validateUserForm,
  withoutErrorsOf,
  type FormErrors,
  type UserFormValues,
} from './user-form-model';
import { UserTextField } from './UserTextField';
import { createUser, getUser, listEntityOptions, updateUser, type EntityOption, type UserRow } from './users-api';
import { USER_FORM_TEXT as T } from './users-text';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
type Notice = { kind: 'error' | 'info'; message: string } | null;

function failureMessage(failure: Failure, others: string[]): string {
  if (failure.status === NETWORK_FAILURE) return T.networkFailure;
  if (failure.status === 403) return failure.message ?? T.forbidden;
  if (failure.status === 422) return others.length > 0 ? others.join(' ') : T.fixErrors;
  return failure.message ?? T.saveFailed;
}

/** The organisations to assign roles in and, when editing, the user: the form opens once both are read. */
export default function UserForm({ mode }: { mode: 'create' | 'edit' }) {
  const ready = useHydrated();
  const options = useApiData('entity-options', listEntityOptions);
  const addressId = useRecordIdFromPath(`${pathFor('admin.users')}/`);
  const user = useRecord(getUser, mode === 'edit' ? addressId : undefined);
  const loading = mode === 'edit' ? T.loading : undefined;

  if (options.error !== null && options.value === null)
    return <ErrorState message={options.error || T.optionsFailed} onRetry={options.retry} ready={ready} />;
  if (mode === 'edit' && user.state.kind !== 'ready') {
    return (
      <RecordStatus
        state={user.state}
        notFound={T.notFound}
        onRetry={user.reload}
        ready={ready}
        loading={loading}
        loadFailed={T.loadFailed}
      />
    );
  }
  if (options.value === null) return <LoadingState label={loading} />;
  const loaded = user.state.kind === 'ready' ? user.state.record : null;
  return <UserFormBody mode={mode} options={options.value} user={loaded} ready={ready} />;
}

function UserFormBody({
  mode,
  options,
  user,
  ready,
}: {
  mode: 'create' | 'edit';
  options: EntityOption[];
  user: UserRow | null;
  ready: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const userId = user?.id ?? null;
  const viewerId = useViewer().userId;
  const self = userId !== null && userId === viewerId;
  const [before, setBefore] = useState<UserFormValues | null>(() => (user ? formValuesOf(user) : null));
  const [values, setValues] = useState<UserFormValues>(() => (user ? formValuesOf(user) : EMPTY_USER_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const start = (saved: UserRow) => {
    const loaded = formValuesOf(saved);
    setBefore(loaded);
    setValues(loaded);
  };

  // After a refused save the first field in error takes the focus, so its message is read out.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (next: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutErrorsOf(current, Object.keys(next) as (keyof UserFormValues)[]));
  };

  const save = async () => {
    if (saving) return;
    const found = validateUserForm(values, options, { self });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'error', message: T.fixErrors });
      setAttempt((n) => n + 1);
      return;
    }
    const body = bodyOf(values);
    if (before && JSON.stringify(bodyOf(before)) === JSON.stringify(body))
      return setNotice({ kind: 'info', message: T.noChanges });
    if (deactivates(before, values)) {
      const accepted = await requestConfirm({
        header: T.confirmDeactivateHeader,
        message: T.confirmDeactivate(before?.name ?? values.name),
        acceptLabel: T.confirmDeactivateAccept,
        danger: true,
      });
      if (!accepted) return;
    }
    setSaving(true);
    setNotice(null);
    const result = userId === null ? await createUser(body) : await updateUser(userId, body);
    if (result.ok && userId === null) {
      toastOnNextPage({
        severity: 'success',
        summary: T.created,
        detail: T.createdDetail(result.data.email),
        life: 8000,
      });
      location.assign(pathFor('admin.users'));
      return;
    }
    setSaving(false);
    if (result.ok) {
      start(result.data);
      toast({ severity: 'success', summary: T.saved, life: 4000 });
      return;
    }
    const placed = result.status === 422 ? placeServerErrors(result.fieldErrors) : { fields: {}, others: [] };
    setErrors(placed.fields);
    setNotice({ kind: 'error', message: failureMessage(result, placed.others) });
    if (result.status === 422) setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const disabled = !ready || saving;
  return (
    <div {...hydratedMarker(ready)} className="flex max-w-3xl flex-col gap-4">
      <p>
        <a className="link" href={pathFor('admin.users')}>
          {T.back}
        </a>
      </p>
      {before && (
        <h2 className="text-xl font-semibold break-words" data-user-heading>
          {before.name}
        </h2>
      )}
      {notice && <FormAlert kind={notice.kind} message={notice.message} />}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
          <legend className="px-1 text-base font-semibold">{T.details}</legend>
          <UserTextField
            name="name"
            label={T.name}
            value={values.name}
            error={errors['name']}
            disabled={disabled}
            autoComplete="off"
            onValue={(name) => change({ name })}
          />
          <UserTextField
            name="email"
            type="email"
            label={T.email}
            value={values.email}
            error={errors['email']}
            disabled={disabled}
            autoComplete="off"
            onValue={(email) => change({ email })}
          />
          {mode === 'edit' && (
            <div className="flex flex-col gap-1">
              <label className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name="is_active"
                  className="toggle toggle-primary"
                  checked={values.isActive}
                  disabled={disabled}
                  aria-invalid={errors['is_active'] ? true : undefined}
                  aria-describedby={errors['is_active'] ? 'is_active-error is_active-hint' : 'is_active-hint'}
                  onChange={(event) => change({ isActive: event.target.checked })}
                />
                <span>{T.active}</span>
              </label>
              <p id="is_active-hint" className="text-sm opacity-80">
                {T.activeHint}
              </p>
              {errors['is_active'] && (
                <p id="is_active-error" className="text-sm text-error">
                  {errors['is_active']}
                </p>
              )}
            </div>
          )}
        </fieldset>
        <RoleAssignmentRows
          rows={values.roles}
          options={options}
          errors={errors}
          disabled={disabled}
          onChange={(roles) => change({ roles })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a className="btn btn-ghost" href={pathFor('admin.users')}>
            {T.cancel}
          </a>
          <button type="submit" className="btn btn-primary" disabled={disabled}>
            {saving ? T.saving : mode === 'create' ? T.create : T.save}
          </button>
        </div>
      </form>
    </div>
  );
}
