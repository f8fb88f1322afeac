/**
 * The terms of a proposal, new or revised: price as % of the current principal with the amount it
 * comes to shown as it is typed (exact, as the server computes it), settlement date, how long the
 * offer stands, a note. The API's own rules are checked before sending; the server's messages show
 * under their fields; what was typed stays when the request fails.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { NOTE_MAX } from '@/domain/trading';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { formatMoney } from '@/domain/format-decimal';
import { toast } from '@/stores/toast';
import {
  checkTerms,
  liveAmount,
  newProposalValues,
  otherErrors,
  revisionValues,
  termsBody,
  type ProposalFormValues,
} from './proposal-form-model';
import { FORM_TEXT } from './proposal-text';
import type { ProposalDetail } from './proposal-types';
import { createProposal, reviseProposal } from './proposals-api';

export interface ProposalFormLoan {
  id: number;
  currency: string | null;
  current_principal: string;
  asking_price_pct: string | null;
  bid_deadline: string | null;
}

export interface RevisedProposal {
  id: number;
  version: number;
  price_pct: string;
  settlement_date: string;
  valid_until: string;
  note: string | null;
}

interface Props {
  loan: ProposalFormLoan;
  /** The proposal being revised; a new proposal without it. */
  proposal?: RevisedProposal;
  /** The organisations the investor acts for; a choice is asked only when there are several. */
  organisations: { id: number; name: string }[];
  onDone: (proposal: ProposalDetail) => void;
  onCancel: () => void;
}

export function ProposalForm({ loan, proposal, organisations, onDone, onCancel }: Props) {
  const [values, setValues] = useState<ProposalFormValues>(() =>
    proposal ? revisionValues(proposal) : newProposalValues(loan),
  );
  const [investorId, setInvestorId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const amount = liveAmount(values.price_pct, loan.current_principal);
  const chooseOrganisation = !proposal && organisations.length > 1;

  const set = (name: keyof ProposalFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: [] }));
  };
  const errorOf = (name: string) => errors[name]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkTerms(values, { bidDeadline: loan.bid_deadline });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(FORM_TEXT.fixErrors);
      return;
    }
    setBusy(true);
    setAlert(null);
    const body = termsBody(values);
    const result = proposal
      ? await reviseProposal(proposal.id, body, proposal.version)
      : await createProposal(loan.id, body, chooseOrganisation ? Number(investorId) || undefined : undefined);
    setBusy(false);
    if (result.ok) {
      toast({ severity: 'success', summary: proposal ? FORM_TEXT.revised : FORM_TEXT.submitted, life: 4000 });
      onDone(result.data.data);
      return;
    }
    setErrors(result.fieldErrors);
    const others = otherErrors(result.fieldErrors);
    setAlert(result.status === 422 ? (others[0] ?? FORM_TEXT.fixErrors) : (result.message ?? FORM_TEXT.failed));
  };

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-proposal-form={proposal ? 'revise' : 'new'}
    >
      <div className="card-body gap-3 p-4">
        <h3 id={`${id}-title`} className="font-semibold">
          {proposal ? FORM_TEXT.reviseTitle : FORM_TEXT.newTitle}
        </h3>
        <FormAlert kind="error" message={alert} />
        {chooseOrganisation && (
          <SelectField
            name="investor_id"
            label={FORM_TEXT.actFor}
            value={investorId}
            onValue={setInvestorId}
            placeholder="—"
            options={organisations.map((organisation) => ({
              value: String(organisation.id),
              label: organisation.name,
            }))}
            error={errorOf('investor_id')}
          />
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="price_pct"
            id={`${id}-price`}
            label={FORM_TEXT.price}
            inputMode="decimal"
            autoComplete="off"
            value={values.price_pct}
            onValue={set('price_pct')}
            error={errorOf('price_pct')}
            hint={FORM_TEXT.priceHint}
          />
          <div className="fieldset">
            <span className="fieldset-legend">{FORM_TEXT.amount}</span>
            <output
              htmlFor={`${id}-price`}
              aria-live="polite"
              className="py-2 text-lg font-semibold tabular-nums"
              data-testid="proposal-amount"
            >
              {amount ? (
                formatMoney(amount, loan.currency)
              ) : (
                <span className="text-sm font-normal opacity-75">{FORM_TEXT.amountPending}</span>
              )}
            </output>
          </div>
          <TextField
            name="settlement_date"
            id={`${id}-settlement`}
            label={FORM_TEXT.settlementDate}
            type="date"
            value={values.settlement_date}
            onValue={set('settlement_date')}
            error={errorOf('settlement_date')}
          />
          <TextField
            name="valid_until"
            id={`${id}-valid-until`}
            label={FORM_TEXT.validUntil}
            type="date"
            value={values.valid_until}
            onValue={set('valid_until')}
            error={errorOf('valid_until')}
            hint={FORM_TEXT.validUntilHint(loan.bid_deadline)}
          />
        </div>
        <NoteField id={`${id}-note`} value={values.note} onValue={set('note')} error={errorOf('note')} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {busy && <span className="loading loading-xs loading-spinner" aria-hidden="true" />}
            {proposal ? FORM_TEXT.revise : FORM_TEXT.submit}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
            {FORM_TEXT.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}

function NoteField({
  id,
  value,
  onValue,
  error,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="fieldset">
      <label className="fieldset-legend" htmlFor={id}>
        {FORM_TEXT.note}
      </label>
      <textarea
        id={id}
        name="note"
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="label whitespace-normal">
        {FORM_TEXT.noteHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="label whitespace-normal text-error">
          {error}
        </p>
      )}
    </div>
  );
}
