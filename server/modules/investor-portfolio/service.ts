/** The investor dashboard's portfolio (DOMAIN.md "Dashboards"): what the user's investors bought, and what they still propose. */
import { DEAL_STATUSES } from '../../../src/domain/trading/deal-status.ts';
import { INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { entityIdsOfKind, hasRoleIn, isPlatformAdminActor, type Actor } from '../../lib/access/actor.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { toProposalResources } from '../trading/proposal-answer.ts';
import {
  dealsPerStatus,
  latestOpenProposals,
  openProposalsCount,
  portfolioBreakdown,
  portfolioByCurrency,
  portfolioTotals,
  type InvestorScope,
} from './queries.ts';
import type { Portfolio } from './schemas.ts';
import { loans } from '../../db/schema/index.ts';
import { keyShares } from '../../lib/key-shares.ts';

const OPEN_PROPOSALS_SHOWN = 10;

/** The investors whose portfolio the actor reads: null for all (platform admins); 403 for anyone else. */
function investorScopeOf(actor: Actor): InvestorScope {
  if (isPlatformAdminActor(actor)) return null;
  const investors = entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));
  if (investors.length === 0) throw forbidden();
  return investors;
}

export async function investorPortfolio(db: Database, actor: Actor): Promise<Portfolio> {
  const scope = investorScopeOf(actor);
  const [totals, byCurrency, byRegion, byPropertyType, perStatus, openCount, open] = await Promise.all([
    portfolioTotals(db, scope),
    portfolioByCurrency(db, scope),
    portfolioBreakdown(db, scope, loans.region),
    portfolioBreakdown(db, scope, loans.propertyType),
    dealsPerStatus(db, scope),
    openProposalsCount(db, scope),
    latestOpenProposals(db, scope, OPEN_PROPOSALS_SHOWN),
  ]);
  const counted = new Map(perStatus.map((row) => [row.status, row.count]));
  const oneCurrency = byCurrency.length <= 1;
  return {
    deals_count: totals.dealsCount,
    total_current_principal: oneCurrency ? totals.totalCurrentPrincipal : null,
    total_amount: oneCurrency ? totals.totalAmount : null,
    by_currency: byCurrency.map((row) => ({
      key: row.key,
      count: row.count,
      total_current_principal: row.totalCurrentPrincipal,
      total_amount: row.totalAmount,
      weighted_avg_rate_pct: row.weightedRate,
      weighted_avg_ltv_pct: row.weightedLtv,
    })),
    // Weighting a GBP loan against a USD one by principal mixes currencies: one currency's figures only.
    weighted_avg_rate_pct: oneCurrency ? totals.weightedRate : null,
    weighted_avg_ltv_pct: oneCurrency ? totals.weightedLtv : null,
    by_region: keyShares(byRegion, oneCurrency),
    by_property_type: keyShares(byPropertyType, oneCurrency),
    deals_by_status: Object.fromEntries(
      DEAL_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
    ) as Portfolio['deals_by_status'],
    open_proposals_count: openCount,
    open_proposals: await toProposalResources(db, actor, open),
  };
}
