/**
 * "List this pool": the sale's process (who may bid, the two deadlines, the exclusion limit, the NDA),
 * checked by the rule the API shares before the confirmation, then sent to a bank manager for approval.
 */
import { useState, type FormEvent } from 'react';
import { useApiData } from '@/components/data/use-api-data';
import { TextField } from '@/components/forms/TextField';
import { readPoolListing } from '@/domain/pools/listing-settings';
import { POOL_NDA_MAX } from '@/domain/pools/status';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { getInvestorChoices, requestPoolListing } from '@/lib/api/pools';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { POOL_PAGE_TEXT as T } from './pool-text';

const FIELDS = [
  'access_mode',
  'invited_investor_ids',
  'phase_1_deadline',
  'phase_2_deadline',
  'exclusion_limit',
  'nda_text',
] as const;

/** A datetime-local value ("2027-01-31T17:00") as an instant in the browser's time zone, or the text as typed. */
const instant = (local: string) => {
  const time = Date.parse(local);
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : local;
};

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm text-error">
      {messages[0]}
    </p>
  );
}

interface Props {
  poolId: number;
  loanCount: number;
  onDone: () => void;
  onCancel: () => void;
}

export function PoolListingForm({ poolId, loanCount, onDone, onCancel }: Props) {
  const [mode, setMode] = useState<'open' | 'invitation'>('open');
  const investors = useApiData('investor-choices', getInvestorChoices).value ?? [];
  const [invited, setInvited] = useState<number[]>([]);
  const [values, setValues] = useState({
    phase_1_deadline: '',
    phase_2_deadline: '',
    exclusion_limit: '0',
    nda_text: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      access_mode: mode,
      invited_investor_ids: mode === 'invitation' ? invited : [],
      phase_1_deadline: instant(values.phase_1_deadline),
      phase_2_deadline: instant(values.phase_2_deadline),
      exclusion_limit: /^\d+$/.test(values.exclusion_limit) ? Number(values.exclusion_limit) : Number.NaN,
      nda_text: values.nda_text,
    };
    const read = readPoolListing(input, new Date().toISOString(), loanCount);
    if (read.errors) {
      setErrors(read.errors as FieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await confirmAndRun(
      { header: T.list, message: T.confirmList, acceptLabel: T.sendListing },
      () => requestPoolListing(poolId, read.settings),
      { done: T.requested, failed: T.failed },
      FIELDS,
    );
    setBusy(false);
    if (!result) return;
    if (result.ok) onDone();
    else setErrors(result.fieldErrors);
  };

  const error = (field: string) => (errors[field] ? `pool-list-${field}-error` : undefined);

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="pool-list-title"
    >
      <div className="card-body gap-3 p-4">
        <h2 id="pool-list-title" className="font-semibold">
          {T.listingForm}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm">{T.access}</legend>
          <div className="flex flex-wrap gap-4">
            {(['open', 'invitation'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="access_mode"
                  checked={mode === option}
                  onChange={() => setMode(option)}
                />
                {option === 'open' ? T.accessOpen : T.accessInvitation}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'invitation' && (
          <fieldset className="flex flex-col gap-1" aria-describedby={error('invited_investor_ids')}>
            <legend className="text-sm">{T.chooseInvestors}</legend>
            {investors.map((investor) => (
              <label key={investor.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={invited.includes(investor.id)}
                  onChange={(event) =>
                    setInvited(
                      event.target.checked
                        ? [...invited, investor.id]
                        : invited.filter((chosen) => chosen !== investor.id),
                    )
                  }
                />
                {investor.name}
              </label>
            ))}
            <FieldError id="pool-list-invited_investor_ids-error" messages={errors['invited_investor_ids']} />
          </fieldset>
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="phase_1_deadline"
            type="datetime-local"
            label={T.phase1}
            value={values.phase_1_deadline}
            onValue={(value) => setValues({ ...values, phase_1_deadline: value })}
            error={errors['phase_1_deadline']?.[0]}
          />
          <TextField
            name="phase_2_deadline"
            type="datetime-local"
            label={T.phase2}
            value={values.phase_2_deadline}
            onValue={(value) => setValues({ ...values, phase_2_deadline: value })}
            error={errors['phase_2_deadline']?.[0]}
          />
        </div>
        <TextField
          name="exclusion_limit"
          inputMode="numeric"
          label={T.exclusionLimit}
          value={values.exclusion_limit}
          onValue={(value) => setValues({ ...values, exclusion_limit: value })}
          hint={T.exclusionHelp(loanCount)}
          error={errors['exclusion_limit']?.[0]}
        />
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor="pool-list-nda">
            {T.nda}
          </label>
          <textarea
            id="pool-list-nda"
            className={`textarea w-full ${errors['nda_text'] ? 'textarea-error' : ''}`}
            rows={5}
            maxLength={POOL_NDA_MAX}
            value={values.nda_text}
            onChange={(event) => setValues({ ...values, nda_text: event.target.value })}
            aria-invalid={errors['nda_text'] ? true : undefined}
            aria-describedby={`pool-list-nda-help ${error('nda_text') ?? ''}`.trim()}
          />
          <span id="pool-list-nda-help" className="text-sm opacity-70">
            {T.ndaHelp}
          </span>
          <FieldError id="pool-list-nda_text-error" messages={errors['nda_text']} />
        </div>
        <FieldError id="pool-list-access_mode-error" messages={errors['access_mode']} />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {T.sendListing}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
