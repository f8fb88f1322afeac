/** The binding-bid calls of the investor's bid screen, typed by the API's OpenAPI document. */
import { BID_FILE_FIELD } from '@/domain/pools/binding-bid';
import { API_ORIGIN, api } from './client';
import { apiData } from './api-result';
import type { paths } from './schema';

type BidPath = paths['/api/v1/investor/pools/{id}/binding-bid'];
export type MyBid = BidPath['get']['responses'][200]['content']['application/json']['data'];
export type BidLine = MyBid['lines'][number];
export type BidPool = MyBid['pool'];
export type PlacedBid = BidPath['put']['responses'][200]['content']['application/json']['data'];
export type BidBody = NonNullable<BidPath['put']['requestBody']>['content']['application/json'];

export const bidTemplateUrl = (poolId: number) =>
  `${API_ORIGIN}/api/v1/investor/pools/${poolId}/binding-bid/template.csv`;

export const getMyBid = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}/binding-bid', { params: { path: { id } } }));

export const getBidClock = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}/binding-bid/clock', { params: { path: { id } } }));

export const placeBid = (id: number, body: BidBody) =>
  apiData(() => api.PUT('/api/v1/investor/pools/{id}/binding-bid', { params: { path: { id } }, body }));

/** The CSV goes as multipart; the browser writes its boundary. */
export function uploadBid(id: number, file: File, version: number | null) {
  const form = new FormData();
  form.append(BID_FILE_FIELD, file, file.name);
  return apiData(() =>
    api.POST('/api/v1/investor/pools/{id}/binding-bid/upload', {
      params: { path: { id }, query: version === null ? {} : { version } },
      body: form as never,
    }),
  );
}
