/**
 * The three confirmations of the pool's final acceptance (the total and prices, the fee, the settlement),
 * the button that makes the deal once all are ticked (sending the total shown, so the deal is made at
 * exactly it), and the decline with a reason.
 */
import { lazy, Suspense, useState } from 'react';
import { ConfirmationChecks, useConfirmations } from '@/components/forms/ConfirmationChecks';
import { FormAlert } from '@/components/forms/FormAlert';
import { toastOnNextPage } from '@/stores/toast-carry';
import { toast } from '@/stores/toast';
import { AWARD_TEXT as T, investorDealPath } from './award-text';
import { confirmAward, declineAward } from './pool-award-api';

const ReasonDialog = lazy(() => import('@/components/forms/ReasonDialog'));

const CONFIRMATIONS = [
  ['confirm_terms', T.confirmTerms],
  ['confirm_fee', T.confirmFee],
  ['confirm_settlement', T.confirmSettlement],
] as const;

interface Props {
  poolId: number;
  total: string;
  ready: boolean;
  onChanged: () => void;
}

export default function ConfirmAwardForm({ poolId, total, ready, onChanged }: Props) {
  const confirmations = useConfirmations(CONFIRMATIONS);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const all = confirmations.all;

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    const result = await confirmAward(poolId, total);
    if (result.ok) {
      toastOnNextPage({ severity: 'success', summary: T.created, life: 5000 });
      window.location.assign(investorDealPath(result.data.data.deal_id));
      return;
    }
    setBusy(false);
    setFailure(result.message ?? T.failed);
    if (result.status === 409) onChanged();
  };

  return (
    <>
      <form
        className="card border border-[var(--surface-border)] bg-base-100"
        aria-labelledby="award-confirmations"
        onSubmit={(event) => {
          event.preventDefault();
          if (all && !busy) void accept();
        }}
      >
        <div className="card-body gap-3 p-4">
          <h2 id="award-confirmations" className="font-semibold">
            {T.confirmations}
          </h2>
          <FormAlert kind="error" message={failure} />
          <ConfirmationChecks items={CONFIRMATIONS} confirmations={confirmations} disabled={!ready || busy} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={!ready || !all || busy}>
              {busy && <span className="loading loading-xs loading-spinner" aria-hidden="true" />}
              {T.confirm}
            </button>
            <button type="button" className="btn" disabled={!ready || busy} onClick={() => setDeclining(true)}>
              {T.decline}
            </button>
          </div>
        </div>
      </form>
      {declining && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={T.declineTitle}
            label={T.declineLabel}
            help={T.declineHelp}
            submitLabel={T.declineSubmit}
            closeLabel={T.close}
            failed={T.failed}
            send={(reason) => declineAward(poolId, reason)}
            onDone={() => {
              setDeclining(false);
              toast({ severity: 'success', summary: T.declined, life: 4000 });
              onChanged();
            }}
            onClose={() => setDeclining(false)}
          />
        </Suspense>
      )}
    </>
  );
}
