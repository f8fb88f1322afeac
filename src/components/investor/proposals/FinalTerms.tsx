/**
 * What final acceptance binds the investor to: the price, amount and settlement date, the loan, the
 * platform fee and who pays it, and the total the investor pays (amount and fee, one currency).
 */
import { addMoney } from '@/domain/trading/amounts';
import { formatMoney, formatPrice } from '@/domain/format-decimal';
import { fieldLabel, formatFieldValue } from '@/components/loans/loan-field-view';
import { DETAIL_TEXT, FINAL_TEXT } from './proposal-text';
import type { ProposalDetail } from './proposal-types';
import { formatTimestamp, timeLeft } from './time-left';

const LOAN_SUMMARY = ['current_principal', 'interest_rate_pct', 'current_ltv_pct', 'region', 'property_type'] as const;

function Row({ label, value, field }: { label: string; value: string; field?: string }) {
  return (
    <div className="contents">
      <dt className="opacity-75">{label}</dt>
      <dd className="text-end tabular-nums" data-field={field}>
        {value}
      </dd>
    </div>
  );
}

export function FinalTerms({ proposal }: { proposal: ProposalDetail }) {
  const { loan } = proposal;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card border border-primary bg-base-100" aria-label={FINAL_TEXT.title}>
        <div className="card-body gap-2 p-4">
          <h3 className="font-semibold">{FINAL_TEXT.title}</h3>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            <Row label={DETAIL_TEXT.price} value={formatPrice(proposal.price_pct)} field="price_pct" />
            <Row label={DETAIL_TEXT.settlementDate} value={proposal.settlement_date} field="settlement_date" />
            <Row
              label={FINAL_TEXT.fee}
              value={FINAL_TEXT.feeValue(proposal.platform_fee_bps)}
              field="platform_fee_bps"
            />
            <Row
              label={FINAL_TEXT.paidToBank(loan.bank.name)}
              value={formatMoney(proposal.amount, loan.currency)}
              field="amount"
            />
            <Row
              label={FINAL_TEXT.feePaidBy(proposal.investor.name)}
              value={formatMoney(proposal.platform_fee_amount, loan.currency)}
              field="platform_fee_amount"
            />
            <div className="contents font-semibold">
              <dt>{FINAL_TEXT.totalPayable}</dt>
              <dd className="text-end tabular-nums" data-field="total_payable">
                {formatMoney(addMoney(proposal.amount, proposal.platform_fee_amount), loan.currency)}
              </dd>
            </div>
            {proposal.final_acceptance_deadline && (
              <>
                <Row label={DETAIL_TEXT.deadline} value={formatTimestamp(proposal.final_acceptance_deadline)} />
                <Row label={DETAIL_TEXT.timeLeft} value={timeLeft(proposal.final_acceptance_deadline)} />
              </>
            )}
          </dl>
          <p className="text-sm">{FINAL_TEXT.whoPays(proposal.investor.name, loan.bank.name)}</p>
        </div>
      </section>
      <section className="card border border-[var(--surface-border)] bg-base-100" aria-label={FINAL_TEXT.loanSummary}>
        <div className="card-body gap-2 p-4">
          <h3 className="font-semibold">{FINAL_TEXT.loanSummary}</h3>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            <Row label={DETAIL_TEXT.loan} value={loan.loan_ref} />
            <Row label={DETAIL_TEXT.bank} value={loan.bank.name} />
            {LOAN_SUMMARY.map((field) => (
              <Row key={field} label={fieldLabel(field)} value={formatFieldValue(field, loan[field], loan.currency)} />
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
