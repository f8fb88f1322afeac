/**
 * bank/mortgages/{id}: the loan's status (and why, when a manager rejected it), the change awaiting
 * approval (with approve and reject for a manager who did not propose it, cancel for its maker), the
 * officer's actions, every field, the listing, and the history with every four-eyes decision.
 */
import { RecordStatus } from '@/components/data/RecordStatus';
import { StatusBadge } from '@/components/data/StatusBadge';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { useViewer } from '@/components/data/use-viewer';
import { LoanActions } from './LoanActions';
import { LoanFields } from '@/components/loans/LoanFields';
import { LoanHistory } from './LoanHistory';
import { ListingSummary } from './ListingSummary';
import { loanRiskWarnings } from '@/domain/loans/risk';
import { LoanRiskNotes } from './LoanRiskNotes';
import { PendingChange } from './PendingChange';
import { DETAIL_TEXT } from './mortgage-text';
import { useLoan, type LoanRecord } from './use-loan';
import { DecisionTrail } from '@/components/maker-checker/DecisionTrail';
import { TRAIL_TEXT } from '@/components/maker-checker/decision-trail-text';
import { LatestRejection } from './LatestRejection';
import { loanActionName } from './loan-action-name';

export default function MortgageDetail() {
  const ready = useHydrated();
  const { state, reload } = useLoan();

  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-loan-state={state.kind}>
      <RecordStatus state={state} notFound={DETAIL_TEXT.notFound} onRetry={reload} ready={ready} />
      {state.kind === 'ready' && <LoanView record={state.record} ready={ready} reload={reload} />}
    </div>
  );
}

function LoanView({ record, ready, reload }: { record: LoanRecord; ready: boolean; reload: () => void }) {
  const { loan, revisions, decisions } = record;
  const viewer = useViewer();
  const currency = typeof loan.currency === 'string' ? loan.currency : null;
  const pending = loan.pending_actions.filter((action) => action.status === 'pending');
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold" data-testid="loan-ref">
          {loan.loan_ref}
        </h2>
        <StatusBadge status={loan.status} />
        <span className="text-sm opacity-80">
          {DETAIL_TEXT.bank}: {loan.bank.name}
        </span>
        <span className="text-sm opacity-80">
          {DETAIL_TEXT.version} {loan.version}
        </span>
      </header>
      {!viewer.bankUser && viewer.roles.length > 0 && <p className="text-sm opacity-80">{DETAIL_TEXT.readOnly}</p>}
      {loan.status === 'rejected' && decisions && <LatestRejection decisions={decisions} />}
      <LoanRiskNotes warnings={loanRiskWarnings(loan)} />
      {pending.map((action) => (
        <PendingChange
          key={action.id}
          action={action}
          loanRef={String(loan.loan_ref ?? loan.id)}
          currency={currency}
          manager={viewer.bankUser && viewer.bankManager}
          canApprove={loan.can.approve}
          viewerId={viewer.userId}
          bankName={loan.bank.name}
          mayAddPeople={viewer.roles.includes('super_admin')}
          ready={ready}
          onDecided={reload}
        />
      ))}
      {viewer.bankUser && <LoanActions loan={loan} ready={ready} onChanged={reload} />}
      <section aria-labelledby="loan-fields-title" className="flex flex-col gap-3">
        <h2 id="loan-fields-title" className="text-lg font-semibold">
          {DETAIL_TEXT.fields}
        </h2>
        <LoanFields loan={loan} />
      </section>
      <ListingSummary loan={loan} />
      <section aria-labelledby="loan-history-title" className="flex flex-col gap-3">
        <h2 id="loan-history-title" className="text-lg font-semibold">
          {DETAIL_TEXT.history}
        </h2>
        <h3 className="font-semibold">{TRAIL_TEXT.title}</h3>
        <DecisionTrail actions={decisions} failed={decisions === null} nameOf={loanActionName} />
        <h3 className="font-semibold">{DETAIL_TEXT.versions}</h3>
        <LoanHistory revisions={revisions} currency={currency} />
      </section>
    </>
  );
}
