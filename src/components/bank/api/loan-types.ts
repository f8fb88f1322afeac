/** The bank desk's answers as the screens read them, from the API's generated types (src/lib/api/schema.d.ts). */
import type { paths } from '@/lib/api/schema';

type Ok<Path extends keyof paths, Method extends 'get' | 'post'> = paths[Path][Method] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer J } } }
    ? J
    : R extends { 202: { content: { 'application/json': infer J } } }
      ? J
      : never
  : never;

export type LoanListAnswer = Ok<'/api/v1/loans', 'get'>;
export type LoanListQuery = NonNullable<paths['/api/v1/loans']['get']['parameters']['query']>;
export type Loan = LoanListAnswer['data'][number];
export type LoanDetail = Ok<'/api/v1/loans/{id}', 'get'>['data'];
export type PendingAction = LoanDetail['pending_actions'][number];
export type Revision = Ok<'/api/v1/loans/{id}/revisions', 'get'>['data'][number];
export type BankSummary = Ok<'/api/v1/bank/summary', 'get'>['data'];
export type ListingTerms = NonNullable<
  paths['/api/v1/loans/{id}/list']['post']['requestBody']
>['content']['application/json'];
