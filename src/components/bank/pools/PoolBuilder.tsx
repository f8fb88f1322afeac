/**
 * bank/pools/new: the builder. The bank's officer or manager chooses the loans (an imported batch, or
 * the loan list's filters), sees how many loans that is and their total, names the pool and builds it;
 * the pool page opens on the new draft.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { useViewer } from '@/components/data/use-viewer';
import { useApiData } from '@/components/data/use-api-data';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney } from '@/domain/format-decimal';
import { todayIso } from '@/domain/loans/dates';
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { CURRENCIES, REGION_CODES } from '@/domain/loans/vocabulary';
import { POOL_DESCRIPTION_MAX, POOL_NAME_MAX } from '@/domain/pools/status';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { listBatches, type BatchListItem } from '@/lib/api/batches';
import { createPool, previewPool } from '@/lib/api/pools';
import { toast } from '@/stores/toast';
import { toastOnNextPage } from '@/stores/toast-carry';
import { FILTER_FIELDS, NO_FILTERS, selectionOf, type FilterValues, type SourceKind } from './pool-selection';
import { POOL_BUILDER_TEXT as T, poolPath } from './pool-text';

type Preview = { count: number; currencies: string[]; total_current_principal: string | null };

const FILTER_LABELS: Record<(typeof FILTER_FIELDS)[number], string> = {
  search: T.search,
  currency: T.currency,
  region: T.region,
  rate_min: T.rateMin,
  rate_max: T.rateMax,
  balance_min: T.balanceMin,
  balance_max: T.balanceMax,
};

function PreviewResult({ preview }: { preview: Preview }) {
  let text: string;
  if (preview.count === 0) text = T.previewNone;
  else if (preview.currencies.length > 1) text = T.previewMixed(preview.currencies.join(', '));
  else
    text = `${T.previewCount(preview.count)} · ${formatMoney(preview.total_current_principal, preview.currencies[0])}`;
  return (
    <section aria-labelledby="pool-preview-title" className="rounded-box border border-[var(--surface-border)] p-3">
      <h3 id="pool-preview-title" className="text-sm font-semibold">
        {T.previewTitle}
      </h3>
      <p role="status" data-preview-count={preview.count} className="mt-1 tabular-nums">
        {text}
      </p>
    </section>
  );
}

export default function PoolBuilder() {
  const ready = useHydrated();
  const viewer = useViewer();
  const [kind, setKind] = useState<SourceKind>('batch');
  const [batchId, setBatchId] = useState('');
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fields, setFields] = useState({ name: '', description: '', cut_off_date: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const imported = useApiData('imported-batches', () =>
    listBatches({ status: 'imported', per_page: '100', page: '1' }),
  );
  const batches: BatchListItem[] | null = imported.value?.data ?? (imported.phase === 'failed' ? [] : null);
  // The day is the browser's, read once hydrated: the server renders no date.
  useEffect(
    () => setFields((current) => (current.cut_off_date ? current : { ...current, cut_off_date: todayIso() })),
    [],
  );

  const selection = selectionOf(kind, batchId, filters);
  const changeSelection = (apply: () => void) => {
    apply();
    setPreview(null);
  };

  const count = async () => {
    setBusy(true);
    const result = await previewPool(selection);
    setBusy(false);
    if (result.ok) {
      setPreview(result.data);
      setErrors({});
    } else {
      setErrors(result.fieldErrors);
      toast({ severity: 'error', summary: result.message ?? T.previewFailed, life: 6000 });
    }
  };

  const build = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await createPool({ ...selection, ...fields });
    setBusy(false);
    if (result.ok) {
      toastOnNextPage({ severity: 'success', summary: T.created, life: 4000 });
      window.location.assign(poolPath(result.data.id));
      return;
    }
    setErrors(result.fieldErrors);
    toast({ severity: 'error', summary: result.message ?? T.failed, life: 6000 });
  };

  if (viewer.known && !viewer.bankUser) return <p {...hydratedMarker(ready)}>{T.readOnly}</p>;
  const disabled = !ready || busy;
  const buildable = preview !== null && preview.count > 0 && preview.currencies.length === 1;

  return (
    <form
      {...hydratedMarker(ready)}
      className="flex max-w-4xl flex-col gap-6"
      onSubmit={(event) => void build(event)}
      noValidate
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">{T.source}</legend>
        <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={T.source}>
          {(['batch', 'filters'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                className="radio radio-sm"
                name="pool-source"
                value={option}
                checked={kind === option}
                onChange={() => changeSelection(() => setKind(option))}
                disabled={!ready}
              />
              {option === 'batch' ? T.fromBatch : T.fromFilters}
            </label>
          ))}
        </div>
        {kind === 'batch' &&
          (batches !== null && batches.length === 0 ? (
            <p className="text-sm opacity-80">{T.noBatches}</p>
          ) : (
            <SelectField
              name="batch_id"
              label={T.batch}
              value={batchId}
              onValue={(value) => changeSelection(() => setBatchId(value))}
              placeholder={T.chooseBatch}
              options={(batches ?? []).map((batch) => ({
                value: String(batch.id),
                label: `${batch.file_name} (#${batch.id})`,
              }))}
              error={errors['batch_id']?.[0]}
              disabled={!ready}
            />
          ))}
        {kind === 'filters' && (
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            <p className="text-sm opacity-80 sm:col-span-2 lg:col-span-3">{T.filtersHelp}</p>
            {FILTER_FIELDS.map((field) =>
              field === 'currency' || field === 'region' ? (
                <SelectField
                  key={field}
                  name={field}
                  label={FILTER_LABELS[field]}
                  value={filters[field]}
                  onValue={(value) => changeSelection(() => setFilters({ ...filters, [field]: value }))}
                  placeholder={field === 'currency' ? T.anyCurrency : T.anyRegion}
                  options={
                    field === 'currency'
                      ? CURRENCIES.map((code) => ({ value: code, label: code }))
                      : REGION_CODES.map((code) => ({ value: code, label: loanEnumLabel('region', code) }))
                  }
                  error={errors[field]?.[0]}
                  disabled={!ready}
                />
              ) : (
                <TextField
                  key={field}
                  name={field}
                  label={FILTER_LABELS[field]}
                  value={filters[field]}
                  onValue={(value) => changeSelection(() => setFilters({ ...filters, [field]: value }))}
                  inputMode={field === 'search' ? 'text' : 'decimal'}
                  error={errors[field]?.[0]}
                  disabled={!ready}
                />
              ),
            )}
          </div>
        )}
        <button
          type="button"
          className="btn self-start btn-sm"
          onClick={() => void count()}
          disabled={disabled || (kind === 'batch' && !batchId)}
        >
          {T.preview}
        </button>
        {errors['filters']?.[0] && <p className="text-sm text-error">{errors['filters'][0]}</p>}
        {preview && <PreviewResult preview={preview} />}
      </fieldset>

      <fieldset className="flex flex-col">
        <legend className="mb-2 text-lg font-semibold">{T.details}</legend>
        <TextField
          name="name"
          label={T.name}
          value={fields.name}
          onValue={(name) => setFields({ ...fields, name })}
          maxLength={POOL_NAME_MAX}
          required
          error={errors['name']?.[0]}
          disabled={!ready}
        />
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor="field-description">
            {T.description}
          </label>
          <textarea
            id="field-description"
            className="textarea w-full"
            rows={3}
            maxLength={POOL_DESCRIPTION_MAX}
            value={fields.description}
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
            disabled={!ready}
          />
        </div>
        <TextField
          name="cut_off_date"
          type="date"
          label={T.cutOff}
          value={fields.cut_off_date}
          onValue={(cut) => setFields({ ...fields, cut_off_date: cut })}
          required
          error={errors['cut_off_date']?.[0]}
          disabled={!ready}
        />
      </fieldset>
      <button type="submit" className="btn self-start btn-primary" disabled={disabled || !buildable}>
        {T.create}
      </button>
    </form>
  );
}
