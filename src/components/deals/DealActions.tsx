/**
 * What the viewer may do with a deal, as the API's `can` says: the investor marks the funds sent,
 * the bank confirms settlement (both confirmed first; before the settlement date, the question names it), a
 * platform maker asks to cancel it.
 */
import { lazy, Suspense, useState } from 'react';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { formatMoney } from '@/domain/format-decimal';
import { toast } from '@/stores/toast';
import { DEAL_TEXT as TEXT, dealCurrency } from './deal-text';
import type { DealDetail } from './deal-types';
import { markFundsSent, requestDealCancellation, settleDeal } from './deals-api';

/** Today's date in UTC as YYYY-MM-DD, the form the deal's settlement date takes. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const ReasonDialog = lazy(() => import('@/components/forms/ReasonDialog'));

export function DealActions({ deal, ready, onChanged }: { deal: DealDetail; ready: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { can } = deal;
  if (!can.mark_funds_sent && !can.settle && !can.cancel) return null;
  const amount = formatMoney(deal.amount, dealCurrency(deal));

  const run = async (...args: Parameters<typeof confirmAndRun>) => {
    setBusy(true);
    const result = await confirmAndRun(...args);
    setBusy(false);
    if (result && (result.ok || result.status === 409)) onChanged();
  };
  const fundsSent = () =>
    run(
      {
        header: TEXT.markFundsSent,
        message: TEXT.confirmFundsSent(amount, deal.bank.name),
        acceptLabel: TEXT.markFundsSent,
      },
      () => markFundsSent(deal.id),
      { done: TEXT.fundsSent, failed: TEXT.failed },
    );
  // Settling before the agreed date is allowed, but it should never happen by a slip: the question names the date.
  const early = deal.settlement_date > todayUtc();
  const settle = () =>
    run(
      early
        ? {
            header: TEXT.confirmEarlySettlementHeader,
            message: TEXT.confirmEarlySettle(amount, deal.investor.name, deal.settlement_date),
            acceptLabel: TEXT.confirmEarlySettlement(deal.settlement_date),
          }
        : {
            header: TEXT.confirmSettlement,
            message: TEXT.confirmSettle(amount, deal.investor.name),
            acceptLabel: TEXT.confirmSettlement,
          },
      () => settleDeal(deal.id),
      { done: TEXT.settled, failed: TEXT.failed },
    );

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={TEXT.actions}>
      {can.mark_funds_sent && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!ready || busy}
          onClick={() => void fundsSent()}
        >
          {TEXT.markFundsSent}
        </button>
      )}
      {can.settle && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!ready || busy}
          onClick={() => void settle()}
        >
          {TEXT.confirmSettlement}
        </button>
      )}
      {can.cancel && (
        <button type="button" className="btn btn-sm" disabled={!ready || busy} onClick={() => setCancelling(true)}>
          {TEXT.cancelDeal}
        </button>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={TEXT.cancelTitle}
            label={TEXT.cancelReasonLabel}
            help={TEXT.cancelHelp}
            submitLabel={TEXT.cancelSubmit}
            closeLabel={TEXT.close}
            failed={TEXT.failed}
            send={(reason) => requestDealCancellation(deal.id, reason)}
            onDone={() => {
              setCancelling(false);
              toast({ severity: 'success', summary: TEXT.cancelRequested, life: 4000 });
              onChanged();
            }}
            onClose={() => setCancelling(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
