/**
 * The bank's counter to a proposal: a price (checked by the trading rules) whose amount on the
 * loan's current principal shows as it is typed, and a note for the investor.
 */
import { useState } from 'react';
import { noteError, priceError } from '@/domain/trading/proposal-terms';
import { ModalForm } from '@/components/forms/ModalForm';
import { TextField } from '@/components/forms/TextField';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { counterAmount } from './counter-amount';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { counterProposal } from './proposals-api';
import type { Proposal } from './proposal-types';

interface Props {
  proposal: Proposal;
  onDone: () => void;
  onClose: () => void;
}

type Errors = { price_pct?: string; note?: string };

export default function CounterDialog({ proposal, onDone, onClose }: Props) {
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = proposal.loan.currency;
  const amount = counterAmount(price, proposal.loan.current_principal);

  /** A shown error goes as soon as the value it was about is fixed; a new one waits for the next send. */
  const changePrice = (value: string) => {
    setPrice(value);
    if (errors.price_pct && !priceError(value)) setErrors(({ price_pct: _fixed, ...rest }) => rest);
  };
  const changeNote = (value: string) => {
    setNote(value);
    if (errors.note && !noteError(value)) setErrors(({ note: _fixed, ...rest }) => rest);
  };

  const submit = async () => {
    const found: Errors = {};
    const priceProblem = priceError(price);
    const noteProblem = noteError(note);
    if (priceProblem) found.price_pct = priceProblem;
    if (noteProblem) found.note = noteProblem;
    setErrors(found);
    if (priceProblem || noteProblem) return;
    setBusy(true);
    const result = await counterProposal(proposal.id, {
      price_pct: price.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) return onDone();
    const fields = { price_pct: result.fieldErrors['price_pct']?.[0], note: result.fieldErrors['note']?.[0] };
    setErrors(fields);
    setError(fields.price_pct || fields.note ? null : (result.message ?? TEXT.failed));
  };

  return (
    <ModalForm
      title={TEXT.counterTitle}
      submitLabel={TEXT.sendCounter}
      closeLabel={TEXT.close}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="text-sm opacity-80">
        {TEXT.counterOf(formatPrice(proposal.price_pct), formatMoney(proposal.amount, currency))}
      </p>
      <TextField
        id={`counter-price-${proposal.id}`}
        name="price_pct"
        label={TEXT.counterPrice}
        value={price}
        onValue={changePrice}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.price_pct}
      />
      <p className="text-sm" aria-live="polite">
        {TEXT.counterAmount}:{' '}
        <strong data-testid="counter-amount">
          {amount === null ? TEXT.counterAmountNone : formatMoney(amount, currency)}
        </strong>
      </p>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={`counter-note-${proposal.id}`}>
          {TEXT.counterNoteLabel}
        </label>
        <textarea
          id={`counter-note-${proposal.id}`}
          className={`textarea w-full ${errors.note ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={1000}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `counter-note-${proposal.id}-error` : undefined}
          onChange={(event) => changeNote(event.target.value)}
        />
        {errors.note && (
          <p id={`counter-note-${proposal.id}-error`} className="label whitespace-normal text-error">
            {errors.note}
          </p>
        )}
      </div>
    </ModalForm>
  );
}
