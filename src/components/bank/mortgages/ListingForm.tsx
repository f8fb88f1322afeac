/**
 * The terms a loan is listed with (DOMAIN.md "Loans"): asking price as % of the current principal
 * (optional), bid deadline (optional) and a short description. What was typed stays when the
 * request fails; the server's messages show under their fields.
 */
import { useId, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { requestListing } from '../api/loans-api';
import { DETAIL_TEXT } from './mortgage-text';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { todayIso } from '@/domain/loans/dates';
import { readListingTerms } from '@/domain/loans/listing-terms';

const LISTING_FIELDS = ['asking_price_pct', 'bid_deadline', 'listing_description'] as const;

interface Props {
  loanId: number;
  onDone: () => void;
  onCancel: () => void;
}

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm text-error">
      {messages[0]}
    </p>
  );
}

export function ListingForm({ loanId, onDone, onCancel }: Props) {
  const [values, setValues] = useState({ asking_price_pct: '', bid_deadline: '', listing_description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The terms are checked before the confirmation: a manager is never asked about terms the API refuses.
    const read = readListingTerms(values, todayIso());
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await confirmAndRun(
      { header: DETAIL_TEXT.list, message: DETAIL_TEXT.confirmList, acceptLabel: DETAIL_TEXT.sendListing },
      () =>
        requestListing(loanId, {
          asking_price_pct: read.terms.asking_price_pct,
          bid_deadline: read.terms.bid_deadline,
          listing_description: read.terms.listing_description,
        }),
      { done: DETAIL_TEXT.requested, failed: DETAIL_TEXT.failed },
      LISTING_FIELDS,
    );
    setBusy(false);
    if (!result) return;
    if (result.ok) onDone();
    else setErrors(result.fieldErrors);
  };

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body gap-3 p-4">
        <h2 id={`${id}-title`} className="font-semibold">
          {DETAIL_TEXT.listingForm}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            <span>{DETAIL_TEXT.askingPrice}</span>
            <input
              className={`input w-full ${errors['asking_price_pct'] ? 'input-error' : ''}`}
              inputMode="decimal"
              value={values.asking_price_pct}
              onChange={set('asking_price_pct')}
              aria-invalid={errors['asking_price_pct'] ? true : undefined}
              aria-describedby={describedBy('asking_price_pct')}
            />
            <FieldError id={`${id}-asking_price_pct-error`} messages={errors['asking_price_pct']} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>{DETAIL_TEXT.bidDeadline}</span>
            <input
              type="date"
              className={`input w-full ${errors['bid_deadline'] ? 'input-error' : ''}`}
              value={values.bid_deadline}
              onChange={set('bid_deadline')}
              aria-invalid={errors['bid_deadline'] ? true : undefined}
              aria-describedby={describedBy('bid_deadline')}
            />
            <FieldError id={`${id}-bid_deadline-error`} messages={errors['bid_deadline']} />
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          <span>{DETAIL_TEXT.description}</span>
          <textarea
            className={`textarea w-full ${errors['listing_description'] ? 'textarea-error' : ''}`}
            maxLength={1000}
            rows={3}
            required
            value={values.listing_description}
            onChange={set('listing_description')}
            aria-invalid={errors['listing_description'] ? true : undefined}
            aria-describedby={`${id}-description-help ${describedBy('listing_description') ?? ''}`.trim()}
          />
          <span id={`${id}-description-help`} className="opacity-70">
            {DETAIL_TEXT.descriptionHelp}
          </span>
          <FieldError id={`${id}-listing_description-error`} messages={errors['listing_description']} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {DETAIL_TEXT.sendListing}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {DETAIL_TEXT.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
