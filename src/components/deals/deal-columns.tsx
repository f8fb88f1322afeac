/** The deals list's columns for one side: the deal links to that side's deal page, the counterparty is the other side. */
import type { Column } from '@/components/data/DataTable';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { DEAL_TEXT as TEXT, dealCurrency, dealPath, dealSubject, type DealSide } from './deal-text';
import type { Deal } from './deal-types';
import { DealStatusBadge } from './DealStatusBadge';

export const dealLink = (side: DealSide, deal: Deal) => (
  <a className="link font-medium link-hover" href={dealPath(side, deal.id)}>
    {TEXT.dealNumber(deal.id)} · {dealSubject(deal)}
  </a>
);

/** A platform admin sees every deal, so both parties get a column; each side otherwise sees its counterparty. */
export function dealColumns(side: DealSide, bothParties: boolean): Column<Deal>[] {
  const parties: Column<Deal>[] = bothParties
    ? [
        { key: 'bank', label: TEXT.bank, render: (deal) => deal.bank.name },
        { key: 'investor', label: TEXT.investor, render: (deal) => deal.investor.name },
      ]
    : [
        {
          key: 'counterparty',
          label: TEXT.columns.counterparty[side],
          render: (deal) => (side === 'bank' ? deal.investor.name : deal.bank.name),
        },
      ];
  return [
    { key: 'deal', label: TEXT.columns.deal, hideInCard: true, render: (deal) => dealLink(side, deal) },
    ...parties,
    { key: 'price', label: TEXT.columns.price, align: 'end', render: (deal) => formatPrice(deal.price_pct) },
    {
      key: 'amount',
      label: TEXT.columns.amount,
      sort: 'amount',
      align: 'end',
      render: (deal) => <span className="whitespace-nowrap">{formatMoney(deal.amount, dealCurrency(deal))}</span>,
    },
    {
      key: 'settlement',
      label: TEXT.columns.settlement,
      sort: 'settlement_date',
      render: (deal) => deal.settlement_date,
    },
    {
      key: 'status',
      label: TEXT.columns.status,
      sort: 'status',
      render: (deal) => <DealStatusBadge status={deal.status} />,
    },
    {
      key: 'created',
      label: TEXT.columns.created,
      sort: 'created_at',
      render: (deal) => formatTimestamp(deal.created_at),
    },
  ];
}
