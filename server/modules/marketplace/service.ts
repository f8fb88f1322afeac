/** The marketplace's answers: who may read is checked first, then the filtered set is read in SQL. */
import type { Readable } from 'node:stream';
import type { Actor } from '../../lib/access/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { bookSummary } from '../../lib/loan-book/figures.ts';
import { marketSetKey, marketSlice } from './book-served.ts';
import { keptEstimates } from '../../lib/kept-estimates.ts';
import { marketReader } from './access.ts';
import { marketCsvStream } from './export.ts';
import { offGrainSummary, SUMMARY_BOUNDS } from './summary-off-grain.ts';
import { marketConditions } from './filters.ts';
import {
  banksOnMarket,
  investorsTradedLoan,
  loanWithBank,
  marketListRows,
  openProposalsCount,
  openProposalsOf,
} from './queries.ts';
import { toMarketLoan, toMarketLoanDetail } from './record.ts';
import type {
  MarketExportQuery,
  MarketFilterQuery,
  MarketListQuery,
  MarketLoan,
  MarketLoanDetail,
  MarketSummary,
} from './schemas.ts';
import { keyShares } from '../../lib/key-shares.ts';

export { exportFileName } from './export.ts';

export async function marketPage(db: Executor, actor: Actor, query: MarketListQuery) {
  const reader = marketReader(actor);
  const { rows, total, total_is_estimate } = await marketListRows(db, query, reader.investorIds);
  const data: MarketLoan[] = rows.map(({ my_proposal_id: id, my_proposal_status: status, ...row }) =>
    toMarketLoan(row, id === null || status === null ? null : { id, status }),
  );
  return { data, meta: { total, total_is_estimate, page: query.page, per_page: query.per_page } };
}

/** The estimated summaries of sets past the bound, by set (server/lib/kept-estimates.ts). */
const estimatedSummaries = keptEstimates<Awaited<ReturnType<typeof offGrainSummary>>>();

/**
 * From the loan book's running totals when every filter is on their grain (exact), else from the
 * matching loans: summed when they are few, estimated from a sample past the bound, and an estimate kept a while.
 */
export async function marketFigures(db: Executor, query: MarketFilterQuery, bounds = SUMMARY_BOUNDS) {
  const slice = marketSlice(query);
  if (slice) return { figures: await bookSummary(db, slice), isEstimate: false };
  const setKey = `${bounds.exactUpTo} ${bounds.sampleRows} ${marketSetKey(query)}`;
  const kept = estimatedSummaries.get(setKey);
  if (kept) return kept;
  const summary = await offGrainSummary(db, marketConditions(query), bounds);
  if (summary.isEstimate) estimatedSummaries.keep(setKey, summary);
  return summary;
}

export async function marketSummary(db: Executor, actor: Actor, query: MarketFilterQuery): Promise<MarketSummary> {
  marketReader(actor);
  const { figures, isEstimate } = await marketFigures(db, query);
  const { totals, byCurrency, byRegion, byPropertyType } = figures;
  const oneCurrency = byCurrency.length <= 1;
  const perCurrency = (row: (typeof byCurrency)[number]) => ({
    key: row.key,
    count: row.count,
    total_current_principal: row.totalCurrentPrincipal,
  });
  return {
    count: totals.count,
    is_estimate: isEstimate,
    total_current_principal: oneCurrency ? totals.totalCurrentPrincipal : null,
    by_currency: byCurrency.map((row) => ({
      ...perCurrency(row),
      weighted_avg_rate_pct: row.weightedAvgRatePct,
      weighted_avg_ltv_pct: row.weightedAvgLtvPct,
      weighted_avg_credit_score: row.weightedAvgCreditScore,
      weighted_avg_remaining_term_months: row.weightedAvgRemainingTermMonths,
    })),
    // Weighting a GBP loan against a USD one by principal mixes currencies: one currency's figures only.
    weighted_avg_rate_pct: oneCurrency ? totals.weightedAvgRatePct : null,
    weighted_avg_ltv_pct: oneCurrency ? totals.weightedAvgLtvPct : null,
    weighted_avg_credit_score: oneCurrency ? totals.weightedAvgCreditScore : null,
    weighted_avg_remaining_term_months: oneCurrency ? totals.weightedAvgRemainingTermMonths : null,
    by_region: keyShares(byRegion, oneCurrency),
    by_property_type: keyShares(byPropertyType, oneCurrency),
  };
}

/** Checks who asks and reads the first page before the first byte, so a refusal is still a JSON error. */
export function marketCsv(db: Database, actor: Actor, query: MarketExportQuery): Promise<Readable> {
  marketReader(actor);
  return marketCsvStream(db, marketConditions(query), query);
}

export async function marketBanks(db: Executor, actor: Actor) {
  marketReader(actor);
  return banksOnMarket(db);
}

const ON_OFFER = new Set(['listed', 'under_offer']);

/**
 * Listed or under offer (of an active bank) for every reader; a loan the caller's organisation has a
 * proposal or a deal on stays visible (sold too), so its page still opens from the proposal.
 */
export async function marketLoan(db: Executor, actor: Actor, loanId: number): Promise<MarketLoanDetail> {
  const reader = marketReader(actor);
  const found = await loanWithBank(db, loanId);
  if (!found) throw notFound();
  const { loan, bankName, bankActive } = found;
  const offered = ON_OFFER.has(loan.status) && (bankActive || reader.isPlatformAdmin);
  if (!offered) {
    const traded = ON_OFFER.has(loan.status) || loan.status === 'sold';
    const mayStillSee =
      traded && (reader.isPlatformAdmin || (await investorsTradedLoan(db, reader.investorIds, loan.id)));
    if (!mayStillSee) throw notFound();
  }
  const [openCount, mine] = await Promise.all([
    openProposalsCount(db, loan.id),
    openProposalsOf(db, reader.investorIds, [loan.id]),
  ]);
  return toMarketLoanDetail(loan, bankName, {
    open_proposals_count: openCount,
    my_proposal: mine.get(loan.id) ?? null,
  });
}
