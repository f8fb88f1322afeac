/**
 * The organisation's indicative bid on a pool: a price of the pool's principal and a note, checked by
 * the rule the API shares, confirmed, then placed or revised at the version shown.
 */
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { formatPrice } from '@/domain/format-decimal';
import { readIndicativeBid } from '@/domain/pools/indicative-bid';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { placeIndicativeBid, type InvestorPool } from '@/lib/api/investor-pools';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { POOL_SALE_TEXT as T } from './pool-sale-text';

interface Props {
  pool: InvestorPool;
  ready: boolean;
  onPlaced: (pool: InvestorPool) => void;
}

export function IndicativeBidForm({ pool, ready, onPlaced }: Props) {
  const mine = pool.my_indicative_bid;
  const [price, setPrice] = useState(mine?.price_pct ?? '');
  const [note, setNote] = useState(mine?.note ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readIndicativeBid({ price_pct: price, note });
    if (read.errors) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([field, message]) => [field, [message]])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await confirmAndRun(
      {
        header: mine ? T.revise : T.place,
        message: T.confirmPlace(formatPrice(read.price)),
        acceptLabel: mine ? T.revise : T.place,
      },
      () =>
        placeIndicativeBid(pool.id, {
          price_pct: read.price,
          note: read.note,
          ...(mine ? { version: mine.version } : {}),
        }),
      { done: T.placed, failed: T.failed },
      ['price_pct', 'note'],
    );
    setBusy(false);
    if (!result) return;
    if (result.ok) onPlaced(result.data);
    else setErrors(result.fieldErrors);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex max-w-xl flex-col gap-1" data-bid-form>
      <TextField
        name="price_pct"
        inputMode="decimal"
        label={T.price}
        value={price}
        onValue={setPrice}
        hint={T.priceHint}
        error={errors['price_pct']?.[0]}
      />
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor="field-note">
          {T.note}
        </label>
        <textarea
          id="field-note"
          name="note"
          className={`textarea w-full ${errors['note'] ? 'textarea-error' : ''}`}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors['note'] ? true : undefined}
          aria-describedby={errors['note'] ? 'field-note-error' : undefined}
        />
        {errors['note'] && (
          <p id="field-note-error" className="text-sm text-error">
            {errors['note'][0]}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={!ready || busy}>
          {mine ? T.revise : T.place}
        </button>
      </div>
    </form>
  );
}
