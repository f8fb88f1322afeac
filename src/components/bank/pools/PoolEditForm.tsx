/** Edits a draft pool's name, description and cut-off date; the server's messages show under their fields. */
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { POOL_DESCRIPTION_MAX, POOL_NAME_MAX } from '@/domain/pools/status';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { editPool, type Pool } from '@/lib/api/pools';
import { announce } from '@/lib/confirm-and-run';
import { POOL_BUILDER_TEXT as B, POOL_PAGE_TEXT as T } from './pool-text';

const FIELDS = ['name', 'description', 'cut_off_date'] as const;

export function PoolEditForm({ pool, onDone, onCancel }: { pool: Pool; onDone: () => void; onCancel: () => void }) {
  const [values, setValues] = useState({
    name: pool.name,
    description: pool.description,
    cut_off_date: pool.cut_off_date,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await editPool(pool.id, values);
    setBusy(false);
    announce(result, { done: T.saved, failed: T.failed }, FIELDS);
    if (result.ok) onDone();
    else setErrors(result.fieldErrors);
  };

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      onSubmit={(event) => void save(event)}
      noValidate
      aria-labelledby="pool-edit-title"
    >
      <div className="card-body gap-1 p-4">
        <h2 id="pool-edit-title" className="font-semibold">
          {T.edit}
        </h2>
        <TextField
          name="name"
          label={B.name}
          value={values.name}
          onValue={(name) => setValues({ ...values, name })}
          maxLength={POOL_NAME_MAX}
          error={errors['name']?.[0]}
        />
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor="pool-edit-description">
            {B.description}
          </label>
          <textarea
            id="pool-edit-description"
            className="textarea w-full"
            rows={3}
            maxLength={POOL_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
          {errors['description']?.[0] && <p className="text-sm text-error">{errors['description'][0]}</p>}
        </div>
        <TextField
          name="cut_off_date"
          type="date"
          label={B.cutOff}
          value={values.cut_off_date}
          onValue={(cut) => setValues({ ...values, cut_off_date: cut })}
          error={errors['cut_off_date']?.[0]}
        />
        <div className="mt-2 flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {T.save}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
