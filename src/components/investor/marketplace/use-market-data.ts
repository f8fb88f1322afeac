/**
 * The marketplace's figures for the view in force, beside its page of loans: the summary of the
 * whole filtered set and the banks to filter by; the previous figures stay on screen while the
 * next ones load.
 */
import { useApiData, type ApiData } from '@/components/data/use-api-data';
import { dataOf } from '@/lib/api/api-result';
import { getMarketBanks, getMarketSummary } from '../api/marketplace-api';
import type { MarketBank, MarketSummary } from '../api/market-types';
import { summaryParams, type MarketQuery } from './market-query';

export function useMarketSummary(view: MarketQuery, enabled: boolean): ApiData<MarketSummary> {
  const request = summaryParams(view);
  return useApiData(enabled ? new URLSearchParams(request).toString() : null, () => dataOf(getMarketSummary(request)));
}

export function useMarketBanks(enabled: boolean): ApiData<MarketBank[]> {
  return useApiData(enabled ? 'banks' : null, () => dataOf(getMarketBanks()));
}
