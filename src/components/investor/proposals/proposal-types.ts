/** The proposal records as the trading API answers them, from its OpenAPI document: money and prices are decimal strings. */
import type { paths } from '@/lib/api/schema';

type ProposalsPath = paths['/api/v1/proposals'];
type ProposalPath = paths['/api/v1/proposals/{id}'];

export type ProposalListAnswer = ProposalsPath['get']['responses'][200]['content']['application/json'];
export type ProposalListQuery = NonNullable<ProposalsPath['get']['parameters']['query']>;
export type Proposal = ProposalListAnswer['data'][number];

export type ProposalDetail = ProposalPath['get']['responses'][200]['content']['application/json']['data'];
export type ProposalEvent = ProposalDetail['history'][number];
export type HistoryKind = ProposalEvent['kind'];

/** The terms an investor sends when proposing or revising. */
export type ProposalTermsBody = Omit<ProposalPath['patch']['requestBody']['content']['application/json'], 'version'>;
