/**
 * bank/proposals: the proposals on the bank's loans, by status tab (awaiting a response by
 * default) and optionally one loan, with sorting and pagination kept in the address. Officers and
 * managers counter, reject and accept as the API allows; platform admins read.
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { EmptyState } from '@/components/data/EmptyState';
import { LinkTabs } from '@/components/data/LinkTabs';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { withFilters, type ListQuery } from '@/lib/list-query';
import { useViewer } from '@/components/data/use-viewer';
import { loanLink, proposalColumns } from './proposal-columns';
import {
  PROPOSAL_LIST_SPEC,
  PROPOSAL_TABS,
  proposalRequest,
  tabOf,
  withTab,
  type ProposalFilter,
} from './proposal-list-query';
import { PROPOSAL_TEXT as TEXT } from './proposal-text';
import { ProposalActions, type ProposalDialog } from './ProposalActions';
import { getProposals } from './proposals-api';
import type { Proposal } from './proposal-types';

const CounterDialog = lazy(() => import('./CounterDialog'));
const ProposalReasonDialog = lazy(() => import('./ProposalReasonDialog'));

const TABS = PROPOSAL_TABS.map((key) => ({ key, label: TEXT.tabs[key] }));

export default function BankProposals() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(PROPOSAL_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(getProposals, proposalRequest(query), fromUrl);
  const [dialog, setDialog] = useState<{ proposal: Proposal; kind: ProposalDialog } | null>(null);
  const tab = tabOf(query);
  const loanId = query.filters.loan_id;
  const loanRef = page.rows?.find((proposal) => String(proposal.loan.id) === loanId)?.loan.loan_ref;

  const follow = (next: ListQuery<ProposalFilter>) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    change(next);
  };
  const onlyThisLoan = (proposal: Proposal) => {
    const next = withFilters(query, { loan_id: String(proposal.loan.id) });
    return (
      <a className="link text-xs whitespace-nowrap opacity-80" href={hrefFor(next)} onClick={follow(next)}>
        {TEXT.onlyThisLoan}
        <span className="sr-only">: {proposal.loan.loan_ref}</span>
      </a>
    );
  };
  const allLoans = withFilters(query, { loan_id: undefined });
  const changed = () => {
    setDialog(null);
    page.retry();
  };
  const columns = proposalColumns({
    viewerId: viewer.userId,
    showBank: !viewer.bankUser && viewer.roles.length > 0,
    onlyThisLoan: loanId ? null : onlyThisLoan,
    actions: !viewer.bankUser
      ? null
      : (proposal) => (
          <ProposalActions
            proposal={proposal}
            viewer={viewer}
            ready={ready}
            onDialog={(p, kind) => setDialog({ proposal: p, kind })}
            onChanged={page.retry}
          />
        ),
  });

  return (
    <div {...hydratedMarker(ready)} data-list="proposals" data-loading={page.loading ? 'true' : undefined}>
      <LinkTabs
        label={TEXT.statusTabs}
        tabs={TABS}
        current={tab}
        hrefFor={(key) => hrefFor(withTab(query, key))}
        onSelect={(key) => change(withTab(query, key))}
      />
      {query.filters.awaiting_acceptance === 'true' && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>{TEXT.acceptanceOnly}</span>
          <a className="link" href={hrefFor(withFilters(query, { awaiting_acceptance: undefined }))}>
            {TEXT.everyProposal}
          </a>
        </p>
      )}
      {loanId && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>{loanRef ? TEXT.loanFiltered(loanRef) : TEXT.loanFilteredUnknown}</span>
          <a className="link" href={hrefFor(allLoans)} onClick={follow(allLoans)}>
            {TEXT.allLoans}
          </a>
        </p>
      )}
      {!viewer.bankUser && viewer.roles.length > 0 && page.rows !== null && (
        <p className="mb-3 text-sm opacity-80">{TEXT.readOnly}</p>
      )}
      <ListResults
        page={page}
        list={list}
        ready={ready}
        waitForViewer={viewer}
        empty={
          <EmptyState
            title={tab === 'awaiting' ? TEXT.emptyAwaitingTitle : TEXT.emptyTitle}
            detail={tab === 'awaiting' ? TEXT.emptyAwaitingDetail : TEXT.emptyDetail}
          >
            {tab === 'awaiting' && viewer.bankUser && (
              <a className="btn btn-sm" href="/app/bank/mortgages?status=approved">
                {TEXT.listMortgages}
              </a>
            )}
          </EmptyState>
        }
        table={{
          caption: TEXT.caption,
          columns,
          rowKey: (proposal) => proposal.id,
          cardTitle: (proposal) => (
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              {loanLink(proposal)}
              {!loanId && onlyThisLoan(proposal)}
            </div>
          ),
        }}
      />
      {dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'counter' ? (
            <CounterDialog proposal={dialog.proposal} onDone={changed} onClose={() => setDialog(null)} />
          ) : (
            <ProposalReasonDialog proposal={dialog.proposal} onDone={changed} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </div>
  );
}
