/**
 * The loan form of bank/mortgages/create and bank/mortgages/{id}/edit: every field in its group,
 * checked with the shared rules as fields are left, the server's messages under their fields,
 * the remaining term shown live, and what was typed kept when a request fails.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { LOAN_FIELD_GROUPS, loanFieldsOfGroup } from '@/domain/loans/fields';
import { LOAN_STATUS_LABELS, loanEditMode, type LoanEditMode } from '@/domain/loans/status';
import { todayIso } from '@/domain/loans/dates';
import { validateLoan, type LoanValues } from '@/domain/loans/validate';
import { pathFor } from '@/domain/routes';
import { NETWORK_FAILURE, type ApiResult } from '@/lib/api/api-result';
import { getLoan, type Loan } from '@/lib/api/loans';
import { requestConfirm } from '@/stores/confirm';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { FormAlert } from '@/components/forms/FormAlert';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { EMPTY_LOAN_FORM, changedValues, formValuesOf, type LoanFormValues } from './form-values';
import { LoanFieldInput } from './LoanFieldInput';
import { LOAN_FORM_TEXT as T } from './loan-form-text';
import { RemainingTerm } from './RemainingTerm';
import { saveLoan, type SaveIntent } from './save-loan';
import { useLoanForm } from './use-loan-form';

interface Loaded {
  initial: LoanFormValues;
  before: LoanValues | null;
  mode: LoanEditMode;
  /** The loan's status in words, for the note on a change that waits for a manager. */
  status: string | null;
}

const LOAN_PREFIX = '/app/bank/mortgages/';

/** The form's starting point for a loan read from the API. */
function loadedFrom(loan: Loan): Loaded {
  const initial = formValuesOf(loan);
  // The server says whether this viewer may edit (a platform admin only reads); the status says how.
  const mode = loan.can.edit ? loanEditMode(loan.status) : 'none';
  return {
    initial,
    before: validateLoan(initial, { today: todayIso() }).values ?? null,
    mode,
    status: LOAN_STATUS_LABELS[loan.status] ?? null,
  };
}

function failureMessage(failure: Extract<ApiResult<unknown>, { ok: false }>, others: string[]): string {
  if (failure.status === NETWORK_FAILURE) return T.networkFailure;
  if (failure.status === 403) return failure.message ?? T.forbidden;
  if (failure.status === 422) return [failure.message ?? T.fixErrors, ...others].join(' ');
  return failure.message ? `${failure.message} ${T.saveFailed}` : T.saveFailed;
}

export default function LoanForm({ mode }: { mode: 'create' | 'edit' }) {
  const hydrated = useHydrated();
  const addressId = useRecordIdFromPath(LOAN_PREFIX);
  const record = useRecord(getLoan, mode === 'edit' ? addressId : undefined);
  const [loanId, setLoanId] = useState<number | null>(null);
  /** The loan the form was started from: the form shows once it has been, so it never paints empty first. */
  const [startedFrom, setStartedFrom] = useState<Loan | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({
    initial: EMPTY_LOAN_FORM,
    before: null,
    mode: 'direct',
    status: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useLoanForm();

  useEffect(() => {
    if (mode === 'create') form.start(EMPTY_LOAN_FORM, null);
    // Once, at hydration.
  }, []);

  const loan = record.state.kind === 'ready' ? record.state.record : null;
  useEffect(() => {
    if (!loan || loan === startedFrom) return;
    const next = loadedFrom(loan);
    setLoanId(loan.id);
    setLoaded(next);
    if (next.mode !== 'none') form.start(next.initial, loan.id);
    setStartedFrom(loan);
  }, [loan]);

  const send = async (intent: SaveIntent) => {
    if (submitting) return;
    setFailure(null);
    if (!form.check()) {
      setFailure(T.fixErrors);
      return;
    }
    const values = form.validation.values as LoanValues;
    const pending = loaded.mode === 'pending_action';
    // An existing loan is sent only what changed; submitting an unchanged draft skips the save.
    const body = loanId === null ? values : changedValues(values, loaded.before);
    if (Object.keys(body).length === 0 && (pending || intent === 'save')) {
      setFailure(T.noChanges);
      return;
    }
    if (intent === 'submit' || pending) {
      const accepted = await requestConfirm(
        pending
          ? { header: T.confirmProposeHeader, message: T.confirmPropose, acceptLabel: T.confirmProposeAccept }
          : { header: T.confirmSubmitHeader, message: T.confirmSubmit, acceptLabel: T.confirmSubmitAccept },
      );
      if (!accepted) return;
    }
    setSubmitting(true);
    const outcome = await saveLoan(loanId, body, intent);
    if (outcome.ok) {
      form.forget();
      location.assign(pathFor('bank.mortgages.show', { id: outcome.loanId }));
      return;
    }
    setSubmitting(false);
    if (outcome.savedBeforeFailure && loanId === null && outcome.loanId !== null) {
      // The draft exists now: further saves change it instead of creating a second loan.
      form.moveTo(outcome.loanId);
      setLoanId(outcome.loanId);
      setLoaded({ initial: form.values, before: values, mode: 'direct', status: null });
      history.replaceState(null, '', pathFor('bank.mortgages.edit', { id: outcome.loanId }));
    }
    const others = outcome.failure.status === 422 ? form.showServerErrors(outcome.failure.fieldErrors) : [];
    const message = failureMessage(outcome.failure, others);
    setFailure(outcome.savedBeforeFailure ? `${T.savedNotSubmitted} ${message}` : message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('save');
  };

  const busy = !hydrated || submitting;
  const cancelHref = loanId ? pathFor('bank.mortgages.show', { id: loanId }) : pathFor('bank.mortgages');

  if (mode === 'edit' && (record.state.kind !== 'ready' || startedFrom !== record.state.record)) {
    const state = record.state.kind === 'ready' ? { kind: 'loading' as const } : record.state;
    return (
      <div {...hydratedMarker(hydrated)}>
        <RecordStatus
          state={state}
          notFound={T.notFound}
          onRetry={record.reload}
          ready={hydrated}
          loading={T.loading}
          loadFailed={T.loadFailed}
        />
      </div>
    );
  }
  if (loaded.mode === 'none') {
    return (
      <div {...hydratedMarker(hydrated)} className="flex flex-col items-start gap-3">
        <FormAlert kind="info" message={T.notEditable} />
        {loanId && (
          <a className="link link-primary" href={pathFor('bank.mortgages.show', { id: loanId })}>
            {T.viewLoan}
          </a>
        )}
      </div>
    );
  }

  const pending = loaded.mode === 'pending_action';
  return (
    <div {...hydratedMarker(hydrated)} className="flex max-w-6xl flex-col gap-4">
      {pending && <FormAlert kind="info" message={T.pendingChangeNote(loaded.status)} />}
      {form.restored && (
        <div role="status" className="alert flex flex-wrap alert-soft text-sm alert-info">
          <span>{T.restored}</span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => form.discardKept(loaded.initial)}>
            {T.discardRestored}
          </button>
        </div>
      )}
      <FormAlert kind="error" message={failure} />
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {LOAN_FIELD_GROUPS.map((group) => (
          <fieldset key={group.id} className="rounded-box border border-base-300 p-4">
            <legend className="px-1 text-base font-semibold">{group.label}</legend>
            <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {loanFieldsOfGroup(group.id).map((spec) => (
                <LoanFieldInput
                  key={spec.name}
                  spec={spec}
                  value={form.values[spec.name]}
                  onValue={form.setField(spec.name)}
                  onBlur={form.touch(spec.name)}
                  error={form.errorOf(spec.name)}
                  warning={form.warningOf(spec.name)}
                  disabled={submitting}
                />
              ))}
              {group.id === 'balance' && (
                <RemainingTerm cutoff={form.values.data_cutoff_date} maturity={form.values.maturity_date} />
              )}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a className="btn btn-ghost" href={cancelHref}>
            {T.cancel}
          </a>
          {pending ? (
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {submitting ? T.saving : T.proposeChange}
            </button>
          ) : (
            <>
              <button type="submit" className="btn" disabled={busy}>
                {submitting ? T.saving : mode === 'create' && loanId === null ? T.saveDraft : T.saveChanges}
              </button>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send('submit')}>
                {T.submitForApproval}
              </button>
            </>
          )}
        </div>
      </form>
    </div>
  );
}
