/** The marketplace's one loan, as an investor reads it. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { MarketLoanDetail } from './market-loan-types';

export const getMarketLoan = (id: number) =>
  apiCall<{ data: MarketLoanDetail }>(() => api.GET('/api/v1/marketplace/loans/{id}', { params: { path: { id } } }));
