/** The marketplace and portfolio answers as the investor screens read them, from the API's generated types (src/lib/api/schema.d.ts). */
import type { paths } from '@/lib/api/schema';

type Ok<Path extends keyof paths> = paths[Path]['get'] extends {
  responses: { 200: { content: { 'application/json': infer J } } };
}
  ? J
  : never;
type Query<Path extends keyof paths> = paths[Path]['get'] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

export type MarketLoanPage = Ok<'/api/v1/marketplace/loans'>;
export type MarketLoanQuery = Query<'/api/v1/marketplace/loans'>;
export type MarketSummaryQuery = Query<'/api/v1/marketplace/summary'>;
export type MarketLoan = MarketLoanPage['data'][number];
export type PageMeta = MarketLoanPage['meta'];
export type MarketSummary = Ok<'/api/v1/marketplace/summary'>['data'];
/** One bar of a distribution: a region or property type code, its loans and their principal. */
export type Distribution = MarketSummary['by_region'][number];
export type MarketBank = Ok<'/api/v1/marketplace/banks'>['data'][number];
export type Portfolio = Ok<'/api/v1/investor/portfolio'>['data'];
export type PortfolioProposal = Portfolio['open_proposals'][number];
