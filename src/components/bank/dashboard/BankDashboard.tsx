/**
 * bank/dashboard (DOMAIN.md "Dashboards"): loans by status with their principal, approvals waiting,
 * proposals awaiting a response and deals to settle (each a link to its list) and the volume sold per month.
 */
import { EmptyState } from '@/components/data/EmptyState';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { StatusBadge } from '@/components/data/StatusBadge';
import { useApiData } from '@/components/data/use-api-data';
import { dataOf } from '@/lib/api/api-result';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { formatMoney } from '@/domain/format-decimal';
import { getBankSummary } from '../api/loans-api';
import type { BankSummary } from '../api/loan-types';
import { useViewer } from '@/components/data/use-viewer';
import { totalsByCurrency, volumesByCurrency, type CurrencyAmount } from './per-currency';
import { DASHBOARD_TEXT } from './dashboard-text';
import { VolumeChart } from './VolumeChart';
import { ApprovalKinds } from './ApprovalKinds';

const loadSummary = () => dataOf(getBankSummary());

export default function BankDashboard() {
  const ready = useHydrated();
  const answer = useApiData('bank-summary', loadSummary);
  const summary = answer.phase === 'ready' ? answer.value : null;
  // The tiles stay mounted from the frame to the figures, so only the figures change: the page does not move,
  // and the words painted first are the same elements when the figures arrive.
  return (
    <div className="flex flex-col gap-5" {...hydratedMarker(ready)} data-summary-state={answer.phase}>
      {summary?.bank_id === null && <p className="text-sm opacity-80">{DASHBOARD_TEXT.allBanks}</p>}
      {answer.phase === 'failed' ? (
        <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />
      ) : (
        <SummaryTiles summary={summary} />
      )}
      {answer.phase === 'loading' && (
        <div className="min-h-[36rem]">
          <LoadingState />
        </div>
      )}
      {summary && <SummaryDetails summary={summary} />}
    </div>
  );
}

/** A tile's figure, or while loading a bar of the same height, so nothing moves when the figures arrive. */
function Tile({
  title,
  value,
  detail,
  children,
}: {
  title: string;
  value: number | null;
  detail?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="card border border-[var(--surface-border)] bg-base-100" aria-label={title}>
      <div className="card-body gap-1 p-4">
        <h2 className="text-sm font-medium opacity-80">{title}</h2>
        <p className="text-3xl font-semibold tabular-nums">
          {value ?? (
            <span className="inline-block h-[0.8em] w-12 rounded bg-base-300 align-middle" aria-hidden="true" />
          )}
        </p>
        {detail && <p className="text-sm opacity-75">{detail}</p>}
        {children}
      </div>
    </section>
  );
}

function ProposalsTile({ value }: { value: number | null }) {
  return (
    <Tile title={DASHBOARD_TEXT.proposals} value={value} detail={DASHBOARD_TEXT.proposalsDetail}>
      <a
        className="link text-sm link-primary"
        href="/app/bank/proposals?status=submitted"
        data-testid="proposals-awaiting"
      >
        {DASHBOARD_TEXT.answerProposals}
      </a>
    </Tile>
  );
}

function DealsTile({ value }: { value: number | null }) {
  return (
    <Tile title={DASHBOARD_TEXT.deals} value={value} detail={DASHBOARD_TEXT.dealsDetail}>
      <a className="link text-sm link-primary" href="/app/bank/deals" data-testid="deals-to-settle">
        {DASHBOARD_TEXT.openDeals}
      </a>
    </Tile>
  );
}

/** The three tiles: drawn with the page, with a bar where each figure goes until the figures arrive. */
function SummaryTiles({ summary }: { summary: BankSummary | null }) {
  const viewer = useViewer();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Tile
        title={DASHBOARD_TEXT.approvals}
        value={summary?.approvals_waiting ?? null}
        detail={DASHBOARD_TEXT.approvalsDetail}
      >
        {summary && viewer.bankManager && (
          <p className="text-sm">
            {DASHBOARD_TEXT.awaitingMe}: <strong data-testid="awaiting-me">{summary.approvals_awaiting_me}</strong>
          </p>
        )}
        <ApprovalKinds summary={summary} manager={viewer.bankManager} />
      </Tile>
      <ProposalsTile value={summary?.proposals_awaiting_response ?? null} />
      <DealsTile value={summary?.deals_to_settle ?? null} />
    </div>
  );
}

/** Amounts of several currencies, one line each; never one figure. */
function Amounts({ amounts }: { amounts: readonly CurrencyAmount[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <>
      {amounts.map((entry) => (
        <span key={entry.currency} className="block" data-currency={entry.currency}>
          {formatMoney(entry.amount, entry.currency)}
        </span>
      ))}
    </>
  );
}

/** The loans by status and the volume sold, once the figures have arrived. */
function SummaryDetails({ summary }: { summary: BankSummary }) {
  const totalCount = summary.loans_by_status.reduce((sum, row) => sum + row.count, 0);
  const totals = totalsByCurrency(
    summary.currencies,
    summary.loans_by_status.map((row) => row.principal_by_currency),
  );
  const volumes = volumesByCurrency(summary.volume_sold_per_month);
  return (
    <>
      <section aria-labelledby="by-status-title" className="flex flex-col gap-2">
        <h2 id="by-status-title" className="text-lg font-semibold">
          {DASHBOARD_TEXT.byStatus}
        </h2>
        <div className="overflow-x-auto rounded-box border border-[var(--surface-border)] bg-base-100">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_TEXT.status}</th>
                <th scope="col" className="text-end">
                  {DASHBOARD_TEXT.count}
                </th>
                <th scope="col" className="text-end">
                  {DASHBOARD_TEXT.principal}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.loans_by_status.map((row) => (
                <tr key={row.status} data-status-row={row.status}>
                  <td>
                    <a className="link link-hover" href={`/app/bank/mortgages?status=${row.status}`}>
                      <StatusBadge status={row.status} />
                    </a>
                  </td>
                  <td className="text-end tabular-nums">{row.count}</td>
                  <td className="text-end tabular-nums">
                    <Amounts amounts={row.principal_by_currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{DASHBOARD_TEXT.total}</th>
                <td className="text-end tabular-nums">{totalCount}</td>
                <td className="text-end tabular-nums" data-testid="principal-total">
                  <Amounts amounts={totals} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="volume-title" className="flex flex-col gap-2">
        <h2 id="volume-title" className="text-lg font-semibold">
          {DASHBOARD_TEXT.volume}
        </h2>
        {volumes.length === 0 ? (
          <EmptyState title={DASHBOARD_TEXT.noSales} detail={DASHBOARD_TEXT.noSalesDetail} />
        ) : (
          volumes.map(({ currency, months }) => (
            <div
              key={currency}
              className="rounded-box border border-[var(--surface-border)] bg-base-100 p-3"
              data-volume-currency={currency}
            >
              <h3 className="mb-2 font-medium">{DASHBOARD_TEXT.volumeIn(currency)}</h3>
              <VolumeChart months={months} currency={currency} />
            </div>
          ))
        )}
      </section>
    </>
  );
}
