/** The proposals list's columns: the loan links to the bank's loan page; money and prices formatted from their decimals. */
import type { ReactNode } from 'react';
import type { Column } from '@/components/data/DataTable';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { bankLoanPath, PROPOSAL_TEXT as TEXT } from './proposal-text';
import type { Proposal } from './proposal-types';
import { ProposalStatusBadge } from './ProposalStatusBadge';

const price = (value: string | null) => formatPrice(value);

export function StatusCell({ proposal, viewerId }: { proposal: Proposal; viewerId: number | null }) {
  const pending = proposal.pending_acceptance;
  return (
    <div className="flex max-w-48 flex-col items-end gap-1 text-xs sm:items-start">
      <ProposalStatusBadge status={proposal.status} />
      {proposal.counter_price_pct && proposal.counter_amount && (
        <span>
          {TEXT.counteredAt(
            price(proposal.counter_price_pct),
            formatMoney(proposal.counter_amount, proposal.loan.currency),
          )}
        </span>
      )}
      {proposal.counter_note && <span className="opacity-80">{TEXT.counterNote(proposal.counter_note)}</span>}
      {proposal.counter_accepted_at && (
        <span className="font-medium" data-testid="counter-taken">
          {TEXT.counterTaken(price(proposal.price_pct))}
        </span>
      )}
      {proposal.rejection_reason && (
        <span className="opacity-80">{TEXT.rejectedBecause(proposal.rejection_reason)}</span>
      )}
      {proposal.status === 'accepted' && proposal.final_acceptance_deadline && (
        <span className="opacity-80">
          {TEXT.finalAcceptanceDue(formatTimestamp(proposal.final_acceptance_deadline))}
        </span>
      )}
      {proposal.status === 'submitted' && proposal.loan.status === 'under_offer' && !pending && (
        <span className="opacity-80">{TEXT.loanUnderOffer}</span>
      )}
      {pending && (
        <span className="font-medium" data-pending-acceptance={pending.pending_action_id}>
          {TEXT.acceptanceAsked(pending.maker.name, formatTimestamp(pending.created_at))}
        </span>
      )}
      {pending && viewerId !== null && pending.maker.id === viewerId && (
        <span className="opacity-80">{TEXT.ownAcceptance}</span>
      )}
    </div>
  );
}

export function loanLink(proposal: Proposal) {
  return (
    <a className="link font-medium whitespace-nowrap link-hover" href={bankLoanPath(proposal.loan.id)}>
      {proposal.loan.loan_ref}
    </a>
  );
}

interface Options {
  viewerId: number | null;
  /** Platform admins see every bank's proposals, so the bank gets a column. */
  showBank: boolean;
  onlyThisLoan: ((proposal: Proposal) => ReactNode) | null;
  /** Null for a viewer who only reads (platform admins): no actions column. */
  actions: ((proposal: Proposal) => ReactNode) | null;
}

export function proposalColumns({ viewerId, showBank, onlyThisLoan, actions }: Options): Column<Proposal>[] {
  const columns: Column<Proposal>[] = [
    {
      key: 'loan',
      label: TEXT.columns.loan,
      hideInCard: true,
      render: (proposal) => (
        <div className="flex flex-col items-start">
          {loanLink(proposal)}
          {onlyThisLoan?.(proposal)}
        </div>
      ),
    },
    { key: 'investor', label: TEXT.columns.investor, render: (proposal) => proposal.investor.name },
    {
      key: 'price',
      label: TEXT.columns.price,
      sort: 'price_pct',
      align: 'end',
      render: (proposal) => price(proposal.price_pct),
    },
    {
      key: 'amount',
      label: TEXT.columns.amount,
      sort: 'amount',
      align: 'end',
      render: (proposal) => (
        <span className="whitespace-nowrap">{formatMoney(proposal.amount, proposal.loan.currency)}</span>
      ),
    },
    {
      key: 'settlement',
      label: TEXT.columns.settlement,
      sort: 'settlement_date',
      render: (proposal) => proposal.settlement_date,
    },
    {
      key: 'valid_until',
      label: TEXT.columns.validUntil,
      sort: 'valid_until',
      render: (proposal) => proposal.valid_until,
    },
    {
      key: 'note',
      label: TEXT.columns.note,
      render: (proposal) => (
        <span className="line-clamp-3 block max-w-48 min-w-24 whitespace-pre-line">{proposal.note ?? '—'}</span>
      ),
    },
    {
      key: 'status',
      label: TEXT.columns.status,
      sort: 'status',
      render: (proposal) => <StatusCell proposal={proposal} viewerId={viewerId} />,
    },
  ];
  if (showBank)
    columns.splice(1, 0, { key: 'bank', label: TEXT.columns.bank, render: (proposal) => proposal.loan.bank.name });
  if (actions) columns.push({ key: 'actions', label: TEXT.columns.actions, render: actions });
  return columns;
}
