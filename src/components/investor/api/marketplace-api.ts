/** The marketplace's calls: a page of listed loans, the summary of the filtered set, the banks to filter by, the CSV link. */
import { API_ORIGIN, api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { MarketBank, MarketLoanPage, MarketLoanQuery, MarketSummary, MarketSummaryQuery } from './market-types';

/** The filters (and sort and page) as the address holds them; names and values are the API's, which checks them. */
export type MarketParams = Record<string, string>;

export const getMarketLoans = (query: MarketParams) =>
  apiCall<MarketLoanPage>(() =>
    api.GET('/api/v1/marketplace/loans', { params: { query: query as unknown as MarketLoanQuery } }),
  );

export const getMarketSummary = (query: MarketParams) =>
  apiCall<{ data: MarketSummary }>(() =>
    api.GET('/api/v1/marketplace/summary', { params: { query: query as unknown as MarketSummaryQuery } }),
  );

export const getMarketBanks = () => apiCall<{ data: MarketBank[] }>(() => api.GET('/api/v1/marketplace/banks'));

/** The CSV export of the same filters and sort: a plain link, so the browser downloads it with the session cookie. */
export const marketCsvUrl = (query: URLSearchParams) => {
  const search = query.toString();
  return `${API_ORIGIN}/api/v1/marketplace/loans.csv${search ? `?${search}` : ''}`;
};
