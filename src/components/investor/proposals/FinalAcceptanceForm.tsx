/**
 * The three confirmations final acceptance needs (the terms, the fee, the settlement obligation) and
 * the button that creates the deal, enabled once all are ticked; it sends the price and amount shown, so
 * the deal is made at exactly what was confirmed. A deal made goes to its page; a loan
 * sold meanwhile (409) says so plainly, with the way back.
 */
import { useState } from 'react';
import { ConfirmationChecks, useConfirmations } from '@/components/forms/ConfirmationChecks';
import { FormAlert } from '@/components/forms/FormAlert';
import { toastOnNextPage } from '@/stores/toast-carry';
import { DETAIL_TEXT, FINAL_TEXT, investorDealPath, MARKETPLACE_PATH, proposalPath } from './proposal-text';
import { finalAccept } from './proposals-api';

const CONFIRMATIONS = [
  ['confirm_terms', FINAL_TEXT.confirmTerms],
  ['confirm_fee', FINAL_TEXT.confirmFee],
  ['confirm_settlement', FINAL_TEXT.confirmSettlement],
] as const;

/** The price and amount the screen shows: the server makes the deal only at exactly these. */
export interface ShownTerms {
  price_pct: string;
  amount: string;
}

export default function FinalAcceptanceForm({
  proposalId,
  terms,
  ready,
}: {
  proposalId: number;
  terms: ShownTerms;
  ready: boolean;
}) {
  const confirmations = useConfirmations(CONFIRMATIONS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const all = confirmations.all;

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    const result = await finalAccept(proposalId, terms);
    if (result.ok) {
      toastOnNextPage({ severity: 'success', summary: FINAL_TEXT.created, life: 5000 });
      window.location.assign(investorDealPath(result.data.data.id));
      return;
    }
    setBusy(false);
    setFailure({ message: result.message ?? DETAIL_TEXT.failed, conflict: result.status === 409 });
  };

  return (
    <form
      className="card border border-[var(--surface-border)] bg-base-100"
      aria-labelledby="final-confirmations"
      onSubmit={(event) => {
        event.preventDefault();
        if (all && !busy) void accept();
      }}
    >
      <div className="card-body gap-3 p-4">
        <h3 id="final-confirmations" className="font-semibold">
          {FINAL_TEXT.confirmations}
        </h3>
        <FormAlert kind="error" message={failure?.message} />
        {failure?.conflict && (
          <div className="flex flex-wrap gap-3 text-sm">
            <a className="link link-primary" href={proposalPath(proposalId)}>
              {FINAL_TEXT.backToProposal}
            </a>
            <a className="link link-primary" href={MARKETPLACE_PATH}>
              {FINAL_TEXT.backToMarketplace}
            </a>
          </div>
        )}
        <ConfirmationChecks items={CONFIRMATIONS} confirmations={confirmations} disabled={!ready || busy} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={!ready || !all || busy}>
            {busy && <span className="loading loading-xs loading-spinner" aria-hidden="true" />}
            {FINAL_TEXT.accept}
          </button>
        </div>
      </div>
    </form>
  );
}
