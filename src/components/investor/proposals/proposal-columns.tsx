/**
 * The proposal list's columns: the loan links to the proposal; money and prices formatted from their decimals;
 * a proposal the bank accepted says by when to accept it finally, with the way to do it.
 */
import type { Column } from '@/components/data/DataTable';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { FinalAcceptanceCall } from './FinalAcceptanceCall';
import { ProposalStatusBadge } from './ProposalStatusBadge';
import { LIST_TEXT, proposalPath } from './proposal-text';
import type { Proposal } from './proposal-types';

export function proposalColumns(showInvestor: boolean): Column<Proposal>[] {
  const columns: Column<Proposal>[] = [
    {
      key: 'loan',
      label: LIST_TEXT.columns.loan,
      hideInCard: true,
      render: (proposal) => (
        <a className="link font-medium link-hover" href={proposalPath(proposal.id)}>
          {proposal.loan.loan_ref}
        </a>
      ),
    },
    { key: 'bank', label: LIST_TEXT.columns.bank, render: (proposal) => proposal.loan.bank.name },
    {
      key: 'status',
      label: LIST_TEXT.columns.status,
      sort: 'status',
      render: (proposal) => (
        <span className="flex flex-col items-start gap-1">
          <ProposalStatusBadge status={proposal.status} />
          <FinalAcceptanceCall proposal={proposal} />
        </span>
      ),
    },
    {
      key: 'price_pct',
      label: LIST_TEXT.columns.price,
      sort: 'price_pct',
      align: 'end',
      render: (proposal) => formatPrice(proposal.price_pct),
    },
    {
      key: 'amount',
      label: LIST_TEXT.columns.amount,
      sort: 'amount',
      align: 'end',
      render: (proposal) => formatMoney(proposal.amount, proposal.loan.currency),
    },
    {
      key: 'settlement_date',
      label: LIST_TEXT.columns.settlement,
      sort: 'settlement_date',
      render: (proposal) => proposal.settlement_date,
    },
    {
      key: 'valid_until',
      label: LIST_TEXT.columns.validUntil,
      sort: 'valid_until',
      render: (proposal) => proposal.valid_until,
    },
    {
      key: 'updated_at',
      label: LIST_TEXT.columns.updated,
      sort: 'updated_at',
      render: (proposal) => proposal.updated_at.slice(0, 10),
    },
  ];
  if (showInvestor)
    columns.splice(2, 0, {
      key: 'investor',
      label: LIST_TEXT.columns.investor,
      render: (proposal) => proposal.investor.name,
    });
  return columns;
}
