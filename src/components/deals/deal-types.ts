/** The deals API's answers as the deal screens read them, from the API's generated types (src/lib/api/schema.d.ts). */
import type { paths } from '@/lib/api/schema';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

export type DealPage = Json<paths['/api/v1/deals']['get']['responses'][200]>;
export type DealListQuery = NonNullable<paths['/api/v1/deals']['get']['parameters']['query']>;
export type Deal = DealPage['data'][number];
export type DealDetail = Json<paths['/api/v1/deals/{id}']['get']['responses'][200]>['data'];
export type DealLinePage = Json<paths['/api/v1/deals/{id}/lines']['get']['responses'][200]>;
