/** The proposals API's answers as the bank's screen reads them, from the API's generated types (src/lib/api/schema.d.ts). */
import type { paths } from '@/lib/api/schema';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

export type ProposalPage = Json<paths['/api/v1/proposals']['get']['responses'][200]>;
export type ProposalListQuery = NonNullable<paths['/api/v1/proposals']['get']['parameters']['query']>;
export type Proposal = ProposalPage['data'][number];
export type CounterTerms = NonNullable<
  paths['/api/v1/proposals/{id}/counter']['post']['requestBody']
>['content']['application/json'];
